import type fr from '../fr/stock.ts'

/**
 * The stock's text in German that the Worker reads: filter names and units, sorting, the seats
 * and doors options, the notices of filters not applied (worker/blocks/stock-overview-model.ts,
 * overview-notices.ts). The browser's stock components read stock-overview.ts, quick-search.ts and
 * vehicle-detail.ts (docs/decisions/0030: an area per chunk).
 */
export default {
  filters: {
    brand_model: 'Marke und Modell',
    fuel: 'Kraftstoff',
    mileage: 'Kilometerstand',
    price: 'Preis',
    transmission: 'Getriebe',
    location: 'Autohaus',
    year: 'Baujahr',
    body_style: 'Karosserie',
    category: 'Kategorie',
    exterior_color: 'Außenfarbe',
    interior_color: 'Innenfarbe',
    vat_reportable: 'MwSt. ausweisbar',
    driven_axles: 'Antrieb',
    emissions_class: 'Abgasnorm',
    weight: 'Zulässiges Gesamtgewicht',
    interior_material: 'Polsterung',
    seats: 'Anzahl Sitze',
    doors: 'Anzahl Türen',
    power: 'Leistung',
  },
  units: { price: '€', mileage: 'km', year: '', power: 'PS', weight: 'kg' },
  sort: {
    price_asc: 'Preis aufsteigend',
    price_desc: 'Preis absteigend',
    mileage_asc: 'Kilometerstand aufsteigend',
    mileage_desc: 'Kilometerstand absteigend',
    year_asc: 'Baujahr aufsteigend',
    year_desc: 'Baujahr absteigend',
  },
  seats: (count: string) => `${count} Sitze`,
  doors: (count: string) => `${count} Türen`,
  notices: {
    brand: 'Marke',
    model: 'Modell',
    /** German keeps a filter's name as it is inside a sentence (nouns are capitalised). */
    inSentence: (name: string) => name,
    bound: (name: string, end: 'min' | 'max') => `${name} ${end === 'min' ? 'Minimum' : 'Maximum'}`,
    unknown: (name: string, value: string) =>
      `Der Filter „${name}: ${value}“ ist unbekannt und wurde nicht angewendet.`,
    locked: (name: string, value: string) =>
      `Der Filter „${name}: ${value}“ gilt auf dieser Seite nicht und wurde nicht angewendet.`,
  },
} satisfies typeof fr
