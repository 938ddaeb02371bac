import { locations } from '../../locations.ts'
import type { Catalogue, Pattern } from '../translator.ts'

/**
 * English of the site configuration, the shared blocks and the home pages (pages-frame.ts,
 * pages-home.ts): British English for readers in Luxembourg.
 */
export const frameEnglish: Catalogue = {
  'Véhicules neufs': 'New cars',
  'Toutes nos marques': 'All our brands',
  Occasions: 'Used cars',
  'Tout le stock': 'All stock',
  "Centre de véhicules d'occasion": 'Used Car Centre',
  'Véhicules utilitaires': 'Commercial vehicles',
  Leasing: 'Leasing',
  'Business lease': 'Business lease',
  'Le leasing expliqué': 'Leasing explained',
  Financement: 'Finance',
  Entreprises: 'Business',
  'Services aux entreprises': 'Business services',
  'Gestion de flotte': 'Fleet management',
  'Fleet leasing': 'Fleet leasing',
  'Transformation de véhicules': 'Vehicle conversions',
  'Atelier & services': 'Workshop & services',
  'Service après-vente': 'After-sales service',
  'Pneus et gardiennage': 'Tyres and tyre storage',
  Carrosserie: 'Bodywork',
  'Débosselage et peinture': 'Dent repair and paintwork',
  'Pièces et accessoires': 'Parts and accessories',
  'Rendez-vous pneus': 'Tyre appointment',
  Accueil: 'Home',
  'Nos concessions': 'Our dealerships',
  'Toutes nos concessions': 'All our dealerships',
  "Centre d'occasions (Windhof)": 'Used Car Centre (Windhof)',
  'VMAL Utilitaires (Contern)': 'VMAL Commercial Vehicles (Contern)',
  'Entretien, pneus, carrosserie : prenez rendez-vous en ligne dans nos cinq sites au Luxembourg.':
    'Servicing, tyres, bodywork: book online at any of our five sites in Luxembourg.',
  Carrières: 'Careers',
  FAQ: 'FAQ',
  Véhicules: 'Vehicles',
  'Stock neuf et occasion': 'New and used stock',
  'Nos marques': 'Our brands',
  Services: 'Services',
  'Demande d’offre pneus': 'Request a tyre quote',
  'Le groupe': 'The group',
  'Notre histoire': 'Our story',
  Actualités: 'News',
  Contact: 'Contact',
  'Politique de traitement des données': 'Privacy policy',
  'Autosphère Luxembourg S.A. – distributeur multimarque agréé, 5 sites au Grand-Duché. Prix TVAC 17 % sauf mention contraire.':
    'Autosphère Luxembourg S.A. – authorised multi-brand dealer, 5 sites in the Grand Duchy. Prices include 17% VAT unless stated otherwise.',
  'Votre voiture actuelle vaut plus que vous ne le pensez':
    'Your current car is worth more than you think',
  'Obtenez une estimation de reprise en deux minutes, sans engagement. Nos experts confirment l’offre lors d’une inspection gratuite dans l’une de nos concessions et la déduisent directement du prix de votre prochain véhicule.':
    'Get a part-exchange valuation in two minutes, with no obligation. Our experts confirm the offer during a free inspection at one of our dealerships and take it straight off the price of your next car.',
  'Contrat de reprise et clé de voiture': 'Part-exchange agreement and car key',
  'Estimer mon véhicule': 'Value my car',
  'Besoin d’un passage à l’atelier ?': 'Does your car need the workshop?',
  'Entretien et révision': 'Servicing and inspections',
  'Forfaits constructeur, garantie préservée.':
    'Manufacturer service plans, your warranty kept intact.',
  'Prendre rendez-vous': 'Book an appointment',
  'Changement de pneus': 'Tyre change',
  'Montage, équilibrage et gardiennage.': 'Fitting, balancing and storage.',
  'Réserver un créneau': 'Book a slot',
  'Devis gratuit, gestion avec votre assureur.': 'Free estimate, and we deal with your insurer.',
  'Demander un devis': 'Request a quote',
  // The frame's own words (the interface's navigation catalogue, client/locale/messages/fr/navigation.ts).
  Stock: 'Stock',
  Marques: 'Brands',
  'Leasing privé': 'Private lease',
  Concessions: 'Dealerships',
  'Ouvert le samedi de 9 h à 17 h dans nos showrooms':
    'Our showrooms are open on Saturdays from 9 am to 5 pm',
  'Comparer des véhicules': 'Compare cars',
  'Mes favoris': 'My favourites',
  'Atelier et entretien': 'Workshop and servicing',
}

