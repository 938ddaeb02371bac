import { locations } from '../../locations.ts'
import type { Catalogue, Pattern } from '../translator.ts'

/** English of the careers, FAQ, privacy, history and dealership-list pages (pages-company.ts, pages-about.ts, pages-locations.ts, company-copy.ts). */

const people = new Set(
  locations.flatMap((location) => location.employees.map((person) => person.name))
)
const towns = new Set(locations.map((location) => location.address.town))

export const companyPatterns: readonly Pattern[] = [
  [
    /^Portrait de (.+)$/u,
    (match) => (people.has(match[1] ?? '') ? `Portrait of ${match[1]}` : undefined),
  ],
  [
    /^(.+) – Carrières Autosphère$/u,
    (match, englishOf) => `${englishOf(match[1] ?? '')} – Careers at Autosphère`,
  ],
  [/^Autosphère en (\d{4})$/u, (match) => `Autosphère in ${match[1]}`],
  // A street address keeps its (official, French) name in English.
  [/^\d+, [^,]+, (.+)$/u, (match) => (towns.has(match[1] ?? '') ? match[0] : undefined)],
]

export const careersEnglish: Catalogue = {
  'Rejoignez une équipe passionnée': 'Join a team that loves what it does',
  '280 collaborateurs, 14 apprentis par an et des métiers qui évoluent avec l’électrique.':
    '280 staff, 14 apprentices a year and jobs that are changing with electric cars.',
  'Équipe souriante': 'A smiling team',
  'Pourquoi nous rejoindre ?': 'Why join us?',
  'Formation continue': 'Ongoing training',
  'Chaque technicien suit en moyenne cinq jours de formation constructeur par an.':
    'Each technician spends an average of five days a year on manufacturer training.',
  'Formation à l’atelier': 'Training in the workshop',
  Évolution: 'Career growth',
  'Deux tiers de nos chefs d’atelier ont commencé comme apprentis.':
    'Two thirds of our workshop managers started out as apprentices.',
  Avantages: 'Benefits',
  'Chèques-repas, voiture de service, remises sur l’entretien et l’achat de véhicules.':
    'Meal vouchers, a company car, discounts on servicing and on buying a car.',
  'Collègues au showroom': 'Colleagues in the showroom',
  Équilibre: 'Work–life balance',
  'Horaires fixes, samedis en rotation et 27 jours de congé.':
    'Regular hours, Saturdays on a rota and 27 days’ holiday.',
  'Nos offres d’emploi': 'Our vacancies',
  'Candidature spontanée ? Écrivez-nous à jobs@groupe-auto.example.':
    'Speculative application? Write to us at jobs@groupe-auto.example.',
  'Portraits de collaborateurs': 'Meet our people',
  'Ils racontent leur métier.': 'They tell you about their work.',
  'Lire les portraits': 'Read their stories',
  'Carrières – Autosphère Luxembourg': 'Careers – Autosphère Luxembourg',
  'Offres d’emploi et apprentissages dans la vente, l’atelier et la carrosserie automobile au Luxembourg.':
    'Jobs and apprenticeships in car sales, the workshop and bodywork in Luxembourg.',
  'Ils font Autosphère': 'The people behind Autosphère',
  'Vendeurs, techniciens, carrossiers : rencontrez celles et ceux qui vous accueillent chaque jour.':
    'Salespeople, technicians, panel beaters: meet the people who look after you every day.',
  'Collaborateurs réunis': 'Colleagues together',
  Portraits: 'Portraits',
  'Chef des ventes': 'Sales manager',
  'Après vingt ans dans le métier, chaque livraison reste un moment particulier.':
    'After twenty years in the trade, every handover is still a special moment.',
  'J’ai commencé comme apprenti à Niederkorn ; aujourd’hui je forme à mon tour.':
    'I started as an apprentice in Niederkorn; today I train apprentices myself.',
  'Conseillère commerciale': 'Sales adviser',
  'Le passage à l’électrique a transformé notre façon de conseiller les clients.':
    'The switch to electric has changed the way we advise our customers.',
  'Conseiller commercial': 'Sales adviser',
  'J’aime trouver la voiture d’occasion qui correspond exactement au budget d’une famille.':
    'I love finding the used car that fits a family’s budget exactly.',
  "Responsable véhicules d'occasion": 'Used car manager',
  'Portraits de collaborateurs – Autosphère': 'Meet our people – Autosphère',
  'Rencontrez les collaborateurs d’Autosphère Luxembourg et découvrez leurs métiers.':
    'Meet the people of Autosphère Luxembourg and find out what they do.',
  'Technicien mécatronique (m/f/d)': 'Mechatronics technician (m/f/d)',
  'Pour notre atelier de Bertrange, nous recherchons un technicien mécatronique passionné par les nouvelles motorisations.':
    'For our Bertrange workshop, we are looking for a mechatronics technician with a passion for new powertrains.',
  'Vos missions': 'What you will do',
  'Réaliser les entretiens et diagnostics sur véhicules thermiques, hybrides et électriques':
    'Service and diagnose petrol, diesel, hybrid and electric vehicles',
  'Interpréter les codes défaut et réaliser les mises à jour logicielles':
    'Read fault codes and carry out software updates',
  'Conseiller les réceptionnaires sur les travaux à prévoir':
    'Advise the service desk on the work to be planned',
  'Votre profil': 'About you',
  'DAP ou DT en mécatronique automobile': 'DAP or DT in automotive mechatronics',
  'Habilitation haute tension appréciée (formation assurée sinon)':
    'High-voltage qualification a plus (otherwise we will train you)',
  'Français ou luxembourgeois, allemand apprécié': 'French or Luxembourgish; German a plus',
  'Envoyez CV et lettre de motivation à |jobs@groupe-auto.example|.':
    'Send your CV and a covering letter to |jobs@groupe-auto.example|.',
  'Conseiller commercial véhicules neufs (m/f/d)': 'New car sales adviser (m/f/d)',
  'Rejoignez l’équipe Kia, Hyundai, Suzuki et MG de Niederkorn et accompagnez nos clients dans leur projet automobile.':
    'Join the Kia, Hyundai, Suzuki and MG team in Niederkorn and help our customers find their next car.',
  'Accueillir et conseiller les clients particuliers et professionnels':
    'Welcome and advise private and business customers',
  'Organiser les essais et établir les offres de financement et de leasing':
    'Arrange test drives and prepare finance and lease quotes',
  'Assurer la livraison des véhicules et le suivi de la relation client':
    'Hand over cars and keep in touch with customers afterwards',
  'Première expérience réussie dans la vente': 'Some successful sales experience',
  'Aisance relationnelle et sens du service': 'Good with people, with a real sense of service',
  'Permis B, français et luxembourgeois ou allemand':
    'Category B driving licence; French, and Luxembourgish or German',
  'Carrossier-peintre (m/f/d)': 'Panel beater and sprayer (m/f/d)',
  'Notre carrosserie agréée d’Esch-sur-Alzette s’agrandit et recherche un carrossier-peintre expérimenté.':
    'Our approved body shop in Esch-sur-Alzette is growing and is looking for an experienced panel beater and sprayer.',
  'Réparer et remplacer les éléments de carrosserie': 'Repair and replace body panels',
  'Préparer les surfaces et réaliser les mises en peinture en cabine':
    'Prepare surfaces and spray in the paint booth',
  'Contrôler la qualité avant restitution au client':
    'Check the quality before the car goes back to the customer',
  'DAP carrosserie ou peinture automobile': 'DAP in vehicle bodywork or refinishing',
  'Maîtrise des peintures hydrodiluables': 'Confident with water-based paints',
  'Minutie et goût du travail bien fait': 'An eye for detail and pride in a job well done',
  'Apprentissage mécatronicien automobile 2027': 'Automotive mechatronics apprenticeship 2027',
  'Tu aimes comprendre comment les choses fonctionnent ? Prépare ton DAP de mécatronicien dans l’un de nos cinq ateliers.':
    'Do you like working out how things work? Study for your DAP in mechatronics at one of our five workshops.',
  'Découvrir l’entretien et le diagnostic aux côtés d’un tuteur':
    'Learn servicing and diagnostics alongside a mentor',
  'Alterner formation au lycée et pratique à l’atelier':
    'Split your time between school and hands-on work in the workshop',
  'Te former aux véhicules électriques dès la deuxième année':
    'Train on electric vehicles from your second year',
  'Fin de cycle inférieur de l’enseignement secondaire':
    'Completed the lower cycle of secondary school',
  'Curiosité technique et esprit d’équipe': 'Technical curiosity and team spirit',
  'Motivation à apprendre': 'Keen to learn',
}

