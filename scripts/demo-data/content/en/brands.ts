import { brands, modelsOf } from '../catalogue.ts'
import type { Catalogue, Pattern } from '../translator.ts'

/**
 * English templates of the brand pages, model lists and model pages (pages-brands.ts). A template
 * only matches a known brand or model name, so French text cannot slip through as a "name".
 */

const brandNames = new Set(brands.map((brand) => brand.name))
const modelTitles = new Set(
  brands.flatMap(modelsOf).map((model) => `${model.brand.name} ${model.name}`)
)
const names = new Set([...brandNames, ...modelTitles])
/** The model page title lower-cases the tagline: find the tagline again. */
const taglines = new Map(
  brands.flatMap(modelsOf).map((model) => [model.tagline.toLowerCase(), model.tagline])
)

const NAME = '(.+?)'

/** Words that keep their capital inside a sentence: brand names and proper adjectives. */
const properWords = new Set([
  ...brands.flatMap((brand) => brand.name.split(' ')),
  'Europe’s',
  'European',
  'Italian',
  'American',
  'German',
  'British',
])
/** A tagline after a colon, in sentence case (`Kia EV3: affordable electric, up to 600 km`). */
function afterColon(tagline: string): string {
  const first = tagline.split(' ')[0] ?? ''
  const proper = properWords.has(first) || properWords.has(first.replace(/’s$/u, ''))
  return proper ? tagline : tagline.charAt(0).toLowerCase() + tagline.slice(1)
}

/** A template over one brand or model name `$1`. */
function named(french: string, english: (name: string) => string): Pattern {
  const source = french.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\$1', NAME)
  const pattern = new RegExp(`^${source}$`, 'u')
  return [
    pattern,
    (match) => {
      const name = match[1] ?? ''
      return names.has(name) ? english(name) : undefined
    },
  ]
}

export const brandPatterns: readonly Pattern[] = [
  named('$1', (name) => name),
  named('$1 au Luxembourg', (name) => `${name} in Luxembourg`),
  named(
    'Découvrez la gamme $1, nos véhicules en stock et nos offres de leasing.',
    (name) => `Explore the ${name} range, the cars we have in stock and our lease offers.`
  ),
  named('Ambiance $1 sur la route', (name) => `A ${name} out on the road`),
  named('Pourquoi $1 ?', (name) => `Why ${name}?`),
  named('La gamme $1', (name) => `The ${name} range`),
  named('$1 en stock', (name) => `${name} in stock`),
  named('Tout le stock $1', (name) => `All ${name} stock`),
  named('$1 en vidéo', (name) => `${name} on video`),
  named(
    'La dernière campagne $1, présentée par le constructeur.',
    (name) => `The latest ${name} campaign, as presented by the manufacturer.`
  ),
  named('Actualités $1', (name) => `${name} news`),
  named(
    '$1 Luxembourg – neufs, occasions et leasing | Autosphère',
    (name) => `${name} Luxembourg – new, used and leasing | Autosphère`
  ),
  named(
    'Concessionnaire $1 au Luxembourg : toute la gamme, véhicules en stock, private lease et atelier agréé.',
    (name) =>
      `Authorised ${name} dealer in Luxembourg: the full range, cars in stock, private lease and an approved workshop.`
  ),
  named('Tous les modèles $1', (name) => `All ${name} models`),
  named('$1 disponibles immédiatement', (name) => `${name} available now`),
  named(
    'Gamme $1 – tous les modèles | Autosphère',
    (name) => `${name} range – all models | Autosphère`
  ),
  named('$1, vue de profil', (name) => `${name}, side view`),
  named(
    '$1 : l’outil de travail qui vous ressemble',
    (name) => `${name}: the working vehicle made for the way you work`
  ),
  named(
    '$1 – prix, essai et leasing au Luxembourg | Autosphère',
    (name) => `${name} – prices, test drives and leasing in Luxembourg | Autosphère`
  ),
  [
    /^(\d+) modèles disponibles à l’essai et à la commande dans nos concessions\.$/u,
    (match) =>
      match[1] === '1'
        ? 'One model to test-drive and order at our dealerships.'
        : `${match[1]} models to test-drive and order at our dealerships.`,
  ],
  [
    /^Tous les modèles (.+?) : (.+)\.$/u,
    (match) => {
      if (!brandNames.has(match[1] ?? '')) return undefined
      return `All ${match[1]} models: ${match[2]}.`
    },
  ],
  [
    /^(.+?) : (.+)\. Prix, versions, véhicules en stock et essai dans nos concessions au Luxembourg\.$/u,
    (match, englishOf) => {
      if (!modelTitles.has(match[1] ?? '')) return undefined
      return `${match[1]}: ${englishOf(match[2] ?? '')}. Prices, versions, cars in stock and test drives at our dealerships in Luxembourg.`
    },
  ],
  [
    /^(.+?) : (.+)$/u,
    (match, englishOf) => {
      const tagline = taglines.get(match[2] ?? '')
      if (!modelTitles.has(match[1] ?? '') || !tagline) return undefined
      return `${match[1]}: ${afterColon(englishOf(tagline))}`
    },
  ],
]

