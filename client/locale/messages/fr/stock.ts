import type { FilterKey, RangeFilterKey, StockSort } from '../../../domain/stock-search.ts'

/**
 * The stock's text in French that the Worker reads: filter names and units, sorting, the seats
 * and doors options, the notices of filters not applied (worker/blocks/stock-overview-model.ts,
 * overview-notices.ts). The browser's stock components read stock-overview.ts, quick-search.ts and
 * vehicle-detail.ts (docs/decisions/0030: an area per chunk).
 */
export default {
  filters: {
    brand_model: 'Marque et modèle',
    fuel: 'Carburant',
    mileage: 'Kilométrage',
    price: 'Prix',
    transmission: 'Boîte de vitesses',
    location: 'Concession',
    year: 'Année de construction',
    body_style: 'Carrosserie',
    category: 'Catégorie',
    exterior_color: 'Couleur extérieure',
    interior_color: 'Couleur intérieure',
    vat_reportable: 'TVA déductible',
    driven_axles: 'Roues motrices',
    emissions_class: "Norme d'émission",
    weight: 'Poids maximal',
    interior_material: 'Garnissage',
    seats: 'Nombre de places',
    doors: 'Nombre de portes',
    power: 'Puissance',
  } satisfies Record<FilterKey, string>,
  units: { price: '€', mileage: 'km', year: '', power: 'ch', weight: 'kg' } satisfies Record<
    RangeFilterKey,
    string
  >,
  sort: {
    price_asc: 'Prix croissant',
    price_desc: 'Prix décroissant',
    mileage_asc: 'Kilométrage croissant',
    mileage_desc: 'Kilométrage décroissant',
    year_asc: 'Année croissante',
    year_desc: 'Année décroissante',
  } satisfies Record<StockSort, string>,
  seats: (count: string) => `${count} places`,
  doors: (count: string) => `${count} portes`,
  notices: {
    brand: 'marque',
    model: 'modèle',
    /** A filter's name inside a sentence: "Carburant" → "carburant", but "TVA déductible" stays. */
    inSentence: (name: string) => {
      const label = name.replace("'", '’')
      return /^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)
    },
    bound: (name: string, end: 'min' | 'max') => `${name} ${end === 'min' ? 'minimum' : 'maximum'}`,
    // Guillemets hold their words with no-break spaces, as French typography wants.
    unknown: (name: string, value: string) =>
      `Le filtre «\u00a0${name}\u00a0: ${value}\u00a0» n’est pas reconnu\u00a0; il n’a pas été appliqué.`,
    locked: (name: string, value: string) =>
      `Le filtre «\u00a0${name}\u00a0: ${value}\u00a0» ne s’applique pas sur cette page\u00a0; il n’a pas été appliqué.`,
  },
}
