/**
 * The stock overview's text in French: drawer, sorting, chips, range filters, options, results
 * and pagination (client/features/stock, in the stock overview block's chunk).
 */
export default {
  overview: {
    /** Beside the count: to the saved search's form below the results (docs/decisions/0060). */
    createAlert: 'Créer une alerte',
    defaultTitle: 'Notre stock',
    formLabel: 'Filtres et tri du stock',
    filter: 'Filtrer',
    activeFilters: (count: number): string => (count < 2 ? ' filtre actif' : ' filtres actifs'),
    closeFilters: 'Fermer les filtres',
    close: 'Fermer',
    show: (vehicles: string) => `Voir ${vehicles}`,
    apply: 'Appliquer les filtres',
    reset: 'Réinitialiser les filtres',
    sortBy: 'Trier par',
    sortSubmit: 'Trier',
    chips: 'Filtres appliqués',
    removeChip: ' : retirer ce filtre',
    active: ' (actif)',
  },
  chip: {
    range: (label: string, range: string) => `${label} : ${range}`,
    from: (min: string) => `dès ${min}`,
    upTo: (max: string) => `jusqu’à ${max}`,
  },
  range: {
    minimum: 'Minimum',
    maximum: 'Maximum',
    min: 'Min',
    max: 'Max',
    offered: (label: string, min: string, max: string) =>
      `${label} des véhicules proposés : de ${min} à ${max}`,
    nothing: 'Aucun véhicule avec les autres critères',
  },
  only: (label: string) => `${label} uniquement`,
  models: (brand: string) => `Modèles ${brand}`,
  optionCount: (count: number): string => (count < 2 ? ' véhicule' : ' véhicules'),
  results: {
    count: (total: number, formatted: string) =>
      total === 0 ? 'Aucun véhicule' : `${formatted} véhicule${total > 1 ? 's' : ''}`,
    noSuchPage: {
      before: 'Cette page de résultats n’existe pas : la recherche compte ',
      after: ' pages.',
    },
    lastPage: 'Aller à la dernière page',
    none: 'Aucun véhicule ne correspond à votre recherche.',
    widen: { before: 'Élargissez vos critères ou ', link: 'affichez tout le stock', after: '.' },
    unavailable: {
      before:
        'Notre stock est momentanément indisponible. Merci de réessayer dans quelques minutes ou de contacter l’une des concessions ',
      after: '.',
    },
  },
  pagination: {
    label: 'Pages de résultats',
    previous: 'Précédente',
    next: 'Suivante',
    page: (page: number) => `Page ${page}`,
  },
  block: {
    /** The stock search's title, when the stock is unavailable and the editor gave none. */
    title: 'Notre stock',
  },
}
