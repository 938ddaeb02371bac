/** The stock hero block's text in French (client/blocks/stock-hero). */
export default {
  /** After the number of vehicles (shown apart, in bold). */
  available: (count: number) => [
    count > 1 ? 'véhicules disponibles' : 'véhicule disponible',
    ' immédiatement',
  ],
}
