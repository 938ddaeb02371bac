import type { Catalogue } from '../translator.ts'

/** English of the business pages and the workshop and service pages (pages-enterprise.ts, pages-services.ts). */
export const enterpriseEnglish: Catalogue = {
  'Un partenaire mobilité pour votre entreprise': 'A mobility partner for your business',
  'De l’indépendant à la flotte de 500 véhicules, nous gérons l’achat, le leasing, l’entretien et le remplacement de vos véhicules.':
    'From sole traders to fleets of 500 vehicles, we handle the buying, leasing, servicing and replacement of your vehicles.',
  'Quartier d’affaires et véhicules': 'Business district and vehicles',
  'Nos solutions professionnelles': 'Our business solutions',
  'Un tableau de bord unique pour vos contrats, entretiens, sinistres et coûts.':
    'One dashboard for your contracts, servicing, claims and costs.',
  'Flotte de voitures': 'A fleet of cars',
  'Des contrats de leasing opérationnel multimarques, négociés pour vous.':
    'Multi-brand operating lease contracts, negotiated on your behalf.',
  'Contrat de leasing': 'Lease agreement',
  'Fourgons, pick-up et ludospaces, livrés aménagés et prêts à travailler.':
    'Panel vans, pick-ups and small vans, delivered fitted out and ready for work.',
  'Fourgon utilitaire': 'Panel van',
  'Aménagements intérieurs, plateaux, frigorifiques et marquage.':
    'Interior racking, dropside bodies, refrigerated units and livery.',
  'Fourgon en cours de transformation': 'A van being converted',
  'Parlons de votre flotte': 'Let’s talk about your fleet',
  'Décrivez vos besoins, un conseiller entreprises vous répond sous 24 heures.':
    'Tell us what you need and a business adviser will reply within 24 hours.',
  'Merci ! Votre demande nous est bien parvenue. Un conseiller vous recontacte sous 24 heures ouvrables.':
    'Thank you! We have received your request. An adviser will get back to you within 24 working hours.',
  'Services aux entreprises – Autosphère Luxembourg': 'Business services – Autosphère Luxembourg',
  'Solutions de mobilité pour entreprises au Luxembourg : gestion de flotte, fleet leasing, véhicules utilitaires et transformation.':
    'Mobility solutions for companies in Luxembourg: fleet management, fleet leasing, commercial vehicles and conversions.',
  'Gestion de flotte : moins de temps perdu, des coûts maîtrisés':
    'Fleet management: less time wasted, costs under control',
  'Nous prenons en charge le cycle de vie complet de vos véhicules : commande, immatriculation, entretiens, sinistres, pneus et restitution.':
    'We look after the whole life of your vehicles: ordering, registration, servicing, claims, tyres and return.',
  'Ce que nous faisons pour vous': 'What we do for you',
  'Nos engagements': 'Our commitments',
  'Un gestionnaire de compte dédié': 'A dedicated account manager',
  'Un reporting mensuel des coûts par véhicule': 'A monthly cost report for each vehicle',
  'Des véhicules de remplacement garantis': 'Guaranteed replacement vehicles',
  'La collecte et la livraison sur votre site': 'Collection and delivery at your premises',
  'Bureaux et véhicules d’entreprise': 'Offices and company vehicles',
  'Votre contact entreprises': 'Your business contact',
  'Conseillère entreprises et flottes': 'Business and fleet adviser',
  'Je vous aide à bâtir une car policy simple, équitable et maîtrisée.':
    'I help you build a car policy that is simple, fair and keeps costs in check.',
  'Un conseiller entreprises vous recontacte sous 24 heures ouvrables.':
    'A business adviser will get back to you within 24 working hours.',
  'Gestion de flotte – Autosphère Entreprises': 'Fleet management – Autosphère Business',
  'Fleet leasing multimarque': 'Multi-brand fleet leasing',
  'Comparez les offres de douze marques dans un seul contrat-cadre et laissez vos collaborateurs choisir dans votre car policy.':
    'Compare offers from twelve brands under one framework agreement and let your staff choose within your car policy.',
  'Contrats de 24 à 60 mois': 'Contracts from 24 to 60 months',
  'Kilométrage ajustable en cours de contrat': 'Mileage adjustable during the contract',
  'Entretien, assurance et pneus inclus': 'Servicing, insurance and tyres included',
  'Prix HTVA, TVA récupérable selon votre activité':
    'Prices excluding VAT, with VAT recoverable depending on your business',
  'Fleet leasing – Autosphère Entreprises': 'Fleet leasing – Autosphère Business',
  'Des utilitaires prêts à travailler': 'Vans ready for work',
  'Notre centre VMAL de Contern est dédié aux professionnels : Ford Transit, Opel Vivaro, Fiat Doblo et bien d’autres, en stock et aménagés.':
    'Our VMAL centre in Contern is dedicated to business customers: Ford Transit, Opel Vivaro, Fiat Doblo and many more, in stock and fitted out.',
  'Plus de 40 utilitaires en stock': 'More than 40 vans in stock',
  'Atelier poids lourds jusqu’à 3,5 t': 'Workshop for vehicles up to 3.5 t',
  'Horaires étendus pour les artisans': 'Extended opening hours for tradespeople',
  'Véhicule de prêt pendant l’entretien': 'A loan vehicle while yours is serviced',
  'Utilitaires disponibles': 'Vans available',
  'L’équipe VMAL': 'The VMAL team',
  'Véhicules utilitaires – Autosphère Entreprises': 'Commercial vehicles – Autosphère Business',
  'Transformation et aménagement sur mesure': 'Made-to-measure conversions and fit-outs',
  'Avec nos carrossiers partenaires, nous transformons votre utilitaire selon votre métier, homologation comprise.':
    'With our partner coachbuilders, we convert your van to suit your trade, type approval included.',
  'Aménagements bois et aluminium': 'Timber and aluminium racking',
  'Bennes, plateaux et grues': 'Tippers, dropsides and cranes',
  'Caissons frigorifiques': 'Refrigerated boxes',
  'Marquage et covering à vos couleurs': 'Livery and wraps in your colours',
  'Transformation de véhicules – Autosphère Entreprises':
    'Vehicle conversions – Autosphère Business',
}

