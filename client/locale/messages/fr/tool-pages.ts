/**
 * The meta and breadcrumbs of the visitor's tool pages in French: compare, favourites, a vehicle's
 * lease calculator (worker/pages/loaders/tools-loaders.ts).
 */
export default {
  home: 'Accueil',
  stock: 'Stock',
  compare: {
    title: 'Comparer des véhicules',
    description: 'Comparez jusqu’à six véhicules de notre stock côte à côte.',
    crumb: 'Comparer',
  },
  favourites: {
    title: 'Mes favoris',
    description: 'Les véhicules de notre stock que vous avez gardés en favoris.',
    crumb: 'Favoris',
  },
  leaseCalculator: {
    title: (vehicle: string) => `Calculateur de leasing ${vehicle}`,
    description: (vehicle: string) =>
      `Calculez la mensualité de leasing de ${vehicle} : durée, kilométrage, acompte, prix TVAC et HTVA.`,
    crumb: 'Calculateur de leasing',
  },
}
