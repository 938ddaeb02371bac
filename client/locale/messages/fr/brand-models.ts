/**
 * The brand's models page's text in French (client/pages/brand-models). A text with values is a
 * function giving the pieces in the order the page shows them (each its own text node, as before).
 */
export default {
  title: (brand: string) => ['Modèles ', brand],
  filtersLabel: (brand: string) => `Filtrer les modèles ${brand}`,
  bodyStyle: 'Carrosserie',
  fuel: 'Énergie',
  any: 'Toutes',
  sortBy: 'Trier par',
  sorts: { name: 'Nom', price: 'Prix' },
  apply: 'Afficher',
  count: (shown: number, total: number) => [shown, ' modèle', shown > 1 ? 's' : '', ' sur ', total],
  none: (brand: string) => ['Aucun modèle ', brand, ' ne correspond à ces critères.'],
  all: 'Voir tous les modèles',
  /** Before the cash price from, then before the lease price from. */
  priceFrom: 'Dès ',
  leaseFrom: 'Leasing dès ',
  inStock: (count: number) => `${count} en stock`,
  toOrder: 'Sur commande uniquement',
}
