import type fr from '../fr/counts.ts'

/**
 * Counted nouns in English, for client/locale/format.ts: the number comes formatted, the noun is
 * singular for one only ("0 vehicles", "1 vehicle", "2 vehicles").
 */
export default {
  vehicles: (count: number, number: string) => `${number} ${count === 1 ? 'vehicle' : 'vehicles'}`,
} satisfies typeof fr
