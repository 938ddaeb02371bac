import type fr from '../fr/brand-models.ts'

/**
 * The brand's models page's text in English (client/pages/brand-models). A text with values is a
 * function giving the pieces in the order the page shows them (each its own text node).
 */
export default {
  title: (brand: string) => [brand, ' models'],
  filtersLabel: (brand: string) => `Filter ${brand} models`,
  bodyStyle: 'Body style',
  fuel: 'Fuel',
  any: 'All',
  sortBy: 'Sort by',
  sorts: { name: 'Name', price: 'Price' },
  apply: 'Show',
  /** "3 of 12 models": English puts the noun after the total. */
  count: (shown: number, total: number) => [
    shown,
    ' of ',
    total,
    total === 1 ? ' model' : ' models',
  ],
  none: (brand: string) => ['No ', brand, ' models match these criteria.'],
  all: 'View all models',
  /** Before the cash price from, then before the lease price from. */
  priceFrom: 'From ',
  leaseFrom: 'Lease from ',
  inStock: (count: number) => `${count} in stock`,
  toOrder: 'Available to order only',
} satisfies typeof fr
