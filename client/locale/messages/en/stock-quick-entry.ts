import type fr from '../fr/stock-quick-entry.ts'

/** The stock quick entry block's text in English (client/blocks/stock-quick-entry). */
export default {
  title: 'Find your vehicle',
  headings: { body_style: 'By body style', brand: 'By brand', fuel: 'By fuel type' },
  tilesLabel: (heading: string) => `${heading}: straight to our stock`,
} satisfies typeof fr
