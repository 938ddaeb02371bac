import type { Catalogue } from './types.ts'

/** German of the business pages and the workshop and service pages (pages-enterprise.ts, pages-services.ts). */
export const enterpriseGerman: Catalogue = {
  'Un partenaire mobilité pour votre entreprise': 'Ihr Mobilitätspartner für Ihr Unternehmen',
  'De l’indépendant à la flotte de 500 véhicules, nous gérons l’achat, le leasing, l’entretien et le remplacement de vos véhicules.':
    'Vom Selbstständigen bis zur Flotte mit 500 Fahrzeugen: Wir kümmern uns um Kauf, Leasing, Wartung und Austausch Ihrer Fahrzeuge.',
  'Quartier d’affaires et véhicules': 'Geschäftsviertel und Fahrzeuge',
  'Nos solutions professionnelles': 'Unsere Lösungen für Gewerbekunden',
  'Un tableau de bord unique pour vos contrats, entretiens, sinistres et coûts.':
    'Ein einziges Dashboard für Ihre Verträge, Wartungen, Schadensfälle und Kosten.',
  'Flotte de voitures': 'Fahrzeugflotte',
  'Des contrats de leasing opérationnel multimarques, négociés pour vous.':
    'Markenübergreifende Verträge für operatives Leasing, für Sie verhandelt.',
  'Contrat de leasing': 'Leasingvertrag',
  'Fourgons, pick-up et ludospaces, livrés aménagés et prêts à travailler.':
    'Kastenwagen, Pick-ups und Hochdachkombis, fertig ausgebaut und sofort einsatzbereit.',
  'Fourgon utilitaire': 'Kastenwagen',
  'Aménagements intérieurs, plateaux, frigorifiques et marquage.':
    'Innenausbau, Pritschen, Kühlaufbauten und Beschriftung.',
  'Fourgon en cours de transformation': 'Kastenwagen beim Umbau',
  'Parlons de votre flotte': 'Sprechen wir über Ihre Flotte',
  'Décrivez vos besoins, un conseiller entreprises vous répond sous 24 heures.':
    'Beschreiben Sie Ihren Bedarf – ein Firmenkundenberater antwortet Ihnen innerhalb von 24 Stunden.',
  'Merci ! Votre demande nous est bien parvenue. Un conseiller vous recontacte sous 24 heures ouvrables.':
    'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Ein Berater meldet sich innerhalb von 24 Arbeitsstunden bei Ihnen.',
  'Services aux entreprises – Autosphère Luxembourg':
    'Services für Unternehmen – Autosphère Luxemburg',
  'Solutions de mobilité pour entreprises au Luxembourg : gestion de flotte, fleet leasing, véhicules utilitaires et transformation.':
    'Mobilitätslösungen für Unternehmen in Luxemburg: Flottenmanagement, Flottenleasing, Nutzfahrzeuge und Fahrzeugumbau.',
  'Gestion de flotte : moins de temps perdu, des coûts maîtrisés':
    'Flottenmanagement: weniger Aufwand, Kosten im Griff',
  'Nous prenons en charge le cycle de vie complet de vos véhicules : commande, immatriculation, entretiens, sinistres, pneus et restitution.':
    'Wir übernehmen den gesamten Lebenszyklus Ihrer Fahrzeuge: Bestellung, Zulassung, Wartung, Schadensfälle, Reifen und Rückgabe.',
  'Ce que nous faisons pour vous': 'Was wir für Sie tun',
  'Nos engagements': 'Unsere Zusagen',
  'Un gestionnaire de compte dédié': 'Ein fester Kundenbetreuer',
  'Un reporting mensuel des coûts par véhicule': 'Ein monatlicher Kostenbericht pro Fahrzeug',
  'Des véhicules de remplacement garantis': 'Garantierte Ersatzfahrzeuge',
  'La collecte et la livraison sur votre site': 'Abholung und Lieferung an Ihrem Firmensitz',
  'Bureaux et véhicules d’entreprise': 'Büros und Firmenfahrzeuge',
  'Votre contact entreprises': 'Ihre Ansprechpartnerin für Firmenkunden',
  'Conseillère entreprises et flottes': 'Beraterin für Firmenkunden und Flotten',
  'Je vous aide à bâtir une car policy simple, équitable et maîtrisée.':
    'Ich helfe Ihnen, eine einfache, faire und kostenbewusste Car Policy aufzustellen.',
  'Un conseiller entreprises vous recontacte sous 24 heures ouvrables.':
    'Ein Firmenkundenberater meldet sich innerhalb von 24 Arbeitsstunden bei Ihnen.',
  'Gestion de flotte – Autosphère Entreprises': 'Flottenmanagement – Autosphère für Unternehmen',
  'Fleet leasing multimarque': 'Markenübergreifendes Flottenleasing',
  'Comparez les offres de douze marques dans un seul contrat-cadre et laissez vos collaborateurs choisir dans votre car policy.':
    'Vergleichen Sie die Angebote von zwölf Marken in einem einzigen Rahmenvertrag und lassen Sie Ihre Mitarbeitenden im Rahmen Ihrer Car Policy wählen.',
  'Contrats de 24 à 60 mois': 'Laufzeiten von 24 bis 60 Monaten',
  'Kilométrage ajustable en cours de contrat': 'Fahrleistung während der Laufzeit anpassbar',
  'Entretien, assurance et pneus inclus': 'Wartung, Versicherung und Reifen inklusive',
  'Prix HTVA, TVA récupérable selon votre activité':
    'Preise zzgl. MwSt., Vorsteuerabzug je nach Tätigkeit möglich',
  'Fleet leasing – Autosphère Entreprises': 'Flottenleasing – Autosphère für Unternehmen',
  'Des utilitaires prêts à travailler': 'Nutzfahrzeuge, bereit für die Arbeit',
  'Notre centre VMAL de Contern est dédié aux professionnels : Ford Transit, Opel Vivaro, Fiat Doblo et bien d’autres, en stock et aménagés.':
    'Unser VMAL-Zentrum in Contern ist ganz für Gewerbekunden da: Ford Transit, Opel Vivaro, Fiat Doblo und viele mehr, auf Lager und fertig ausgebaut.',
  'Plus de 40 utilitaires en stock': 'Über 40 Nutzfahrzeuge auf Lager',
  'Atelier poids lourds jusqu’à 3,5 t': 'Werkstatt für Fahrzeuge bis 3,5 t',
  'Horaires étendus pour les artisans': 'Erweiterte Öffnungszeiten für Handwerker',
  'Véhicule de prêt pendant l’entretien': 'Leihfahrzeug während der Wartung',
  'Utilitaires disponibles': 'Verfügbare Nutzfahrzeuge',
  'L’équipe VMAL': 'Das VMAL-Team',
  'Véhicules utilitaires – Autosphère Entreprises': 'Nutzfahrzeuge – Autosphère für Unternehmen',
  'Transformation et aménagement sur mesure': 'Umbau und Ausbau nach Maß',
  'Avec nos carrossiers partenaires, nous transformons votre utilitaire selon votre métier, homologation comprise.':
    'Mit unseren Partner-Karosseriebauern bauen wir Ihr Nutzfahrzeug passend zu Ihrem Beruf um – inklusive Zulassung.',
  'Aménagements bois et aluminium': 'Ausbauten aus Holz und Aluminium',
  'Bennes, plateaux et grues': 'Kipper, Pritschen und Kräne',
  'Caissons frigorifiques': 'Kühlkoffer',
  'Marquage et covering à vos couleurs': 'Beschriftung und Folierung in Ihren Farben',
  'Transformation de véhicules – Autosphère Entreprises':
    'Fahrzeugumbau – Autosphère für Unternehmen',
}

