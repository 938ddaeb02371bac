import type fr from '../fr/stock-overview.ts'

/**
 * The stock overview's text in English: drawer, sorting, chips, range filters, options, results
 * and pagination (client/features/stock, in the stock overview block's chunk). English makes a
 * count of 0 plural ("0 active filters"), where French keeps it singular.
 */
export default {
  overview: {
    createAlert: 'Create an alert',
    defaultTitle: 'Our stock',
    formLabel: 'Stock filters and sorting',
    filter: 'Filter',
    activeFilters: (count: number): string => (count === 1 ? ' active filter' : ' active filters'),
    closeFilters: 'Close filters',
    close: 'Close',
    show: (vehicles: string) => `Show ${vehicles}`,
    apply: 'Apply filters',
    reset: 'Clear all filters',
    sortBy: 'Sort by',
    sortSubmit: 'Sort',
    chips: 'Active filters',
    removeChip: ': remove this filter',
    active: ' (selected)',
  },
  chip: {
    range: (label: string, range: string) => `${label}: ${range}`,
    from: (min: string) => `from ${min}`,
    upTo: (max: string) => `up to ${max}`,
  },
  range: {
    minimum: 'From',
    maximum: 'Up to',
    min: 'Min',
    max: 'Max',
    offered: (label: string, min: string, max: string) =>
      `${label} of the vehicles on offer: ${min} to ${max}`,
    nothing: 'No vehicles match the other criteria',
  },
  only: (label: string) => `${label} only`,
  models: (brand: string) => `${brand} models`,
  optionCount: (count: number): string => (count === 1 ? ' vehicle' : ' vehicles'),
  results: {
    count: (total: number, formatted: string) =>
      total === 0 ? 'No vehicles' : `${formatted} ${total === 1 ? 'vehicle' : 'vehicles'}`,
    noSuchPage: {
      before: 'This results page does not exist: the search has ',
      after: ' pages.',
    },
    lastPage: 'Go to the last page',
    none: 'No vehicles match your search.',
    widen: {
      before: 'Try widening your criteria or ',
      link: 'browse our entire stock',
      after: '.',
    },
    unavailable: {
      before:
        'Our stock is temporarily unavailable. Please try again in a few minutes or contact one of the ',
      after: ' dealerships.',
    },
  },
  pagination: {
    label: 'Results pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: number) => `Page ${page}`,
  },
  block: {
    title: 'Our stock',
  },
} satisfies typeof fr