export const servicesEnglish: Catalogue = {
  'Le leasing, simplement expliqué': 'Leasing, simply explained',
  'Private lease, leasing financier ou location longue durée : choisissez la formule qui correspond à votre usage.':
    'Private lease, finance lease or long-term rental: choose the option that suits the way you drive.',
  'Leasing opérationnel ou financier ?': 'Operating or finance lease?',
  'Le leasing opérationnel| (private ou business lease) regroupe le véhicule et tous les services dans une mensualité fixe. Vous rendez le véhicule en fin de contrat.':
    'An operating lease| (private or business lease) bundles the car and every service into one fixed monthly payment. You hand the car back at the end of the contract.',
  'Le leasing financier| finance l’usage du véhicule avec une valeur résiduelle : en fin de contrat, vous pouvez lever l’option d’achat.':
    'A finance lease| funds the use of the car against a residual value: at the end of the contract you can take up the purchase option.',
  'Deux contrats de leasing': 'Two lease agreements',
  'Offres private lease': 'Private lease offers',
  'Simulez votre leasing financier': 'Work out your finance lease',
  'Ajustez le prix, la durée et l’acompte : la mensualité se calcule instantanément.':
    'Adjust the price, term and deposit: the monthly payment updates instantly.',
  'Exemple non contractuel, TAEG indicatif 4,9 %, sous réserve d’acceptation du dossier.':
    'Illustrative, non-binding example, representative APR 4.9%, subject to approval.',
  'Leasing – Autosphère Luxembourg': 'Leasing – Autosphère Luxembourg',
  'Carrosserie agréée toutes assurances': 'Body shop approved by every insurer',
  'Accrochage, grêle ou sinistre important : notre carrosserie d’Esch-sur-Alzette remet votre véhicule à neuf et gère le dossier avec votre assureur.':
    'A scrape, hail or a major accident: our body shop in Esch-sur-Alzette makes your car as good as new and deals with your insurer.',
  'Un sinistre ? Nous nous occupons de tout': 'Had an accident? We take care of everything',
  'Déclarez le sinistre et déposez votre véhicule.': 'Report the claim and drop your car off.',
  'Nous établissons l’expertise avec votre assureur.':
    'We carry out the assessment with your insurer.',
  'Réparation avec pièces d’origine et véhicule de remplacement.':
    'Repairs with genuine parts, and a courtesy car.',
  'Carrossier au travail': 'A panel beater at work',
  'Notre atelier de carrosserie': 'Our body shop',
  'Poste de préparation': 'Preparation bay',
  'Cabine de peinture': 'Paint booth',
  'Contrôle de la géométrie': 'Wheel alignment check',
  'Stock de pièces d’origine': 'Stock of genuine parts',
  'Demander un devis carrosserie': 'Request a bodywork quote',
  'Joignez quelques photos des dégâts : devis sous 48 heures.':
    'Attach a few photos of the damage: quote within 48 hours.',
  'Carrosserie – Autosphère Luxembourg': 'Bodywork – Autosphère Luxembourg',
  'Au Luxembourg, les pneus hiver sont obligatoires par conditions hivernales. Nous montons, équilibrons et stockons vos pneus entre deux saisons.':
    'In Luxembourg, winter tyres are compulsory in wintry conditions. We fit, balance and store your tyres between seasons.',
  'Nos tarifs de service': 'Our service prices',
  'Prix TVAC par jeu de quatre roues, valables dans tous nos ateliers :':
    'Prices including VAT for a set of four wheels, valid at all our workshops:',
  Prestation: 'Service',
  'Jantes jusqu’à 17"': 'Rims up to 17"',
  'Jantes 18" et plus': 'Rims of 18" and over',
  'Changement de roues complètes': 'Changing complete wheels',
  'Montage et équilibrage de pneus': 'Tyre fitting and balancing',
  'Gardiennage une saison': 'Storage for one season',
  'Pile de pneus': 'A stack of tyres',
  'Réservez votre changement de pneus': 'Book your tyre change',
  'Choisissez votre site :': 'Choose your site:',
  'Catalogue de pneus de notre partenaire': 'Our partner’s tyre catalogue',
  'Recevez un prix pour vos dimensions.': 'Get a price for your tyre size.',
  'Rendez-vous en ligne': 'Book online',
  'Un créneau en deux clics.': 'A slot in two clicks.',
  Réserver: 'Book',
  'Pneus et gardiennage – Autosphère Luxembourg': 'Tyres and tyre storage – Autosphère Luxembourg',
  'Financer votre véhicule': 'Financing your car',
  'Crédit classique, leasing financier ou ballon : nos conseillers comparent pour vous les offres de nos partenaires bancaires luxembourgeois.':
    'A standard loan, a finance lease or a balloon payment: our advisers compare the offers of our Luxembourg partner banks for you.',
  'Calculez votre mensualité': 'Work out your monthly payment',
  'Simulation indicative. Un crédit vous engage et doit être remboursé.':
    'For illustration only. A loan is a commitment and must be repaid.',
  'Le leasing financier en deux minutes': 'Finance leasing in two minutes',
  'Notre responsable financement répond aux questions les plus fréquentes.':
    'Our head of finance answers the most frequent questions.',
  'Financement – Autosphère Luxembourg': 'Finance – Autosphère Luxembourg',
  'Service après-vente et entretien': 'After-sales service and maintenance',
  'Révisions constructeur, diagnostic électronique, climatisation, freins : nos ateliers agréés entretiennent votre véhicule sans affecter sa garantie.':
    'Manufacturer servicing, electronic diagnostics, air conditioning, brakes: our approved workshops look after your car without affecting its warranty.',
  'Prendre rendez-vous à l’atelier': 'Book a workshop appointment',
  'Sélectionnez votre concession pour voir les créneaux disponibles.':
    'Select your dealership to see the available slots.',
  'Nos prestations': 'Our services',
  'Révision constructeur': 'Manufacturer service',
  'Selon le carnet d’entretien, avec pièces d’origine.':
    'Following the service schedule, with genuine parts.',
  'Révision sur pont': 'A service on the lift',
  'Véhicules électriques': 'Electric vehicles',
  'Techniciens habilités haute tension, contrôle de batterie.':
    'High-voltage qualified technicians, battery health check.',
  'Borne de recharge': 'Charging point',
  'Contrôle technique': 'Roadworthiness test',
  'Préparation et présentation au contrôle SNCT.':
    'Preparation for the SNCT roadworthiness test, and we take the car there for you.',
  'Calendrier de rendez-vous': 'Appointment calendar',
  'Service après-vente – Autosphère Luxembourg': 'After-sales service – Autosphère Luxembourg',
  'Pièces et accessoires d’origine': 'Genuine parts and accessories',
  'Porte-vélos, barres de toit, tapis, chaînes à neige ou câbles de recharge : commandez au comptoir de votre concession, montage possible sur place.':
    'Bike carriers, roof bars, mats, snow chains or charging cables: order at your dealership’s parts counter, with fitting on site if you wish.',
  'Vente de pièces et accessoires': 'Parts and accessories sales',
  'Nos univers d’accessoires': 'Our accessory ranges',
  'Transport et loisirs': 'Carrying and leisure',
  'Barres de toit, coffres, porte-vélos pour attelage.':
    'Roof bars, roof boxes, tow-bar bike carriers.',
  'Accessoires de transport': 'Carrying accessories',
  Hiver: 'Winter',
  'Chaînes, chaussettes à neige, jantes hiver.': 'Snow chains, snow socks, winter rims.',
  'Jantes hiver': 'Winter rims',
  Recharge: 'Charging',
  'Câbles type 2, wallbox et installation par un partenaire agréé.':
    'Type 2 cables, wallboxes and installation by an approved partner.',
  Nouveau: 'New',
  'Câble de recharge': 'Charging cable',
  'Confort et protection': 'Comfort and protection',
  'Tapis sur mesure, protections de seuil, films solaires.':
    'Tailored mats, sill protectors, window tints.',
  'Pièces d’origine': 'Genuine parts',
  'Filtres, plaquettes, balais d’essuie-glace au prix constructeur.':
    'Filters, brake pads and wiper blades at manufacturer prices.',
  'Engrenages et pièces': 'Gears and parts',
  'Vente de pièces et accessoires – Autosphère Luxembourg':
    'Parts and accessories – Autosphère Luxembourg',
  'Débosselage sans peinture et retouches': 'Paintless dent repair and touch-ups',
  'Grêle, bosses de parking ou rayures : le débosselage sans peinture préserve la peinture d’origine et réduit le temps d’immobilisation.':
    'Hail, car-park dents or scratches: paintless dent repair keeps the original paint and gets you back on the road sooner.',
  'La bonne technique pour chaque dégât': 'The right technique for every kind of damage',
  'Débosselage sans peinture pour les petits impacts et la grêle':
    'Paintless dent repair for small dents and hail',
  'Smart repair pour les rayures et éclats localisés': 'Smart repair for scratches and small chips',
  'Peinture en cabine pour les dégâts plus importants': 'Booth painting for more extensive damage',
  'Débosselage d’une portière': 'Taking a dent out of a door',
  'Avant / après': 'Before / after',
  'Portière avant débosselage': 'A door before dent repair',
  'Impact de grêle sur capot': 'Hail damage on a bonnet',
  'Réparé en 4 heures, sans peinture.': 'Repaired in 4 hours, no paint needed.',
  'Aile arrière après réparation': 'Rear wing after repair',
  'Rayure profonde sur aile': 'A deep scratch on a wing',
  'Smart repair, véhicule rendu le jour même.': 'Smart repair, car back the same day.',
  'Débosselage et peinture – Autosphère Luxembourg':
    'Dent repair and paintwork – Autosphère Luxembourg',
}
