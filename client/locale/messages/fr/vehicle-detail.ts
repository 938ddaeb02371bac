/**
 * The vehicle detail page's text in French (client/pages/vehicle-detail). Texts around a value
 * are split where the page puts the value (a separate text node), so the HTML stays the same.
 */
export default {
  galleryLabel: (title: string) => `Photos ${title}`,
  pricingTitle: 'Prix et démarches',
  priceBeforeDiscount: 'Prix avant remise : ',
  discountedPrice: 'Prix remisé : ',
  /** Followed by the amount saved. */
  youSave: 'Vous économisez ',
  /** Around the monthly price, in a link to the lease calculator. */
  leaseFrom: 'Leasing privé dès ',
  leasePerMonth: ' /mois TVAC',
  /** The lease's terms, in brackets: the duration in months and the formatted yearly distance. */
  leaseTerms: (months: number, distance: string) => [
    '(',
    months,
    ' mois,',
    ' ',
    distance,
    ' par an, sans acompte)',
  ],
  consumption: 'Consommation WLTP combinée : ',
  /** Around the subscript 2 of CO2, before the emissions. */
  co2Before: 'Émissions de CO',
  co2After: ' : ',
  reserved: 'Ce véhicule est réservé : contactez-nous pour être prévenu s’il se libère.',
  /** The badge beside its category. */
  reservedBadge: 'Réservé',
  interested: 'Je suis intéressé(e)',
  testDrive: 'Réserver un essai',
  leaseCalculator: 'Calculer mon leasing',
  description: 'Description',
  equipment: 'Équipements',
  whereToSee: 'Où voir ce véhicule',
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
