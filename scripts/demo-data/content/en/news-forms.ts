import type { Catalogue, Pattern } from '../translator.ts'

/** English of the forms, contact, stock and news pages (pages-forms.ts, pages-news.ts, news-articles.ts). */

const tyrePlaces = new Set(['Bertrange', 'Niederkorn', 'Esch-sur-Alzette', 'VMAL Contern'])
function placePattern(source: string, english: (place: string) => string): Pattern {
  return [
    new RegExp(`^${source}$`, 'u'),
    (match) => (tyrePlaces.has(match[1] ?? '') ? english(match[1] ?? '') : undefined),
  ]
}

export const newsFormsPatterns: readonly Pattern[] = [
  placePattern(
    'Rendez-vous pneus et roues à (.+)',
    (place) => `Tyre and wheel appointment in ${place}`
  ),
  placePattern(
    'Rendez-vous pneus et roues – (.+)',
    (place) => `Tyre and wheel appointment – ${place}`
  ),
  placePattern(
    'Rendez-vous pneus à (.+) – Autosphère',
    (place) => `Tyre appointment in ${place} – Autosphère`
  ),
  placePattern(
    'Réservez votre changement de pneus ou de roues à (.+)\\.',
    (place) => `Book your tyre or wheel change in ${place}.`
  ),
  // An article's SEO title is its title and the site's name.
  [/^(.+) \| Autosphère$/u, (match, englishOf) => `${englishOf(match[1] ?? '')} | Autosphère`],
]

export const formsEnglish: Catalogue = {
  'Indiquez votre plaque d’immatriculation et la prestation souhaitée : nous confirmons le créneau par e-mail.':
    'Give us your registration number and the service you need: we will confirm the slot by email.',
  'Indiquez les dimensions figurant sur le flanc de vos pneus (par exemple 205/55 R16 91V) : nous vous envoyons trois offres, du budget au premium.':
    'Give us the size printed on the sidewall of your tyres (for example 205/55 R16 91V): we will send you three quotes, from budget to premium.',
  'Demande d’offre pneus – Autosphère': 'Tyre quote request – Autosphère',
  'Recevez une offre de pneus été, hiver ou toutes saisons pour votre véhicule.':
    'Get a quote for summer, winter or all-season tyres for your car.',
  'Réservez votre essai': 'Book your test drive',
  'Choisissez le modèle, la concession et le moment : votre véhicule vous attend, plein fait ou batterie chargée.':
    'Choose the model, the dealership and the time: your car will be waiting, with a full tank or a charged battery.',
  'Voiture sur une route ensoleillée': 'A car on a sunny road',
  'Votre demande d’essai': 'Your test drive request',
  'Permis de conduire valide requis. Essai de 30 minutes à une journée.':
    'A valid driving licence is required. Test drives last from 30 minutes to a full day.',
  'Réserver un essai – Autosphère Luxembourg': 'Book a test drive – Autosphère Luxembourg',
  'Réservez un essai gratuit de votre prochain véhicule dans l’une de nos concessions au Luxembourg.':
    'Book a free test drive of your next car at one of our dealerships in Luxembourg.',
  'Contactez-nous': 'Contact us',
  'Une question sur un véhicule, un entretien ou une facture ? Nos équipes vous répondent du lundi au samedi.':
    'A question about a car, a service or an invoice? Our teams are here to help from Monday to Saturday.',
  'Plan avec les concessions': 'Map of our dealerships',
  'Nos cinq sites': 'Our five sites',
  'Recherchez par localité, marque ou service.': 'Search by town, brand or service.',
  'Écrivez-nous': 'Write to us',
  'Réponse sous 24 heures ouvrables.': 'We reply within 24 working hours.',
  'Accès rapides': 'Quick links',
  'Questions fréquentes': 'Frequently asked questions',
  'Consulter la FAQ': 'Read the FAQ',
  'Assistance 24 h/24': '24-hour assistance',
  'Panne ou accident : +352 26 44 10 99': 'Breakdown or accident: +352 26 44 10 99',
  Appeler: 'Call',
  'Protection des données': 'Data protection',
  'Lire la politique': 'Read the policy',
  'Contact – Autosphère Luxembourg': 'Contact – Autosphère Luxembourg',
  'Adresses, horaires et formulaire de contact de nos concessions à Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern.':
    'Addresses, opening hours and contact form for our dealerships in Bertrange, Niederkorn, Esch-sur-Alzette, Windhof and Contern.',
  'Tous nos véhicules disponibles': 'All our available cars',
  'Stock de véhicules neufs et d’occasion – Autosphère Luxembourg':
    'New and used cars in stock – Autosphère Luxembourg',
  'Plus de 1 500 véhicules neufs, de démonstration et d’occasion de 12 marques, disponibles dans nos concessions au Luxembourg.':
    'More than 1,500 new, ex-demonstrator and used cars from 12 brands, available at our dealerships in Luxembourg.',
  'Plus de 150 occasions garanties à Windhof': 'More than 150 used cars with a warranty in Windhof',
  'Contrôlées sur 110 points, garanties jusqu’à 24 mois, disponibles immédiatement.':
    'Put through a 110-point check, covered for up to 24 months, available straight away.',
  'Parc de voitures d’occasion': 'Used cars on the forecourt',
  'Notre centre d’occasions': 'Our Used Car Centre',
  'Toutes marques, de la citadine au SUV familial : chaque véhicule est préparé dans notre atelier et livré avec son historique d’entretien.':
    'Every make, from city cars to family SUVs: each car is prepared in our workshop and comes with its full service history.',
  'Notre stock d’occasions': 'Our used stock',
  'Votre équipe à Windhof': 'Your team in Windhof',
  "Centre de véhicules d'occasion à Windhof – Autosphère":
    'Used Car Centre in Windhof – Autosphère',
  'Plus de 150 voitures d’occasion garanties toutes marques à Windhof, avec reprise et financement.':
    'More than 150 used cars of every make with a warranty in Windhof, with part exchange and finance.',
}

