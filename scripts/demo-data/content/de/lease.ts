import { brands, leaseOffers, modelsOf } from '../catalogue.ts'
import type { Catalogue, Pattern } from './types.ts'

/**
 * German of the private and business lease pages (pages-lease.ts); the one page per offer gets
 * German templates over the offer's own data (stock-lease.ts), which only match known offers.
 */

const offerNames = new Set(leaseOffers.map((offer) => `${offer.title} ${offer.trim}`))
const offerTitles = new Set(leaseOffers.map((offer) => offer.title))
const taglines = new Set(brands.flatMap(modelsOf).map((model) => model.tagline))

/** Paint names: the French colour word first (`Vert Iceberg` → `Iceberg-Grün`). */
const colourWords: Readonly<Record<string, string>> = {
  Vert: 'Grün',
  Blanc: 'Weiß',
  Bleu: 'Blau',
  Jaune: 'Gelb',
  Gris: 'Grau',
  Orange: 'Orange',
  Noir: 'Schwarz',
  Rouge: 'Rot',
}
function paint(french: string): string | undefined {
  const [word = '', ...name] = french.split(' ')
  const colour = colourWords[word]
  return colour && name.length > 0 ? `${name.join(' ')}-${colour}` : undefined
}
const paints = new Map(
  leaseOffers.flatMap((offer) => {
    const german = paint(offer.color)
    return german ? [[offer.color.toLowerCase(), german] as const] : []
  })
)

/** A version name in German: horsepower in PS, `Électrique` as `Elektro`. */
function vehicle(french: string): string {
  return french.replace(/(\d+) ch\b/gu, '$1 PS').replace('Électrique', 'Elektro')
}

function kilometres(french: string): string {
  return french.replace(/(\d)\s(\d{3})/gu, '$1.$2').trim()
}

const CONDITIONS: Readonly<Record<string, string>> = {
  'Offre réservée aux professionnels, prix hors TVA, sous réserve d’acceptation du dossier par notre partenaire de financement. Dans la limite des stocks disponibles.':
    'Angebot nur für Gewerbekunden, Preise zzgl. MwSt., vorbehaltlich der Zustimmung unseres Finanzierungspartners. Solange der Vorrat reicht.',
  'Offre réservée aux particuliers, prix TVAC 17 %, sous réserve d’acceptation du dossier par notre partenaire de financement. Dans la limite des stocks disponibles.':
    'Angebot nur für Privatkunden, Preise inkl. 17 % MwSt., vorbehaltlich der Zustimmung unseres Finanzierungspartners. Solange der Vorrat reicht.',
}
const VAT: Readonly<Record<string, string>> = { TVAC: 'inkl. MwSt.', HTVA: 'zzgl. MwSt.' }

export const leasePatterns: readonly Pattern[] = [
  // An offer's own title (its story's name, its German breadcrumb): the model designation, with
  // the German power unit and fuel word.
  [
    /^.+$/u,
    (match) =>
      offerNames.has(match[0])
        ? match[0].replace(/(\d) ch\b/u, '$1 PS').replace('Électrique', 'Elektro')
        : undefined,
  ],
  [
    /^(.+) en (private|business) lease$/u,
    (match) =>
      offerTitles.has(match[1] ?? '')
        ? `${match[1]} im ${match[2] === 'private' ? 'Private' : 'Business'} Lease`
        : undefined,
  ],
  [
    /^(.+?)\. (.+)$/u,
    (match, germanOf) =>
      taglines.has(match[1] ?? '')
        ? `${germanOf(match[1] ?? '')}. ${germanOf(match[2] ?? '')}`
        : undefined,
  ],
  [/^Durée : \|(\d+) mois$/u, (match) => `Laufzeit: |${match[1]} Monate`],
  [
    /^Kilométrage : \|([\d\s]+?)\skm\spar\san$/u,
    (match) => `Fahrleistung: |${kilometres(match[1] ?? '')} km pro Jahr`,
  ],
  [
    /^Couleur : \|(.+)$/u,
    (match) => {
      const german = paint(match[1] ?? '')
      return german ? `Farbe: |${german}` : undefined
    },
  ],
  [
    /^(.+), ([^,]+)$/u,
    (match) => {
      const german = paints.get(match[2] ?? '')
      return german && [...offerNames].some((name) => name.startsWith(match[1] ?? ''))
        ? `${match[1]} in ${german}`
        : undefined
    },
  ],
  [
    /^(.+) en (private|business)-lease – ([\d\s,]+\s€)\/mois (TVAC|HTVA)$/u,
    (match) =>
      offerNames.has(match[1] ?? '')
        ? `${vehicle(match[1] ?? '')} im ${match[2] === 'private' ? 'Private' : 'Business'} Lease – ${match[3]}/Monat ${VAT[match[4] ?? '']}`
        : undefined,
  ],
  [
    /^(.+) en leasing : ([\d\s,]+\s€) par mois (TVAC|HTVA), (\d+) mois, ([\d\s]+?)\skm\spar\san\. (.+)$/u,
    (match) => {
      const conditions = CONDITIONS[match[6] ?? '']
      return offerNames.has(match[1] ?? '') && conditions
        ? `${vehicle(match[1] ?? '')} im Leasing: ${match[2]} pro Monat ${VAT[match[3] ?? '']}, ${match[4]} Monate, ${kilometres(match[5] ?? '')} km pro Jahr. ${conditions}`
        : undefined
    },
  ],
]

