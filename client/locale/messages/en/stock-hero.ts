import type fr from '../fr/stock-hero.ts'

/** The stock hero block's text in German (client/blocks/stock-hero). */
export default {
  available: (count: number) => [count === 1 ? 'Fahrzeug' : 'Fahrzeuge', ' sofort verfügbar'],
} satisfies typeof fr
