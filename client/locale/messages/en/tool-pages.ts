import type fr from '../fr/tool-pages.ts'

/**
 * The meta and breadcrumbs of the visitor's tool pages in English: compare, favourites, a vehicle's
 * lease calculator (worker/pages/loaders/tools-loaders.ts).
 */
export default {
  home: 'Home',
  stock: 'Our stock',
  compare: {
    title: 'Compare vehicles',
    description: 'Compare up to six vehicles from our stock side by side.',
    crumb: 'Compare',
  },
  favourites: {
    title: 'My favourites',
    description: 'The vehicles from our stock that you have saved as favourites.',
    crumb: 'Favourites',
  },
  leaseCalculator: {
    title: (vehicle: string) => `Lease calculator: ${vehicle}`,
    description: (vehicle: string) =>
      `Work out the monthly lease payment for the ${vehicle}: term, mileage, deposit, prices including and excluding VAT.`,
    crumb: 'Lease calculator',
  },
} satisfies typeof fr
