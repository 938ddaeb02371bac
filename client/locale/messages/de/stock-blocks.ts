import type fr from '../fr/stock-blocks.ts'

/** The stock blocks' text in German (client/blocks/stock-hero, stock-preview, stock-quick-entry). */
export default {
  overview: {
    title: 'Unser Fahrzeugbestand',
  },
  hero: {
    available: (count: number) => [count === 1 ? 'Fahrzeug' : 'Fahrzeuge', ' sofort verfügbar'],
  },
  preview: {
    title: 'Auf Lager verfügbar',
    one: 'Fahrzeug ansehen',
    all: (count: string) => `Alle ${count} ansehen`,
  },
  quickEntry: {
    title: 'Finden Sie Ihr Fahrzeug',
    headings: { body_style: 'Nach Karosserie', brand: 'Nach Marke', fuel: 'Nach Kraftstoff' },
    tilesLabel: (heading: string) => `${heading}: direkt zum Fahrzeugbestand`,
  },
} satisfies typeof fr
