/** The quick search's text in French (client/features/stock/quick-search.tsx). */
export default {
  label: 'Recherche rapide',
  brand: 'Marque',
  allBrands: 'Toutes les marques',
  model: 'Modèle',
  allModels: 'Tous les modèles',
  maxPrice: 'Prix maximum',
  noLimit: 'Sans limite',
  fuel: 'Carburant',
  allFuels: 'Tous les carburants',
  submit: 'Rechercher',
}
