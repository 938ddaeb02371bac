/** The vehicle comparison's text in French: button, bar, table, notices (client/features/compare). */
export default {
  /** Spec §5, word for word. */
  limit: "Impossible d'ajouter le véhicule. Sélectionnez au maximum 6 véhicules à comparer.",
  /** Spec §5, word for word. */
  tooFew:
    'Pas encore assez de véhicules sélectionnés pour la comparaison, sélectionnez-en au moins deux.',
  /** Spec §8: vehicles that left the selection because they were sold. */
  removed: (count: number) =>
    count === 1
      ? '1 véhicule a été retiré de la comparaison car il n’est plus disponible.'
      : `${count} véhicules ont été retirés de la comparaison car ils ne sont plus disponibles.`,
  button: 'Comparer',
  /** Before the vehicle's title in a button's hidden name ("Comparer : Kia Picanto"). */
  vehicleSeparator: ' : ',
  bar: {
    label: 'Véhicules à comparer',
    /** After "2 / 6". */
    count: (count: number) => `véhicule${count > 1 ? 's' : ''} à comparer`,
    remove: (title: string) => `Retirer ${title} de la comparaison`,
    compare: 'Comparer',
    hint: 'Sélectionnez au moins deux véhicules.',
  },
  table: {
    onlyDifferences: 'Afficher uniquement les différences',
    label: 'Tableau de comparaison',
    caption: (count: number) =>
      `Comparaison de ${count} véhicules ; les lignes marquées « Diffère » ont des valeurs différentes.`,
    requestOffer: 'Demander une offre',
    moveLeft: (title: string) => `Déplacer ${title} vers la gauche`,
    moveRight: (title: string) => `Déplacer ${title} vers la droite`,
    remove: (title: string) => `Retirer ${title} de la comparaison`,
    differs: 'Diffère',
    /** The badge of a reserved vehicle's column. */
    reserved: 'Réservé',
  },
  rows: {
    perMonth: (amount: string) => `${amount} par mois`,
    yes: 'Oui',
    no: 'Non',
    labels: {
      price: 'Prix',
      priceBeforeDiscount: 'Prix avant remise',
      privateLeaseFrom: 'Leasing privé dès',
      category: 'Catégorie',
      trim: 'Version',
      bodyStyle: 'Carrosserie',
      fuel: 'Carburant',
      transmissionType: 'Boîte de vitesses',
      mileage: 'Kilométrage',
      constructionYear: 'Année de construction',
      firstRegistration: 'Première immatriculation',
      power: 'Puissance',
      engineCc: 'Cylindrée',
      battery: 'Batterie',
      consumption: 'Consommation (WLTP)',
      co2: 'CO₂ (WLTP)',
      emissionsClass: 'Norme d’émissions',
      drivenAxles: 'Transmission',
      maxWeight: 'Poids maximal',
      interiorMaterial: 'Sellerie',
      seats: 'Places',
      doors: 'Portes',
      exteriorColor: 'Couleur extérieure',
      interiorColor: 'Couleur intérieure',
      vatReportable: 'TVA récupérable',
      location: 'Concession',
    },
  },
}
