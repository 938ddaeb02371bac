import { brands, leaseOffers, modelsOf } from '../catalogue.ts'
import type { Catalogue, Pattern } from '../translator.ts'

/**
 * English of the private and business lease pages (pages-lease.ts); the one page per offer gets
 * English templates over the offer's own data (stock-lease.ts), which only match known offers.
 * Amounts are written the British way: `€1,234.50`, `15,000 km`.
 */

const offerNames = new Set(leaseOffers.map((offer) => `${offer.title} ${offer.trim}`))
const offerTitles = new Set(leaseOffers.map((offer) => offer.title))
const taglines = new Set(brands.flatMap(modelsOf).map((model) => model.tagline))

/** Paint names: the French colour word first (`Vert Iceberg` → `Iceberg Green`). */
const colourWords: Readonly<Record<string, string>> = {
  Vert: 'Green',
  Blanc: 'White',
  Bleu: 'Blue',
  Jaune: 'Yellow',
  Gris: 'Grey',
  Orange: 'Orange',
  Noir: 'Black',
  Rouge: 'Red',
}
function paint(french: string): string | undefined {
  const [word = '', ...name] = french.split(' ')
  const colour = colourWords[word]
  return colour && name.length > 0 ? `${name.join(' ')} ${colour}` : undefined
}
const paints = new Map(
  leaseOffers.flatMap((offer) => {
    const english = paint(offer.color)
    return english ? [[offer.color.toLowerCase(), english] as const] : []
  })
)

/** A version name in English: horsepower in hp, `Électrique` as `Electric`. */
function vehicle(french: string): string {
  return french.replace(/(\d+) ch\b/gu, '$1 hp').replace('Électrique', 'Electric')
}

/** `15 000` → `15,000` (any space, narrow or not, between thousands). */
function thousands(french: string): string {
  return french.trim().replace(/(\d)\s(?=\d{3}\b)/gu, '$1,')
}

/** `1 234,50 €` → `€1,234.50`. */
function euros(french: string): string {
  const amount = french.replace(/\s*€$/u, '')
  const [units = '', cents] = amount.split(',')
  return `€${thousands(units)}${cents === undefined ? '' : `.${cents}`}`
}

const CONDITIONS: Readonly<Record<string, string>> = {
  'Offre réservée aux professionnels, prix hors TVA, sous réserve d’acceptation du dossier par notre partenaire de financement. Dans la limite des stocks disponibles.':
    'Offer open to business customers only, prices excluding VAT, subject to approval by our finance partner. While stocks last.',
  'Offre réservée aux particuliers, prix TVAC 17 %, sous réserve d’acceptation du dossier par notre partenaire de financement. Dans la limite des stocks disponibles.':
    'Offer open to private customers only, prices including 17% VAT, subject to approval by our finance partner. While stocks last.',
}
const VAT: Readonly<Record<string, string>> = { TVAC: 'VAT incl.', HTVA: 'excl. VAT' }

export const leasePatterns: readonly Pattern[] = [
  // An offer's own title (its story's name, its English breadcrumb): the model designation, with
  // the English power unit and fuel word.
  [/^.+$/u, (match) => (offerNames.has(match[0]) ? vehicle(match[0]) : undefined)],
  [
    /^(.+) en (private|business) lease$/u,
    (match) => (offerTitles.has(match[1] ?? '') ? `${match[1]} on ${match[2]} lease` : undefined),
  ],
  [
    /^(.+?)\. (.+)$/u,
    (match, englishOf) =>
      taglines.has(match[1] ?? '')
        ? `${englishOf(match[1] ?? '')}. ${englishOf(match[2] ?? '')}`
        : undefined,
  ],
  [/^Durée : \|(\d+) mois$/u, (match) => `Term: |${match[1]} months`],
  [
    /^Kilométrage : \|([\d\s]+?)\skm\spar\san$/u,
    (match) => `Mileage: |${thousands(match[1] ?? '')} km a year`,
  ],
  [
    /^Couleur : \|(.+)$/u,
    (match) => {
      const english = paint(match[1] ?? '')
      return english ? `Colour: |${english}` : undefined
    },
  ],
  [
    /^(.+), ([^,]+)$/u,
    (match) => {
      const english = paints.get(match[2] ?? '')
      return english && [...offerNames].some((name) => name.startsWith(match[1] ?? ''))
        ? `${match[1]} in ${english}`
        : undefined
    },
  ],
  [
    /^(.+) en (private|business)-lease – ([\d\s,]+\s€)\/mois (TVAC|HTVA)$/u,
    (match) =>
      offerNames.has(match[1] ?? '')
        ? `${vehicle(match[1] ?? '')} on ${match[2]} lease – ${euros(match[3] ?? '')}/month ${VAT[match[4] ?? '']}`
        : undefined,
  ],
  [
    /^(.+) en leasing : ([\d\s,]+\s€) par mois (TVAC|HTVA), (\d+) mois, ([\d\s]+?)\skm\spar\san\. (.+)$/u,
    (match) => {
      const conditions = CONDITIONS[match[6] ?? '']
      return offerNames.has(match[1] ?? '') && conditions
        ? `${vehicle(match[1] ?? '')} on lease: ${euros(match[2] ?? '')} a month ${VAT[match[3] ?? '']}, ${match[4]} months, ${thousands(match[5] ?? '')} km a year. ${conditions}`
        : undefined
    },
  ],
]

