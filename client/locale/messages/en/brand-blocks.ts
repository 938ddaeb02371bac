import type fr from '../fr/brand-blocks.ts'

/** The brand overview block's text in English (client/blocks/brand-overview). */
export default {
  unavailable: 'Our brands are temporarily unavailable. Please try again in a moment.',
  /** After a formatted count: one, or any other number. */
  models: { one: 'model', many: 'models' },
  stock: { one: 'vehicle in stock', many: 'vehicles in stock' },
  priceFrom: 'From',
  leaseFrom: 'Lease from',
  /** Followed by the brand's name, for screen readers only. */
  allModels: 'All models',
} satisfies typeof fr
