import type fr from '../fr/counts.ts'

/**
 * Counted nouns in German, for client/locale/format.ts: the number comes formatted, the noun is
 * singular for one only ("0 Fahrzeuge", "1 Fahrzeug", "2 Fahrzeuge").
 */
export default {
  vehicles: (count: number, number: string) =>
    `${number} ${count === 1 ? 'Fahrzeug' : 'Fahrzeuge'}`,
} satisfies typeof fr