export const servicesGerman: Catalogue = {
  'Le leasing, simplement expliqué': 'Leasing, einfach erklärt',
  'Private lease, leasing financier ou location longue durée : choisissez la formule qui correspond à votre usage.':
    'Private Lease, Finanzierungsleasing oder Langzeitmiete: Wählen Sie das Modell, das zu Ihrer Nutzung passt.',
  'Leasing opérationnel ou financier ?': 'Operatives Leasing oder Finanzierungsleasing?',
  'Le leasing opérationnel| (private ou business lease) regroupe le véhicule et tous les services dans une mensualité fixe. Vous rendez le véhicule en fin de contrat.':
    'Das operative Leasing| (Private oder Business Lease) vereint Fahrzeug und alle Services in einer festen Monatsrate. Am Vertragsende geben Sie das Fahrzeug zurück.',
  'Le leasing financier| finance l’usage du véhicule avec une valeur résiduelle : en fin de contrat, vous pouvez lever l’option d’achat.':
    'Das Finanzierungsleasing| finanziert die Nutzung des Fahrzeugs mit einem Restwert: Am Vertragsende können Sie die Kaufoption ziehen.',
  'Deux contrats de leasing': 'Zwei Leasingverträge',
  'Offres private lease': 'Private-Lease-Angebote',
  'Simulez votre leasing financier': 'Berechnen Sie Ihr Finanzierungsleasing',
  'Ajustez le prix, la durée et l’acompte : la mensualité se calcule instantanément.':
    'Passen Sie Preis, Laufzeit und Anzahlung an – die Monatsrate wird sofort berechnet.',
  'Exemple non contractuel, TAEG indicatif 4,9 %, sous réserve d’acceptation du dossier.':
    'Unverbindliches Beispiel, effektiver Jahreszins ca. 4,9 %, vorbehaltlich Kreditzusage.',
  'Leasing – Autosphère Luxembourg': 'Leasing – Autosphère Luxemburg',
  'Carrosserie agréée toutes assurances': 'Karosseriewerkstatt, von allen Versicherungen anerkannt',
  'Accrochage, grêle ou sinistre important : notre carrosserie d’Esch-sur-Alzette remet votre véhicule à neuf et gère le dossier avec votre assureur.':
    'Blechschaden, Hagel oder größerer Unfall: Unsere Karosseriewerkstatt in Esch-sur-Alzette macht Ihr Fahrzeug wieder wie neu und regelt alles mit Ihrer Versicherung.',
  'Un sinistre ? Nous nous occupons de tout': 'Ein Schaden? Wir kümmern uns um alles',
  'Déclarez le sinistre et déposez votre véhicule.':
    'Melden Sie den Schaden und bringen Sie Ihr Fahrzeug vorbei.',
  'Nous établissons l’expertise avec votre assureur.':
    'Wir erstellen das Gutachten mit Ihrer Versicherung.',
  'Réparation avec pièces d’origine et véhicule de remplacement.':
    'Reparatur mit Originalteilen, dazu ein Ersatzfahrzeug.',
  'Carrossier au travail': 'Karosseriebauer bei der Arbeit',
  'Notre atelier de carrosserie': 'Unsere Karosseriewerkstatt',
  'Poste de préparation': 'Vorbereitungsplatz',
  'Cabine de peinture': 'Lackierkabine',
  'Contrôle de la géométrie': 'Achsvermessung',
  'Stock de pièces d’origine': 'Lager mit Originalteilen',
  'Demander un devis carrosserie': 'Kostenvoranschlag für die Karosserie anfordern',
  'Joignez quelques photos des dégâts : devis sous 48 heures.':
    'Schicken Sie uns ein paar Fotos vom Schaden: Kostenvoranschlag innerhalb von 48 Stunden.',
  'Carrosserie – Autosphère Luxembourg': 'Karosserie – Autosphère Luxemburg',
  'Au Luxembourg, les pneus hiver sont obligatoires par conditions hivernales. Nous montons, équilibrons et stockons vos pneus entre deux saisons.':
    'In Luxemburg sind Winterreifen bei winterlichen Straßenverhältnissen Pflicht. Wir montieren, wuchten aus und lagern Ihre Reifen zwischen den Saisons ein.',
  'Nos tarifs de service': 'Unsere Servicepreise',
  'Prix TVAC par jeu de quatre roues, valables dans tous nos ateliers :':
    'Preise inkl. MwSt. pro Satz mit vier Rädern, gültig in allen unseren Werkstätten:',
  Prestation: 'Leistung',
  'Jantes jusqu’à 17"': 'Felgen bis 17"',
  'Jantes 18" et plus': 'Felgen ab 18"',
  'Changement de roues complètes': 'Wechsel von Kompletträdern',
  'Montage et équilibrage de pneus': 'Reifenmontage und Auswuchten',
  'Gardiennage une saison': 'Einlagerung für eine Saison',
  'Pile de pneus': 'Reifenstapel',
  'Réservez votre changement de pneus': 'Buchen Sie Ihren Reifenwechsel',
  'Choisissez votre site :': 'Wählen Sie Ihren Standort:',
  'Catalogue de pneus de notre partenaire': 'Reifenkatalog unseres Partners',
  'Recevez un prix pour vos dimensions.': 'Erhalten Sie einen Preis für Ihre Reifengröße.',
  'Rendez-vous en ligne': 'Online-Termin',
  'Un créneau en deux clics.': 'Ein Termin mit zwei Klicks.',
  Réserver: 'Buchen',
  'Pneus et gardiennage – Autosphère Luxembourg': 'Reifen und Einlagerung – Autosphère Luxemburg',
  'Financer votre véhicule': 'Ihr Fahrzeug finanzieren',
  'Crédit classique, leasing financier ou ballon : nos conseillers comparent pour vous les offres de nos partenaires bancaires luxembourgeois.':
    'Klassischer Kredit, Finanzierungsleasing oder Ballonfinanzierung: Unsere Berater vergleichen für Sie die Angebote unserer luxemburgischen Partnerbanken.',
  'Calculez votre mensualité': 'Berechnen Sie Ihre Monatsrate',
  'Simulation indicative. Un crédit vous engage et doit être remboursé.':
    'Unverbindliche Berechnung. Ein Kredit verpflichtet Sie und muss zurückgezahlt werden.',
  'Le leasing financier en deux minutes': 'Finanzierungsleasing in zwei Minuten',
  'Notre responsable financement répond aux questions les plus fréquentes.':
    'Unser Finanzierungsverantwortlicher beantwortet die häufigsten Fragen.',
  'Financement – Autosphère Luxembourg': 'Finanzierung – Autosphère Luxemburg',
  'Service après-vente et entretien': 'Kundendienst und Wartung',
  'Révisions constructeur, diagnostic électronique, climatisation, freins : nos ateliers agréés entretiennent votre véhicule sans affecter sa garantie.':
    'Inspektion nach Herstellervorgabe, Elektronikdiagnose, Klimaanlage, Bremsen: Unsere Vertragswerkstätten warten Ihr Fahrzeug, ohne dass die Garantie erlischt.',
  'Prendre rendez-vous à l’atelier': 'Werkstatttermin vereinbaren',
  'Sélectionnez votre concession pour voir les créneaux disponibles.':
    'Wählen Sie Ihr Autohaus, um die freien Termine zu sehen.',
  'Nos prestations': 'Unsere Leistungen',
  'Révision constructeur': 'Inspektion nach Herstellervorgabe',
  'Selon le carnet d’entretien, avec pièces d’origine.': 'Laut Serviceheft, mit Originalteilen.',
  'Révision sur pont': 'Inspektion auf der Hebebühne',
  'Véhicules électriques': 'Elektrofahrzeuge',
  'Techniciens habilités haute tension, contrôle de batterie.':
    'Hochvolt-qualifizierte Techniker, Batteriecheck.',
  'Borne de recharge': 'Ladesäule',
  'Contrôle technique': 'Technische Kontrolle',
  'Préparation et présentation au contrôle SNCT.':
    'Vorbereitung und Vorführung bei der SNCT-Kontrolle.',
  'Calendrier de rendez-vous': 'Terminkalender',
  'Service après-vente – Autosphère Luxembourg': 'Kundendienst – Autosphère Luxemburg',
  'Pièces et accessoires d’origine': 'Originalteile und Originalzubehör',
  'Porte-vélos, barres de toit, tapis, chaînes à neige ou câbles de recharge : commandez au comptoir de votre concession, montage possible sur place.':
    'Fahrradträger, Dachträger, Fußmatten, Schneeketten oder Ladekabel: Bestellen Sie an der Teiletheke Ihres Autohauses, auf Wunsch mit Montage vor Ort.',
  'Vente de pièces et accessoires': 'Verkauf von Teilen und Zubehör',
  'Nos univers d’accessoires': 'Unsere Zubehörwelten',
  'Transport et loisirs': 'Transport und Freizeit',
  'Barres de toit, coffres, porte-vélos pour attelage.':
    'Dachträger, Dachboxen, Fahrradträger für die Anhängerkupplung.',
  'Accessoires de transport': 'Transportzubehör',
  Hiver: 'Winter',
  'Chaînes, chaussettes à neige, jantes hiver.': 'Schneeketten, Schneesocken, Winterfelgen.',
  'Jantes hiver': 'Winterfelgen',
  Recharge: 'Laden',
  'Câbles type 2, wallbox et installation par un partenaire agréé.':
    'Typ-2-Kabel, Wallbox und Installation durch einen zugelassenen Partner.',
  Nouveau: 'Neu',
  'Câble de recharge': 'Ladekabel',
  'Confort et protection': 'Komfort und Schutz',
  'Tapis sur mesure, protections de seuil, films solaires.':
    'Maßgefertigte Fußmatten, Einstiegsleisten, Sonnenschutzfolien.',
  'Pièces d’origine': 'Originalteile',
  'Filtres, plaquettes, balais d’essuie-glace au prix constructeur.':
    'Filter, Bremsbeläge, Scheibenwischer zum Herstellerpreis.',
  'Engrenages et pièces': 'Zahnräder und Ersatzteile',
  'Vente de pièces et accessoires – Autosphère Luxembourg':
    'Teile und Zubehör – Autosphère Luxemburg',
  'Débosselage sans peinture et retouches': 'Ausbeulen ohne Lackieren und Smart Repair',
  'Grêle, bosses de parking ou rayures : le débosselage sans peinture préserve la peinture d’origine et réduit le temps d’immobilisation.':
    'Hagel, Parkdellen oder Kratzer: Ausbeulen ohne Lackieren erhält den Originallack und verkürzt die Standzeit.',
  'La bonne technique pour chaque dégât': 'Die richtige Technik für jeden Schaden',
  'Débosselage sans peinture pour les petits impacts et la grêle':
    'Ausbeulen ohne Lackieren bei kleinen Dellen und Hagel',
  'Smart repair pour les rayures et éclats localisés':
    'Smart Repair bei Kratzern und kleinen Lackschäden',
  'Peinture en cabine pour les dégâts plus importants':
    'Lackierung in der Kabine bei größeren Schäden',
  'Débosselage d’une portière': 'Ausbeulen einer Tür',
  'Avant / après': 'Vorher / nachher',
  'Portière avant débosselage': 'Tür vor dem Ausbeulen',
  'Impact de grêle sur capot': 'Hagelschaden auf der Motorhaube',
  'Réparé en 4 heures, sans peinture.': 'In 4 Stunden repariert, ohne Lackieren.',
  'Aile arrière après réparation': 'Hinterer Kotflügel nach der Reparatur',
  'Rayure profonde sur aile': 'Tiefer Kratzer am Kotflügel',
  'Smart repair, véhicule rendu le jour même.': 'Smart Repair, Fahrzeug noch am selben Tag zurück.',
  'Débosselage et peinture – Autosphère Luxembourg':
    'Ausbeulen und Lackierung – Autosphère Luxemburg',
}
