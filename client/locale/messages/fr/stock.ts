import type { FilterKey, RangeFilterKey, StockSort } from '../../../domain/stock-search.ts'

/**
 * The stock's text in French: the overview's filters, sorting, chips, drawer, results and notices,
 * the quick search, the vehicle specs and the dealership hours (client/features/stock).
 */
export default {
  filters: {
    brand_model: 'Marque et modèle',
    fuel: 'Carburant',
    mileage: 'Kilométrage',
    price: 'Prix',
    transmission: 'Boîte de vitesses',
    location: 'Concession',
    year: 'Année de construction',
    body_style: 'Carrosserie',
    category: 'Catégorie',
    exterior_color: 'Couleur extérieure',
    interior_color: 'Couleur intérieure',
    vat_reportable: 'TVA déductible',
    driven_axles: 'Roues motrices',
    emissions_class: "Norme d'émission",
    weight: 'Poids maximal',
    interior_material: 'Garnissage',
    seats: 'Nombre de places',
    doors: 'Nombre de portes',
    power: 'Puissance',
  } satisfies Record<FilterKey, string>,
  units: { price: '€', mileage: 'km', year: '', power: 'ch', weight: 'kg' } satisfies Record<
    RangeFilterKey,
    string
  >,
  sort: {
    price_asc: 'Prix croissant',
    price_desc: 'Prix décroissant',
    mileage_asc: 'Kilométrage croissant',
    mileage_desc: 'Kilométrage décroissant',
    year_asc: 'Année croissante',
    year_desc: 'Année décroissante',
  } satisfies Record<StockSort, string>,
  seats: (count: string) => `${count} places`,
  doors: (count: string) => `${count} portes`,
  overview: {
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
  notices: {
    brand: 'marque',
    model: 'modèle',
    /** A filter's name inside a sentence: "Carburant" → "carburant", but "TVA déductible" stays. */
    inSentence: (name: string) => {
      const label = name.replace("'", '’')
      return /^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)
    },
    bound: (name: string, end: 'min' | 'max') => `${name} ${end === 'min' ? 'minimum' : 'maximum'}`,
    // Guillemets hold their words with no-break spaces, as French typography wants.
    unknown: (name: string, value: string) =>
      `Le filtre «\u00a0${name}\u00a0: ${value}\u00a0» n’est pas reconnu\u00a0; il n’a pas été appliqué.`,
    locked: (name: string, value: string) =>
      `Le filtre «\u00a0${name}\u00a0: ${value}\u00a0» ne s’applique pas sur cette page\u00a0; il n’a pas été appliqué.`,
  },
  quickSearch: {
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
  },
  specs: {
    title: 'Caractéristiques',
    neverRegistered: 'Jamais immatriculé',
    yes: 'Oui',
    no: 'Non',
    brand: 'Marque',
    model: 'Modèle',
    trim: 'Version',
    category: 'Catégorie',
    bodyStyle: 'Carrosserie',
    mileage: 'Kilométrage',
    constructionYear: 'Année de construction',
    firstRegistration: 'Première immatriculation',
    fuel: 'Carburant',
    transmission: 'Boîte de vitesses',
    power: 'Puissance',
    engineCc: 'Cylindrée',
    battery: 'Capacité de la batterie',
    consumption: 'Consommation WLTP combinée',
    co2: 'Émissions de CO₂ (WLTP)',
    emissionsClass: 'Norme d’émission',
    drivenAxles: 'Roues motrices',
    maxWeight: 'Masse maximale autorisée',
    seats: 'Places',
    doors: 'Portes',
    exteriorColor: 'Couleur extérieure',
    interiorColor: 'Couleur intérieure',
    interiorMaterial: 'Garnissage',
    vatReportable: 'TVA déductible',
    location: 'Concession',
    reference: 'Référence',
  },
  hours: {
    show: 'Voir les horaires d’ouverture',
    caption: ' : heures d’ouverture',
  },
}