export const newsEnglish: Catalogue = {
  'Nouveaux modèles, conseils d’entretien, événements et vie du groupe.':
    'New models, servicing tips, events and life at the group.',
  'Ville la nuit': 'A city at night',
  'Toutes nos actualités': 'All our news',
  'Actualités – Autosphère Luxembourg': 'News – Autosphère Luxembourg',
  'Nouveautés automobiles, conseils et événements de nos concessions au Luxembourg.':
    'New cars, advice and events from our dealerships in Luxembourg.',
  'Autofestival 2026 : nos offres prolongées jusqu’à fin février':
    'Autofestival 2026: our offers extended to the end of February',
  'Remises salon, reprise majorée et leasing à taux réduit sur toute la gamme.':
    'Motor show discounts, enhanced part-exchange values and reduced-rate leasing across the range.',
  'Showroom décoré pour l’Autofestival': 'The showroom decorated for the Autofestival',
  Événements: 'Events',
  'Comme chaque année, l’Autofestival lance la saison automobile au Luxembourg. Dans nos cinq sites, les conditions salon s’appliquent à tous les véhicules neufs commandés avant le 28 février.':
    'As every year, the Autofestival opens the motoring season in Luxembourg. At all five of our sites, show terms apply to every new car ordered by 28 February.',
  'L’essentiel': 'The key points',
  'Jusqu’à 4 000 € de remise selon les modèles': 'Up to €4,000 off, depending on the model',
  'Reprise majorée de 1 500 € sur les véhicules de plus de 8 ans':
    'An extra €1,500 in part exchange for cars over 8 years old',
  'Private lease à partir de 249 € par mois TVAC': 'Private lease from €249 a month, VAT incl.',
  'Nos conseillers vous accueillent aussi le dimanche pendant toute la durée du salon, avec des essais sans rendez-vous.':
    'Our advisers are also here on Sundays for as long as the show runs, with test drives without an appointment.',
  'Une question ? |Contactez nos conseillers| ou appelez le +352 26 44 10 00.':
    'Any questions? |Contact our advisers| or call +352 26 44 10 00.',
  'Le nouveau Kia EV3 est disponible à l’essai': 'The new Kia EV3 is ready for test drives',
  'Jusqu’à 600 km d’autonomie WLTP dans un SUV compact : venez le découvrir à Niederkorn et Bertrange.':
    'Up to 600 km of WLTP range in a compact SUV: come and see it in Niederkorn and Bertrange.',
  'SUV électrique en charge': 'An electric SUV charging',
  Nouveautés: 'New models',
  'Le Kia EV3 apporte la technologie de l’EV9 dans un format compact idéal pour la ville comme pour les trajets frontaliers. Sa batterie de 81,4 kWh se recharge de 10 à 80 % en 31 minutes sur une borne rapide.':
    'The Kia EV3 brings the EV9’s technology to a compact car that suits town driving and the cross-border commute alike. Its 81.4 kWh battery charges from 10 to 80% in 31 minutes on a rapid charger.',
  'Nos deux véhicules de démonstration sont disponibles pour des essais d’une demi-journée. Réservez votre créneau en ligne ou passez en concession.':
    'Our two demonstrators are available for half-day test drives. Book your slot online or drop in at the dealership.',
  'Disponibles en stock': 'Available in stock',
  'Pneus hiver au Luxembourg : ce que dit la loi': 'Winter tyres in Luxembourg: what the law says',
  'Obligation, marquage, profondeur minimale : tout ce qu’il faut savoir avant les premières gelées.':
    'The requirement, the markings, the minimum tread: everything you need to know before the first frost.',
  'Pneus hiver empilés': 'Winter tyres stacked up',
  Conseils: 'Advice',
  'Au Grand-Duché, les pneus hiver sont obligatoires dès que les conditions sont hivernales : verglas, neige tassée, plaques de glace ou givre. Les pneus doivent porter le marquage M+S ou le symbole alpin.':
    'In the Grand Duchy, winter tyres are compulsory whenever conditions are wintry: black ice, packed snow, patches of ice or frost. Tyres must carry the M+S marking or the alpine symbol.',
  'Marquage 3PMSF (symbole alpin) recommandé': '3PMSF marking (alpine symbol) recommended',
  'Profondeur légale minimale : 1,6 mm, conseillée : 4 mm':
    'Legal minimum tread depth: 1.6 mm; recommended: 4 mm',
  'Pression à vérifier tous les mois par temps froid':
    'Check the pressure every month in cold weather',
  'En cas de contrôle, le conducteur s’expose à un avertissement taxé et, en cas d’accident, sa responsabilité peut être engagée. Nous recommandons une profondeur de sculpture d’au moins 4 mm.':
    'If stopped, the driver risks an on-the-spot fine, and in an accident may be held liable. We recommend a tread depth of at least 4 mm.',
  'Notre atelier d’Esch-sur-Alzette s’agrandit': 'Our Esch-sur-Alzette workshop is growing',
  'Six nouveaux postes, une cabine de peinture et des horaires élargis dès le mois de mai.':
    'Six new bays, a paint booth and longer opening hours from May.',
  'Nouvel atelier d’Esch-sur-Alzette': 'The new Esch-sur-Alzette workshop',
  'Vie du groupe': 'Group life',
  'Après huit mois de travaux, l’atelier d’Esch-sur-Alzette passe de dix à seize postes de travail. La nouvelle cabine de peinture basse consommation réduit de moitié les délais de carrosserie.':
    'After eight months of building work, the Esch-sur-Alzette workshop grows from ten to sixteen bays. The new low-energy paint booth halves waiting times for bodywork.',
  'L’atelier ouvre désormais dès 7 h 00 du lundi au vendredi et le samedi matin, pour déposer votre véhicule avant le travail.':
    'The workshop now opens at 7:00 from Monday to Friday and on Saturday mornings, so you can drop your car off before work.',
  'Flottes d’entreprise : réussir le passage à l’électrique':
    'Company fleets: making the switch to electric',
  'Recharge, fiscalité, car policy : les étapes pour électrifier votre flotte sans mauvaise surprise.':
    'Charging, tax, car policy: the steps to electrify your fleet without nasty surprises.',
  'Flotte de voitures de société': 'A fleet of company cars',
  'Au Luxembourg, l’avantage en nature d’une voiture de société électrique est calculé à 0,5 % ou 0,6 % de sa valeur catalogue, contre 1,8 % pour un véhicule thermique. L’électrification devient donc un argument de recrutement.':
    'In Luxembourg, the benefit in kind of an electric company car is taxed at 0.5% or 0.6% of its list price, against 1.8% for a petrol or diesel car. Going electric has become a selling point when recruiting.',
  'Notre équipe entreprises réalise un audit gratuit de vos trajets pour identifier les véhicules à remplacer en priorité et dimensionner les bornes de recharge sur vos parkings.':
    'Our business team carries out a free audit of your journeys to find which vehicles to replace first and to size the charging points for your car parks.',
  'Bienvenue à nos quatorze apprentis': 'Welcome to our fourteen apprentices',
  'Mécatronique, carrosserie, vente : la promotion 2026 a fait sa rentrée.':
    'Mechatronics, bodywork, sales: the class of 2026 has started.',
  'Groupe d’apprentis dans l’atelier': 'A group of apprentices in the workshop',
  'Quatorze jeunes ont rejoint nos ateliers et showrooms pour préparer leur DAP ou leur DT. Chacun est accompagné par un tuteur expérimenté pendant toute la durée de sa formation.':
    'Fourteen young people have joined our workshops and showrooms to work towards their DAP or DT vocational diploma. Each of them has an experienced mentor for the whole of their training.',
  'Vous souhaitez rejoindre la promotion 2027 ? Les candidatures sont ouvertes dès le mois de janvier sur notre page carrières.':
    'Would you like to join the class of 2027? Applications open in January on our careers page.',
  'Tout savoir sur la recharge à domicile': 'Everything you need to know about charging at home',
  'Wallbox, puissance, aides de l’État : notre guide pour recharger chez soi.':
    'Wallboxes, charging power, state grants: our guide to charging at home.',
  'Borne murale de recharge': 'A wall-mounted charger',
  'Une wallbox de 11 kW recharge la plupart des voitures électriques en une nuit. L’installation doit être réalisée par un électricien agréé et déclarée au gestionnaire de réseau.':
    'An 11 kW wallbox charges most electric cars overnight. It must be installed by an approved electrician and registered with the grid operator.',
  'Le programme Klimabonus peut prendre en charge une partie de l’achat et de l’installation d’une borne intelligente. Nos conseillers vous orientent vers nos installateurs partenaires.':
    'The Klimabonus scheme can cover part of the cost of buying and installing a smart charger. Our advisers will put you in touch with our partner installers.',
  'Le Ford Transit Custom débarque au centre VMAL':
    'The Ford Transit Custom lands at the VMAL centre',
  'Hybride rechargeable ou 100 % électrique, il est exposé à Contern avec plusieurs aménagements.':
    'Plug-in hybrid or fully electric, it is on show in Contern with several fit-outs.',
  'Fourgon utilitaire au centre VMAL': 'A panel van at the VMAL centre',
  'Le nouveau Transit Custom est disponible en versions diesel, hybride rechargeable et E-Transit Custom 100 % électrique. Trois véhicules aménagés sont exposés au centre VMAL de Contern.':
    'The new Transit Custom comes as a diesel, a plug-in hybrid and the fully electric E-Transit Custom. Three fitted-out vans are on show at the VMAL centre in Contern.',
  'Les artisans peuvent l’essayer chargé, sur un parcours de 20 km, sur simple rendez-vous.':
    'Tradespeople can test-drive it loaded on a 20 km route – just book an appointment.',
  'Nos occasions désormais garanties jusqu’à 24 mois':
    'Our used cars now come with up to 24 months’ warranty',
  'Contrôle en 110 points et garantie étendue sur tout le stock du centre de Windhof.':
    'A 110-point check and an extended warranty on all stock at the Windhof centre.',
  'Certificat de garantie': 'Warranty certificate',
  'Tous les véhicules d’occasion de moins de huit ans vendus par le centre de Windhof bénéficient désormais d’une garantie de 12 mois, extensible à 24 mois.':
    'Every used car under eight years old sold by the Windhof centre now comes with a 12-month warranty, extendable to 24 months.',
  'Chaque véhicule passe un contrôle en 110 points et est livré avec son historique d’entretien complet.':
    'Every car goes through a 110-point check and comes with its full service history.',
  'Portes ouvertes à Bertrange les 19 et 20 septembre':
    'Open days in Bertrange on 19 and 20 September',
  'Essais, animations pour les enfants et démonstrations à l’atelier.':
    'Test drives, activities for children and demonstrations in the workshop.',
  'Journée portes ouvertes au showroom': 'Open day in the showroom',
  'Le temps d’un week-end, notre concession de Bertrange ouvre les portes de son atelier : démonstrations de diagnostic, présentation de la cabine de peinture et quiz sécurité routière.':
    'For one weekend, our Bertrange dealership opens its workshop doors: diagnostic demonstrations, a look inside the paint booth and a road-safety quiz.',
  'Toute la gamme électrique est disponible à l’essai et un food truck local régale petits et grands.':
    'The whole electric range is available to test-drive, and a local food truck keeps young and old well fed.',
  'La Corvette E-Ray arrive à Bertrange': 'The Corvette E-Ray arrives in Bertrange',
  'La première Corvette hybride à transmission intégrale est exposée dans notre showroom.':
    'The first all-wheel-drive hybrid Corvette is on show in our showroom.',
  'Coupé sportif sur la route': 'A sports coupé on the road',
  'Avec son V8 de 6,2 litres associé à un moteur électrique sur l’essieu avant, la Corvette E-Ray développe 655 ch et passe de 0 à 100 km/h en 2,6 secondes.':
    'With its 6.2-litre V8 paired with an electric motor on the front axle, the Corvette E-Ray produces 655 hp and goes from 0 to 100 km/h in 2.6 seconds.',
  'Un modèle d’exposition est visible à Bertrange jusqu’à la fin de l’année. Les essais se font sur rendez-vous avec notre spécialiste Corvette.':
    'A display car can be seen in Bertrange until the end of the year. Test drives are by appointment with our Corvette specialist.',
  'MG Cyberster : le roadster électrique à l’essai':
    'MG Cyberster: test-drive the electric roadster',
  'Portes en élytre, 510 ch et 443 km d’autonomie : le Cyberster est à Niederkorn.':
    'Scissor doors, 510 hp and 443 km of range: the Cyberster is in Niederkorn.',
  'Roadster électrique': 'Electric roadster',
  'Le MG Cyberster renoue avec l’héritage des roadsters britanniques de la marque, en version 100 % électrique. Sa version GT à deux moteurs développe 510 ch.':
    'The MG Cyberster revives the brand’s British roadster heritage, now fully electric. The twin-motor GT version produces 510 hp.',
  'Réservez votre essai à Niederkorn : nous vous proposons un parcours sur les routes de la vallée de la Chiers.':
    'Book your test drive in Niederkorn: we have a route for you along the roads of the Chiers valley.',
  'Voiture de société : l’avantage en nature en 2026': 'Company cars: the benefit in kind in 2026',
  'Les taux applicables selon la motorisation et les émissions de CO2.':
    'The rates that apply by powertrain and CO2 emissions.',
  'Calcul fiscal sur un document': 'A tax calculation on paper',
  'L’avantage en nature d’une voiture de société mise à disposition d’un salarié est imposé chaque mois selon un pourcentage de la valeur catalogue du véhicule, TVA et options comprises.':
    'The benefit in kind of a company car provided to an employee is taxed every month as a percentage of the car’s list price, including VAT and options.',
  'Électrique (consommation ≤ 18 kWh/100 km) : 0,5 %':
    'Electric (consumption ≤ 18 kWh/100 km): 0.5%',
  'Électrique (> 18 kWh/100 km) : 0,6 %': 'Electric (> 18 kWh/100 km): 0.6%',
  'Hybride rechargeable ≤ 50 g/km : 1,8 %': 'Plug-in hybrid ≤ 50 g/km: 1.8%',
  'Thermique : de 1,8 % à 2,6 % selon le CO2':
    'Petrol or diesel: from 1.8% to 2.6% depending on CO2',
  'Le barème dépend de la motorisation et des émissions de CO2 WLTP. Les véhicules électriques bénéficient du taux le plus bas.':
    'The rate depends on the powertrain and WLTP CO2 emissions. Electric vehicles get the lowest rate.',
}
