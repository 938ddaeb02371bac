/** The stock vehicle's lease calculator page's text in French (client/pages/vehicle-lease-calculator). */
export default {
  back: '← Retour au véhicule',
  title: 'Calculateur de leasing',
  /** The formatted price including VAT, then the fuel. */
  price: (price: string, fuel: string) => ['Prix du véhicule : ', price, ' TVAC · ', fuel],
  request: 'Demander cette offre de leasing',
}