export const homeEnglish: Catalogue = {
  'Votre prochaine voiture vous attend au Luxembourg': 'Your next car is waiting in Luxembourg',
  '12 marques, plus de 1 500 véhicules neufs et d’occasion, cinq sites entre Bertrange, Niederkorn, Esch-sur-Alzette, Windhof et Contern.':
    '12 brands, more than 1,500 new and used cars, five sites across Bertrange, Niederkorn, Esch-sur-Alzette, Windhof and Contern.',
  'Route de campagne au coucher du soleil avec une voiture': 'A car on a country road at sunset',
  'Voir le stock': 'Browse our stock',
  'Que recherchez-vous ?': 'What are you looking for?',
  'Tout pour votre mobilité, sous un même toit':
    'Everything you need to get around, under one roof',
  'Achat, leasing, entretien ou carrosserie : nos équipes vous accompagnent pendant toute la vie de votre véhicule.':
    'Buying, leasing, servicing or bodywork: our teams look after you for as long as you drive your car.',
  'Véhicules d’occasion garantis': 'Used cars with a warranty',
  'Plus de 150 occasions contrôlées sur 110 points, garanties jusqu’à 24 mois.':
    'More than 150 used cars, each put through a 110-point check and covered for up to 24 months.',
  Découvrir: 'Find out more',
  'Rangée de voitures d’occasion': 'A row of used cars',
  'Private lease tout compris': 'All-inclusive private lease',
  'Une mensualité fixe : entretien, assurance, pneus et taxe inclus.':
    'One fixed monthly payment: servicing, insurance, tyres and road tax included.',
  'Contrat de leasing signé': 'A signed lease agreement',
  'Atelier toutes marques': 'Workshop for every make',
  'Révisions constructeur, diagnostic et réparations par des techniciens certifiés.':
    'Manufacturer servicing, diagnostics and repairs by certified technicians.',
  'Voiture sur un pont élévateur': 'A car on a vehicle lift',
  'Pourquoi choisir Autosphère ?': 'Why choose Autosphère?',
  'Cinq sites': 'Five sites',
  'Un interlocuteur près de chez vous, du nord au sud du pays.':
    'Someone to talk to near you, from the north of the country to the south.',
  'Reprise immédiate': 'Instant part exchange',
  'Estimation gratuite et déduction directe sur votre achat.':
    'A free valuation, taken straight off your purchase.',
  'Financement sur mesure': 'Finance that fits',
  'Crédit, leasing ou location longue durée, selon votre budget.':
    'Loan, lease or long-term rental, whatever your budget.',
  'Mobilité garantie': 'Never without a car',
  'Véhicule de remplacement pendant les travaux à l’atelier.':
    'A courtesy car while yours is in the workshop.',
  'Nos occasions du moment': 'Our latest used cars',
  'Voir tout le stock': 'See all stock',
  'Actualités du groupe': 'News from the group',
  'Autosphère Luxembourg – voitures neuves, occasions et leasing':
    'Autosphère Luxembourg – new cars, used cars and leasing',
  'Concessionnaire multimarque au Luxembourg : Ford, Kia, Hyundai, Opel, Jeep, Fiat, MG et plus. Stock neuf et occasion, private lease, atelier et pneus.':
    'Multi-brand dealer in Luxembourg: Ford, Kia, Hyundai, Opel, Jeep, Fiat, MG and more. New and used stock, private lease, workshop and tyres.',
  'Nous appeler': 'Call us',
  'À deux pas de la route d’Arlon, notre plus grand showroom réunit dix marques sur 3 000 m². Notre atelier de douze postes accueille aussi bien votre citadine que votre utilitaire.':
    'A stone’s throw from the Route d’Arlon, our largest showroom brings ten brands together over 3,000 m². Our twelve-bay workshop takes your city car and your van alike.',
  'Au cœur du sud-ouest du pays, l’équipe de Niederkorn est spécialiste des marques Kia, Hyundai, Suzuki et MG, et de la mobilité électrique.':
    'In the heart of the south-west, the Niederkorn team specialises in Kia, Hyundai, Suzuki and MG – and in electric driving.',
  'Notre site d’Esch-sur-Alzette regroupe vente, atelier et un centre de carrosserie agréé par les principales compagnies d’assurance.':
    'Our Esch-sur-Alzette site brings together sales, a workshop and a body shop approved by the major insurers.',
  'Vos conseillers': 'Your sales advisers',
  'Tout le stock du site': 'All stock at this site',
  'Visitez notre showroom': 'Visit our showroom',
  'La concession en images': 'The dealership in pictures',
  'Accueil de la concession de Niederkorn': 'Reception at the Niederkorn dealership',
  'Un accueil six jours sur sept': 'Open six days a week',
  'Du lundi au samedi, sans rendez-vous.': 'Monday to Saturday, no appointment needed.',
  'Borne de recharge rapide': 'Rapid charging point',
  'Bornes de recharge rapide': 'Rapid charging points',
  'Deux bornes 150 kW à disposition de nos clients.':
    'Two 150 kW chargers for our customers to use.',
  'Atelier de Niederkorn': 'The Niederkorn workshop',
  'Atelier certifié haute tension': 'High-voltage certified workshop',
  'Nos techniciens sont habilités pour l’entretien des véhicules électriques.':
    'Our technicians are qualified to service electric vehicles.',
  'Choisissez votre prestation, nous vous proposons les prochains créneaux libres.':
    'Choose the service you need and we will offer you the next free slots.',
}

