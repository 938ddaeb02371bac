import type fr from '../fr/quick-search.ts'

/** The quick search's text in German (client/features/stock/quick-search.tsx). */
export default {
  label: 'Schnellsuche',
  brand: 'Marke',
  allBrands: 'Alle Marken',
  model: 'Modell',
  allModels: 'Alle Modelle',
  maxPrice: 'Höchstpreis',
  noLimit: 'Ohne Limit',
  fuel: 'Kraftstoff',
  allFuels: 'Alle Kraftstoffe',
  submit: 'Suchen',
} satisfies typeof fr