export const faqEnglish: Catalogue = {
  'Les réponses aux questions que vous nous posez le plus souvent.':
    'Answers to the questions you ask us most often.',
  'Puis-je réserver un véhicule du stock à distance ?':
    'Can I reserve a car from stock without coming in?',
  'Oui. Votre conseiller bloque le véhicule pendant 48 heures contre un acompte remboursable de 500 €, le temps d’organiser un essai ou le financement.':
    'Yes. Your adviser will hold the car for 48 hours against a refundable €500 deposit, giving you time to arrange a test drive or finance.',
  Achat: 'Buying',
  'Reprenez-vous mon véhicule actuel ?': 'Will you take my current car in part exchange?',
  'Nous reprenons toutes les marques, même si vous n’achetez pas chez nous. L’estimation en ligne est confirmée par une inspection gratuite de vingt minutes.':
    'We buy cars of every make, even if you do not buy from us. The online valuation is confirmed by a free twenty-minute inspection.',
  'Les prix affichés incluent-ils la TVA ?': 'Do the prices shown include VAT?',
  'Les prix destinés aux particuliers sont affichés TVAC (TVA luxembourgeoise de 17 % incluse). Les offres business lease sont indiquées hors TVA.':
    'Prices for private customers are shown including VAT (Luxembourg VAT of 17%). Business lease offers are shown excluding VAT.',
  'Que se passe-t-il si je dépasse le kilométrage prévu ?':
    'What happens if I drive more than the agreed mileage?',
  'Les kilomètres supplémentaires sont facturés au tarif indiqué dans votre contrat. Vous pouvez aussi ajuster le kilométrage en cours de contrat sans frais.':
    'Extra kilometres are charged at the rate set out in your contract. You can also change your mileage during the contract free of charge.',
  'Puis-je arrêter mon private lease avant la fin ?': 'Can I end my private lease early?',
  'Une résiliation anticipée est possible moyennant une indemnité dégressive. Votre conseiller vous en communique le montant exact sur simple demande.':
    'Early termination is possible for a fee that falls over time. Your adviser can tell you the exact amount whenever you ask.',
  'Le private lease est-il accessible aux frontaliers ?':
    'Can cross-border commuters take out a private lease?',
  'Oui, sous réserve d’un contrat de travail au Luxembourg. Le véhicule est immatriculé au Grand-Duché.':
    'Yes, provided you have an employment contract in Luxembourg. The car is registered in the Grand Duchy.',
  'L’entretien chez vous préserve-t-il la garantie constructeur ?':
    'Does servicing with you keep the manufacturer’s warranty intact?',
  'Oui. Nos ateliers sont agréés par les constructeurs, utilisent des pièces d’origine et tamponnent votre carnet d’entretien numérique.':
    'Yes. Our workshops are manufacturer-approved, use genuine parts and stamp your digital service book.',
  Atelier: 'Workshop',
  'Proposez-vous un véhicule de remplacement ?': 'Do you offer a courtesy car?',
  'Un véhicule de remplacement est prévu pour toute intervention de plus de trois heures, sur réservation lors de la prise de rendez-vous.':
    'A courtesy car is available for any work taking more than three hours; reserve it when you book your appointment.',
  'Quand dois-je monter mes pneus hiver ?': 'When should I fit my winter tyres?',
  'La loi impose des pneus hiver par conditions hivernales. En pratique, nous conseillons de les monter d’octobre à Pâques.':
    'The law requires winter tyres in wintry conditions. In practice, we advise fitting them from October to Easter.',
  Pneus: 'Tyres',
  'Combien coûte le gardiennage de mes pneus ?': 'How much does tyre storage cost?',
  'Le gardiennage coûte 65 € TVAC par saison pour un jeu de quatre roues jusqu’à 17 pouces, nettoyage et contrôle compris.':
    'Storage costs €65 including VAT per season for a set of four wheels up to 17 inches, cleaning and inspection included.',
  'Vous n’avez pas trouvé ?': 'Can’t find your answer?',
  'Nos équipes vous répondent.': 'Our teams are here to help.',
  'Nous contacter': 'Contact us',
  'FAQ – Autosphère Luxembourg': 'FAQ – Autosphère Luxembourg',
  'Achat, leasing, entretien, pneus, reprise : les réponses à vos questions.':
    'Buying, leasing, servicing, tyres, part exchange: the answers to your questions.',
}

