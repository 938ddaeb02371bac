import { brands, modelsOf } from '../catalogue.ts'
import type { Catalogue, Pattern } from './types.ts'

/**
 * German templates of the brand pages, model lists and model pages (pages-brands.ts). A template
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

/** A template over one brand or model name `$1`. */
function named(french: string, german: (name: string) => string): Pattern {
  const source = french.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\$1', NAME)
  const pattern = new RegExp(`^${source}$`, 'u')
  return [
    pattern,
    (match) => {
      const name = match[1] ?? ''
      return names.has(name) ? german(name) : undefined
    },
  ]
}

export const brandPatterns: readonly Pattern[] = [
  named('$1', (name) => name),
  named('$1 au Luxembourg', (name) => `${name} in Luxemburg`),
  named(
    'Découvrez la gamme $1, nos véhicules en stock et nos offres de leasing.',
    (name) =>
      `Entdecken Sie die Modellpalette von ${name}, unsere Fahrzeuge auf Lager und unsere Leasingangebote.`
  ),
  named('Ambiance $1 sur la route', (name) => `Ein ${name} unterwegs auf der Landstraße`),
  named('Pourquoi $1 ?', (name) => `Warum ${name}?`),
  named('La gamme $1', (name) => `Die Modellpalette von ${name}`),
  named('$1 en stock', (name) => `${name} auf Lager`),
  named('Tout le stock $1', (name) => `Alle Fahrzeuge von ${name}`),
  named('$1 en vidéo', (name) => `${name} im Video`),
  named(
    'La dernière campagne $1, présentée par le constructeur.',
    (name) => `Die neueste Kampagne von ${name}, vorgestellt vom Hersteller.`
  ),
  named('Actualités $1', (name) => `Neuigkeiten von ${name}`),
  named(
    '$1 Luxembourg – neufs, occasions et leasing | Autosphère',
    (name) => `${name} Luxemburg – Neuwagen, Gebrauchtwagen und Leasing | Autosphère`
  ),
  named(
    'Concessionnaire $1 au Luxembourg : toute la gamme, véhicules en stock, private lease et atelier agréé.',
    (name) =>
      `Ihr Vertragshändler für ${name} in Luxemburg: die ganze Modellpalette, Fahrzeuge auf Lager, Private Lease und Vertragswerkstatt.`
  ),
  named('Tous les modèles $1', (name) => `Alle Modelle von ${name}`),
  named('$1 disponibles immédiatement', (name) => `${name} – sofort verfügbar`),
  named(
    'Gamme $1 – tous les modèles | Autosphère',
    (name) => `Modellpalette ${name} – alle Modelle | Autosphère`
  ),
  named('$1, vue de profil', (name) => `${name} in der Seitenansicht`),
  named(
    '$1 : l’outil de travail qui vous ressemble',
    (name) => `${name}: das Arbeitsgerät, das zu Ihnen passt`
  ),
  named(
    '$1 – prix, essai et leasing au Luxembourg | Autosphère',
    (name) => `${name} – Preise, Probefahrt und Leasing in Luxemburg | Autosphère`
  ),
  [
    /^(\d+) modèles disponibles à l’essai et à la commande dans nos concessions\.$/u,
    (match) =>
      match[1] === '1'
        ? 'Ein Modell zur Probefahrt und zur Bestellung in unseren Autohäusern.'
        : `${match[1]} Modelle zur Probefahrt und zur Bestellung in unseren Autohäusern.`,
  ],
  [
    /^Tous les modèles (.+?) : (.+)\.$/u,
    (match) => {
      if (!brandNames.has(match[1] ?? '')) return undefined
      return `Alle Modelle von ${match[1]}: ${match[2]}.`
    },
  ],
  [
    /^(.+?) : (.+)\. Prix, versions, véhicules en stock et essai dans nos concessions au Luxembourg\.$/u,
    (match, germanOf) => {
      if (!modelTitles.has(match[1] ?? '')) return undefined
      return `${match[1]}: ${germanOf(match[2] ?? '')}. Preise, Versionen, Fahrzeuge auf Lager und Probefahrt in unseren Autohäusern in Luxemburg.`
    },
  ],
  [
    /^(.+?) : (.+)$/u,
    (match, germanOf) => {
      const tagline = taglines.get(match[2] ?? '')
      if (!modelTitles.has(match[1] ?? '') || !tagline) return undefined
      return `${match[1]}: ${germanOf(tagline)}`
    },
  ],
]

