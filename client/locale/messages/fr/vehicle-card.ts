/** A vehicle card's text in French (client/features/vehicle-card). */
export default {
  mileage: 'Kilométrage',
  year: 'Année',
  fuel: 'Carburant',
  transmission: 'Boîte',
  power: 'Puissance',
  priceBeforeDiscount: 'Prix avant remise : ',
  discountedPrice: 'Prix remisé : ',
  /** Around the monthly price: "ou dès 299 € /mois en leasing privé". */
  lease: { before: 'ou dès ', after: ' /mois en leasing privé' },
  /** "WLTP : 5,2 l/100 km · CO₂ : 118 g/km", the 2 written as a subscript between the two. */
  wltp: (consumption: string) => `WLTP : ${consumption} · CO`,
  co2: (co2: string) => ` : ${co2}`,
  /** The badge of a reserved vehicle (still shown, not bookable). */
  reserved: 'Réservé',
}