export const leaseGerman: Catalogue = {
  'Private lease : roulez neuf, tout compris': 'Private Lease: Neuwagen fahren, alles inklusive',
  'Une mensualité fixe TVAC incluant entretien, assurance, pneus et taxe sur les véhicules. Sans apport obligatoire, de 24 à 60 mois.':
    'Eine feste Monatsrate inkl. MwSt. mit Wartung, Versicherung, Reifen und Kfz-Steuer. Ohne Pflicht zur Anzahlung, Laufzeit 24 bis 60 Monate.',
  'Contrat de leasing et clés': 'Leasingvertrag und Schlüssel',
  'Comment ça marche ?': 'Wie funktioniert das?',
  'Nos offres du moment': 'Unsere aktuellen Angebote',
  'Prix par mois TVAC 17 %, pour 15 000 km par an.':
    'Preise pro Monat inkl. 17 % MwSt., bei 15.000 km pro Jahr.',
  'Tout est inclus dans votre mensualité': 'In Ihrer Monatsrate ist alles drin',
  'Entretien et réparations': 'Wartung und Reparaturen',
  'Toutes les révisions prévues par le constructeur.':
    'Alle vom Hersteller vorgesehenen Inspektionen.',
  'Assurance tous risques': 'Vollkaskoversicherung',
  'Avec assistance 24 h/24 partout en Europe.': 'Mit Pannenhilfe rund um die Uhr in ganz Europa.',
  'Pneus été et hiver': 'Sommer- und Winterreifen',
  'Montage, équilibrage et gardiennage compris.': 'Montage, Auswuchten und Einlagerung inklusive.',
  'Taxe et immatriculation': 'Steuer und Zulassung',
  'Aucun frais caché, aucune surprise.': 'Keine versteckten Kosten, keine Überraschungen.',
  'Private lease au Luxembourg – offres tout compris | Autosphère':
    'Private Lease in Luxemburg – Angebote mit allem inklusive | Autosphère',
  'Leasing privé tout compris au Luxembourg : entretien, assurance, pneus et taxe inclus dans une mensualité fixe TVAC.':
    'Privatleasing mit allem inklusive in Luxemburg: Wartung, Versicherung, Reifen und Steuer in einer festen Monatsrate inkl. MwSt.',
  'Business lease pour indépendants et entreprises':
    'Business Lease für Selbstständige und Unternehmen',
  'Des mensualités HTVA maîtrisées, un interlocuteur unique et des véhicules prêts à rouler pour vos collaborateurs.':
    'Planbare Monatsraten zzgl. MwSt., ein einziger Ansprechpartner und fahrbereite Fahrzeuge für Ihre Mitarbeitenden.',
  'Flotte de véhicules de société': 'Flotte von Firmenwagen',
  'Offres business du moment': 'Aktuelle Business-Angebote',
  'Prix par mois hors TVA, 60 mois et 25 000 km par an.':
    'Preise pro Monat zzgl. MwSt., 60 Monate und 25.000 km pro Jahr.',
  'Deux formules selon votre activité': 'Zwei Modelle, passend zu Ihrem Geschäft',
  'Leasing opérationnel': 'Operatives Leasing',
  'Le véhicule, l’entretien, l’assurance et les pneus dans une seule facture mensuelle. Idéal pour les voitures de société.':
    'Fahrzeug, Wartung, Versicherung und Reifen auf einer einzigen Monatsrechnung. Ideal für Firmenwagen.',
  'Contrat de leasing opérationnel': 'Vertrag über operatives Leasing',
  'Leasing financier': 'Finanzierungsleasing',
  'Vous financez l’usage et devenez propriétaire en fin de contrat en levant l’option d’achat.':
    'Sie finanzieren die Nutzung und werden am Vertragsende Eigentümer, wenn Sie die Kaufoption ziehen.',
  'Simuler un financement': 'Finanzierung berechnen',
  'Calcul de financement': 'Finanzierungsberechnung',
  'Business lease – leasing pour entreprises au Luxembourg | Autosphère':
    'Business Lease – Leasing für Unternehmen in Luxemburg | Autosphère',
  'Leasing opérationnel et financier pour indépendants et entreprises au Luxembourg : offres HTVA, gestion de flotte, véhicules utilitaires.':
    'Operatives Leasing und Finanzierungsleasing für Selbstständige und Unternehmen in Luxemburg: Angebote zzgl. MwSt., Flottenmanagement, Nutzfahrzeuge.',
  'Votre offre en bref': 'Ihr Angebot auf einen Blick',
  Bertrange: 'Bertrange',
  Niederkorn: 'Niederkorn',
  'Esch-sur-Alzette': 'Esch-sur-Alzette',
}