export const brandPagesEnglish: Catalogue = {
  'Douze marques, un seul interlocuteur': 'Twelve brands, one point of contact',
  'Distributeur agréé au Luxembourg, Autosphère représente les constructeurs qui comptent, de la citadine électrique à la sportive américaine.':
    'As an authorised dealer in Luxembourg, Autosphère represents the manufacturers that matter, from the electric city car to the American sports car.',
  'Showroom illuminé de nuit': 'The showroom lit up at night',
  'Choisissez votre marque': 'Choose your brand',
  'Chaque marque dispose de conseillers formés par le constructeur et d’un atelier agréé.':
    'Every brand has sales advisers trained by the manufacturer and an approved workshop.',
  'Neuf ou occasion ?': 'New or used?',
  'Véhicules neufs': 'New cars',
  'Configurez votre modèle avec un conseiller et profitez des conditions constructeur.':
    'Configure your car with an adviser and benefit from the manufacturer’s terms.',
  'Voitures neuves en showroom': 'New cars in the showroom',
  'Occasions garanties': 'Used cars with a warranty',
  'Des véhicules récents, contrôlés et garantis, disponibles immédiatement.':
    'Nearly new cars, inspected and under warranty, available straight away.',
  'Voir les occasions': 'See used cars',
  'Voitures d’occasion alignées': 'Used cars lined up',
  'Nos marques – Autosphère Luxembourg': 'Our brands – Autosphère Luxembourg',
  'Ford, Kia, Hyundai, Opel, Jeep, Fiat, Abarth, Alfa Romeo, Suzuki, MG, Lancia et Corvette : toutes nos marques au Luxembourg.':
    'Ford, Kia, Hyundai, Opel, Jeep, Fiat, Abarth, Alfa Romeo, Suzuki, MG, Lancia and Corvette: all our brands in Luxembourg.',
  'Tous les modèles': 'All models',
  'Réserver un essai': 'Book a test drive',
  Showroom: 'Showroom',
  'Découvrir le modèle': 'Explore the model',
  Électrique: 'Electric',
  Hybride: 'Hybrid',
  'Voir tous les modèles': 'See all models',
  'Essayez-le dans l’une de nos concessions ou demandez une offre personnalisée à votre conseiller.':
    'Test-drive it at one of our dealerships or ask your adviser for a personalised quote.',
  'Aménagement, attelage, galerie ou transformation frigorifique : notre centre VMAL de Contern prépare votre véhicule selon votre métier.':
    'Racking, tow bar, roof rack or refrigerated conversion: our VMAL centre in Contern fits out your van for the job you do.',
  'Demander une offre': 'Request a quote',
  'Offre professionnelle': 'Business quote',
  'Versions, prix et photos': 'Versions, prices and photos',
  'Voir tous les véhicules': 'See all vehicles',
  'Votre équipe utilitaires à Contern': 'Your commercial vehicle team in Contern',
  'Private lease': 'Private lease',
  'Une mensualité tout compris.': 'One all-inclusive monthly payment.',
  Reprise: 'Part exchange',
  'Votre véhicule actuel repris au meilleur prix.':
    'The best price for your current car in part exchange.',
  Estimer: 'Get a valuation',
  Entretien: 'Servicing',
  'Révisions dans nos ateliers agréés.': 'Servicing in our approved workshops.',
  'Voir les offres': 'See the offers',
  'En savoir plus': 'Find out more',
}
