/** The dealership page's text in French (client/pages/location-detail). */
export default {
  contactTitle: 'Adresse et contact',
  write: 'Écrire à la concession',
  brands: 'Marques',
  allBrands: 'Véhicules d’occasion de toutes marques',
  mapLabel: (name: string) => `Carte : ${name}`,
  hours: 'Horaires d’ouverture',
  services: 'Nos services',
  /** The advisers' heading, with the brand of a brand's dealership page. */
  advisers: (brand: string | null) => (brand ? `Vos conseillers ${brand}` : 'Vos conseillers'),
  stockTitle: (town: string) => ['Véhicules disponibles à ', town],
  stockLink: (total: number) =>
    total === 1 ? 'Voir le véhicule en stock' : `Voir les ${total} véhicules en stock`,
  booking: 'Prendre rendez-vous à l’atelier',
  legal: 'Informations légales',
  vatNumber: 'Numéro de TVA',
}
