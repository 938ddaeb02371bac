import type fr from '../fr/stock-preview.ts'

/** The stock preview block's text in German (client/blocks/stock-preview). */
export default {
  title: 'Auf Lager verfügbar',
  one: 'Fahrzeug ansehen',
  all: (count: string) => `Alle ${count} ansehen`,
} satisfies typeof fr