export const brandPagesGerman: Catalogue = {
  'Douze marques, un seul interlocuteur': 'Zwölf Marken, ein Ansprechpartner',
  'Distributeur agréé au Luxembourg, Autosphère représente les constructeurs qui comptent, de la citadine électrique à la sportive américaine.':
    'Als Vertragshändler in Luxemburg vertritt Autosphère die Hersteller, auf die es ankommt – vom elektrischen Stadtauto bis zum amerikanischen Sportwagen.',
  'Showroom illuminé de nuit': 'Beleuchteter Showroom bei Nacht',
  'Choisissez votre marque': 'Wählen Sie Ihre Marke',
  'Chaque marque dispose de conseillers formés par le constructeur et d’un atelier agréé.':
    'Für jede Marke gibt es vom Hersteller geschulte Berater und eine Vertragswerkstatt.',
  'Neuf ou occasion ?': 'Neu oder gebraucht?',
  'Véhicules neufs': 'Neuwagen',
  'Configurez votre modèle avec un conseiller et profitez des conditions constructeur.':
    'Stellen Sie Ihr Modell mit einem Berater zusammen und profitieren Sie von den Herstellerkonditionen.',
  'Voitures neuves en showroom': 'Neuwagen im Showroom',
  'Occasions garanties': 'Gebrauchtwagen mit Garantie',
  'Des véhicules récents, contrôlés et garantis, disponibles immédiatement.':
    'Junge, geprüfte Fahrzeuge mit Garantie, sofort verfügbar.',
  'Voir les occasions': 'Gebrauchtwagen ansehen',
  'Voitures d’occasion alignées': 'Gebrauchtwagen in einer Reihe',
  'Nos marques – Autosphère Luxembourg': 'Unsere Marken – Autosphère Luxemburg',
  'Ford, Kia, Hyundai, Opel, Jeep, Fiat, Abarth, Alfa Romeo, Suzuki, MG, Lancia et Corvette : toutes nos marques au Luxembourg.':
    'Ford, Kia, Hyundai, Opel, Jeep, Fiat, Abarth, Alfa Romeo, Suzuki, MG, Lancia und Corvette: alle unsere Marken in Luxemburg.',
  'Tous les modèles': 'Alle Modelle',
  'Réserver un essai': 'Probefahrt buchen',
  Showroom: 'Showroom',
  'Découvrir le modèle': 'Modell entdecken',
  Électrique: 'Elektro',
  Hybride: 'Hybrid',
  'Voir tous les modèles': 'Alle Modelle ansehen',
  'Essayez-le dans l’une de nos concessions ou demandez une offre personnalisée à votre conseiller.':
    'Machen Sie eine Probefahrt in einem unserer Autohäuser oder fragen Sie Ihren Berater nach einem persönlichen Angebot.',
  'Aménagement, attelage, galerie ou transformation frigorifique : notre centre VMAL de Contern prépare votre véhicule selon votre métier.':
    'Einbauten, Anhängerkupplung, Dachträger oder Kühlausbau: Unser VMAL-Zentrum in Contern rüstet Ihr Fahrzeug passend zu Ihrem Beruf aus.',
  'Demander une offre': 'Angebot anfordern',
  'Offre professionnelle': 'Angebot für Gewerbekunden',
  'Versions, prix et photos': 'Versionen, Preise und Fotos',
  'Voir tous les véhicules': 'Alle Fahrzeuge ansehen',
  'Votre équipe utilitaires à Contern': 'Ihr Nutzfahrzeug-Team in Contern',
  'Private lease': 'Private Lease',
  'Une mensualité tout compris.': 'Eine Monatsrate, alles inklusive.',
  Reprise: 'Inzahlungnahme',
  'Votre véhicule actuel repris au meilleur prix.':
    'Wir nehmen Ihr jetziges Fahrzeug zum besten Preis in Zahlung.',
  Estimer: 'Bewerten lassen',
  Entretien: 'Wartung',
  'Révisions dans nos ateliers agréés.': 'Inspektionen in unseren Vertragswerkstätten.',
  'Voir les offres': 'Angebote ansehen',
  'En savoir plus': 'Mehr erfahren',
}