/** The dealerships' English names, by their French ones (locations.ts). */
const dealerships: ReadonlyMap<string, string> = new Map(
  locations.map((location) => [
    location.name,
    location.slug === 'vmal'
      ? 'VMAL Commercial Vehicle Centre'
      : location.slug === 'centre-de-vehicules-d-occasion'
        ? `Used Car Centre ${location.address.town}`
        : `${location.address.town} dealership`,
  ])
)
const towns = new Set(locations.map((location) => location.address.town))

function dealerPattern(source: string, english: (name: string, town: string) => string): Pattern {
  return [
    new RegExp(`^${source}$`, 'iu'),
    (match) => {
      const entry = [...dealerships].find(
        ([french]) => french.toLowerCase() === match[1]?.toLowerCase()
      )
      const town = match[2] ?? ''
      return entry && (!match[2] || towns.has(town)) ? english(entry[1], town) : undefined
    },
  ]
}

function townPattern(source: string, english: (town: string) => string): Pattern {
  return [
    new RegExp(`^${source}$`, 'u'),
    (match) => (towns.has(match[1] ?? '') ? english(match[1] ?? '') : undefined),
  ]
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** English templates of the three dealership home pages (pages-home.ts). */
export const homePatterns: readonly Pattern[] = [
  dealerPattern('(.+)', (name) => capitalised(name)),
  dealerPattern(
    '(.+) – Autosphère Luxembourg',
    (name) => `${capitalised(name)} – Autosphère Luxembourg`
  ),
  dealerPattern(
    '(.+) : vente de véhicules neufs et d’occasion, atelier et pneus à (.+)\\. Horaires, conseillers et plan d’accès\\.',
    (name, town) =>
      `${capitalised(name)}: new and used car sales, workshop and tyres in ${town}. Opening hours, sales advisers and directions.`
  ),
  dealerPattern('Façade de la (.+)', (name) => `Front of the ${name}`),
  // A postal address with its phone number reads the same in English (streets keep their names).
  [/^\d+, [^–]+, L-\d{4} [^–]+ – \+352[\d ]+$/u, (match) => match[0]],
  townPattern('Bienvenue à (.+)', (town) => `Welcome to ${town}`),
  townPattern('Intérieur du showroom de (.+)', (town) => `Inside the ${town} showroom`),
  townPattern('En stock à (.+)', (town) => `In stock in ${town}`),
  townPattern(
    'Showroom de (.+), espace véhicules neufs',
    (town) => `${town} showroom, new car area`
  ),
  townPattern('Showroom de (.+), espace livraison', (town) => `${town} showroom, handover area`),
  townPattern('Parking d’essai de (.+)', (town) => `Test-drive car park in ${town}`),
  townPattern('Prendre rendez-vous à (.+)', (town) => `Book an appointment in ${town}`),
]
