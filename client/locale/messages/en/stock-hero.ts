import type fr from '../fr/stock-hero.ts'

/** The stock hero block's text in English (client/blocks/stock-hero). */
export default {
  /** After the number of vehicles (shown apart, in bold); English makes 0 plural too. */
  available: (count: number) => [count === 1 ? 'vehicle' : 'vehicles', ' available now'],
} satisfies typeof fr
