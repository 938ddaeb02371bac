import type fr from '../fr/brand-models.ts'

/** The brand's models page's text in German (client/pages/brand-models). */
export default {
  title: (brand: string) => [brand, '-Modelle'],
  filtersLabel: (brand: string) => `${brand}-Modelle filtern`,
  bodyStyle: 'Karosserie',
  fuel: 'Kraftstoff',
  any: 'Alle',
  sortBy: 'Sortieren nach',
  sorts: { name: 'Name', price: 'Preis' },
  apply: 'Anzeigen',
  count: (shown: number, total: number) => [
    shown,
    shown === 1 ? ' Modell' : ' Modelle',
    ' von ',
    total,
  ],
  none: (brand: string) => ['Kein ', brand, '-Modell entspricht diesen Kriterien.'],
  all: 'Alle Modelle ansehen',
  priceFrom: 'Ab ',
  leaseFrom: 'Leasing ab ',
  inStock: (count: number) => `${count} auf Lager`,
  toOrder: 'Nur auf Bestellung',
} satisfies typeof fr