export const leaseEnglish: Catalogue = {
  'Private lease : roulez neuf, tout compris': 'Private lease: drive new, all-inclusive',
  'Une mensualité fixe TVAC incluant entretien, assurance, pneus et taxe sur les véhicules. Sans apport obligatoire, de 24 à 60 mois.':
    'One fixed monthly payment, VAT included, covering servicing, insurance, tyres and road tax. No deposit required, from 24 to 60 months.',
  'Contrat de leasing et clés': 'Lease agreement and keys',
  'Comment ça marche ?': 'How does it work?',
  'Nos offres du moment': 'Our current offers',
  'Prix par mois TVAC 17 %, pour 15 000 km par an.':
    'Monthly prices including 17% VAT, for 15,000 km a year.',
  'Tout est inclus dans votre mensualité': 'Everything is included in your monthly payment',
  'Entretien et réparations': 'Servicing and repairs',
  'Toutes les révisions prévues par le constructeur.': 'Every service the manufacturer schedules.',
  'Assurance tous risques': 'Fully comprehensive insurance',
  'Avec assistance 24 h/24 partout en Europe.': 'With 24-hour breakdown cover anywhere in Europe.',
  'Pneus été et hiver': 'Summer and winter tyres',
  'Montage, équilibrage et gardiennage compris.': 'Fitting, balancing and storage included.',
  'Taxe et immatriculation': 'Road tax and registration',
  'Aucun frais caché, aucune surprise.': 'No hidden costs, no surprises.',
  'Private lease au Luxembourg – offres tout compris | Autosphère':
    'Private lease in Luxembourg – all-inclusive offers | Autosphère',
  'Leasing privé tout compris au Luxembourg : entretien, assurance, pneus et taxe inclus dans une mensualité fixe TVAC.':
    'All-inclusive private leasing in Luxembourg: servicing, insurance, tyres and road tax in one fixed monthly payment, VAT included.',
  'Business lease pour indépendants et entreprises':
    'Business lease for the self-employed and companies',
  'Des mensualités HTVA maîtrisées, un interlocuteur unique et des véhicules prêts à rouler pour vos collaborateurs.':
    'Predictable monthly payments excluding VAT, a single point of contact and ready-to-drive cars for your staff.',
  'Flotte de véhicules de société': 'A fleet of company cars',
  'Offres business du moment': 'Current business offers',
  'Prix par mois hors TVA, 60 mois et 25 000 km par an.':
    'Monthly prices excluding VAT, 60 months and 25,000 km a year.',
  'Deux formules selon votre activité': 'Two options to suit your business',
  'Leasing opérationnel': 'Operating lease',
  'Le véhicule, l’entretien, l’assurance et les pneus dans une seule facture mensuelle. Idéal pour les voitures de société.':
    'The car, servicing, insurance and tyres on a single monthly invoice. Ideal for company cars.',
  'Contrat de leasing opérationnel': 'Operating lease agreement',
  'Leasing financier': 'Finance lease',
  'Vous financez l’usage et devenez propriétaire en fin de contrat en levant l’option d’achat.':
    'You finance the use of the vehicle and own it at the end of the contract by taking up the purchase option.',
  'Simuler un financement': 'Work out your finance',
  'Calcul de financement': 'Finance calculation',
  'Business lease – leasing pour entreprises au Luxembourg | Autosphère':
    'Business lease – leasing for companies in Luxembourg | Autosphère',
  'Leasing opérationnel et financier pour indépendants et entreprises au Luxembourg : offres HTVA, gestion de flotte, véhicules utilitaires.':
    'Operating and finance leases for the self-employed and companies in Luxembourg: offers excluding VAT, fleet management, commercial vehicles.',
  'Votre offre en bref': 'Your offer at a glance',
  Bertrange: 'Bertrange',
  Niederkorn: 'Niederkorn',
  'Esch-sur-Alzette': 'Esch-sur-Alzette',
}
