import type fr from '../fr/quick-search.ts'

/** The quick search's text in English (client/features/stock/quick-search.tsx). */
export default {
  label: 'Quick search',
  brand: 'Brand',
  allBrands: 'All brands',
  model: 'Model',
  allModels: 'All models',
  maxPrice: 'Maximum price',
  noLimit: 'No limit',
  fuel: 'Fuel',
  allFuels: 'All fuel types',
  submit: 'Search',
} satisfies typeof fr
