import type fr from '../fr/stock-quick-entry.ts'

/** The stock quick entry block's text in German (client/blocks/stock-quick-entry). */
export default {
  title: 'Finden Sie Ihr Fahrzeug',
  headings: { body_style: 'Nach Karosserie', brand: 'Nach Marke', fuel: 'Nach Kraftstoff' },
  tilesLabel: (heading: string) => `${heading}: direkt zum Fahrzeugbestand`,
} satisfies typeof fr