export const aboutEnglish: Catalogue = {
  'Qui traite vos données ?': 'Who processes your data?',
  'Autosphère Luxembourg S.A., 12, rue des Mérovingiens, L-8070 Bertrange, est responsable du traitement des données collectées sur ce site et dans ses concessions. Notre délégué à la protection des données est joignable à dpo@groupe-auto.example.':
    'Autosphère Luxembourg S.A., 12, rue des Mérovingiens, L-8070 Bertrange, is the controller of the data collected on this website and at its dealerships. You can reach our data protection officer at dpo@groupe-auto.example.',
  'Illustration d’un document': 'Illustration of a document',
  'Quelles données et pourquoi ?': 'What data, and why?',
  'Nous traitons les données que vous nous transmettez via nos formulaires (demande d’essai, d’offre, de rendez-vous, candidature) uniquement pour répondre à votre demande et, avec votre accord, pour vous informer de nos offres.':
    'We process the data you send us through our forms (test drive, quote or appointment requests, job applications) only to answer your request and, with your consent, to tell you about our offers.',
  'Les données de navigation ne sont collectées à des fins de mesure d’audience qu’après votre consentement, recueilli par notre bandeau cookies.':
    'Browsing data is collected for audience measurement only once you have consented through our cookie banner.',
  'Combien de temps ?': 'For how long?',
  'Les demandes commerciales sont conservées trois ans après le dernier contact. Les dossiers clients sont conservés dix ans, conformément aux obligations comptables luxembourgeoises.':
    'Sales enquiries are kept for three years after the last contact. Customer files are kept for ten years, in line with Luxembourg accounting rules.',
  'Vos droits': 'Your rights',
  'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Vous pouvez les exercer par e-mail auprès de notre délégué ou introduire une réclamation auprès de la Commission nationale pour la protection des données (CNPD).':
    'You have the right of access, rectification, erasure, restriction, objection and portability. You can exercise them by emailing our data protection officer, or lodge a complaint with the Commission nationale pour la protection des données (CNPD).',
  'Politique de traitement des données – Autosphère': 'Privacy policy – Autosphère',
  'Comment Autosphère Luxembourg collecte, utilise et protège vos données personnelles (RGPD).':
    'How Autosphère Luxembourg collects, uses and protects your personal data (GDPR).',
  'Près de cinquante ans au service de la mobilité': 'Nearly fifty years of keeping people moving',
  'D’un garage familial à Bertrange à cinq sites au Luxembourg : notre histoire.':
    'From a family garage in Bertrange to five sites across Luxembourg: our story.',
  'Frise chronologique et voiture ancienne': 'A timeline and a classic car',
  'Les grandes étapes': 'Milestones',
  'Jean Schmit ouvre un garage de quatre postes à Bertrange.':
    'Jean Schmit opens a four-bay garage in Bertrange.',
  'Premier showroom multimarque et arrivée de Kia et Hyundai.':
    'Our first multi-brand showroom, and Kia and Hyundai join.',
  'Ouverture de Niederkorn et d’Esch-sur-Alzette, création du service flottes.':
    'Niederkorn and Esch-sur-Alzette open, and the fleet department is set up.',
  'Atelier habilité haute tension et premières bornes rapides.':
    'A high-voltage certified workshop and our first rapid chargers.',
  'Le centre VMAL de Contern rejoint le groupe.': 'The VMAL centre in Contern joins the group.',
  'Nos valeurs': 'Our values',
  'Proximité : |un interlocuteur qui vous connaît.': 'Close to you: |someone who knows you.',
  'Transparence : |des prix clairs, TVAC.': 'Transparency: |clear prices, VAT included.',
  'Exigence : |des techniciens formés chaque année.':
    'High standards: |technicians trained every year.',
  'L’équipe Autosphère': 'The Autosphère team',
  'La direction': 'The management team',
  'Autosphère en images': 'Autosphère in pictures',
  'Film institutionnel, 3 minutes.': 'Corporate film, 3 minutes.',
  'Nous rejoindre': 'Join us',
  'Trouver un site': 'Find a site',
  "L'histoire d'Autosphère": 'The Autosphère story',
  "L'histoire d'Autosphère – depuis 1978 au Luxembourg":
    'The Autosphère story – in Luxembourg since 1978',
  'Depuis 1978, Autosphère accompagne les automobilistes luxembourgeois : histoire, valeurs et équipe de direction.':
    'Since 1978, Autosphère has been looking after drivers in Luxembourg: our history, our values and our management team.',
  'Trouver une concession': 'Find a dealership',
  'Cherchez par localité, code postal, marque ou service : chaque site a ses horaires, ses conseillers et son stock.':
    'Search by town, postcode, brand or service: each site has its own opening hours, advisers and stock.',
  'Découvrir nos sites': 'Explore our sites',
  'Leur équipe, leurs marques, leurs offres du moment.':
    'Their team, their brands, their current offers.',
  'Découvrir la concession': 'Explore the dealership',
  'Centre de véhicules d’occasion': 'Used Car Centre',
  'Des occasions contrôlées et garanties, prêtes à partir.':
    'Inspected used cars with a warranty, ready to drive away.',
  'Voir le centre': 'Visit the centre',
  'Dans toutes nos concessions': 'At all our dealerships',
  'Essai sur rendez-vous': 'Test drives by appointment',
  'Le modèle de votre choix prêt à l’heure convenue.':
    'The model of your choice, ready at the agreed time.',
  'Atelier et pneus': 'Workshop and tyres',
  'Entretien constructeur, pneus et gardiennage.': 'Manufacturer servicing, tyres and storage.',
  'Une question ?': 'Any questions?',
  'Nos équipes répondent du lundi au samedi.': 'Our teams answer from Monday to Saturday.',
  'Nous écrire': 'Write to us',
  'Nos concessions au Luxembourg – Autosphère': 'Our dealerships in Luxembourg – Autosphère',
  'Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern : adresses, horaires, marques et services de nos concessions, sur la carte.':
    'Bertrange, Niederkorn, Esch-sur-Alzette, Windhof and Contern: the addresses, opening hours, brands and services of our dealerships, on the map.',
}
