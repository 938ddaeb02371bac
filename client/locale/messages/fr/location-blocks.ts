/**
 * The dealership blocks' text in French (client/blocks/location-intro, location-overview,
 * location-detail, location-employee-list, location-employee-cards).
 */
export default {
  intro: {
    address: 'Adresse',
    phone: 'Téléphone',
    brands: 'Marques',
    more: 'Horaires, équipe et services en détail',
  },
  overview: {
    unavailable:
      'La liste de nos concessions est momentanément indisponible. Appelez notre standard ou réessayez dans un instant.',
  },
  detail: {
    title: 'Adresse, contact et horaires',
    more: 'Conseillers, services et stock de la concession',
    mapLabel: (name: string) => `Carte : ${name}`,
  },
  employees: {
    /** Titles when the editor gave none. */
    cardsTitle: 'Vos conseillers',
    listTitle: (location: string) => `L’équipe de ${location}`,
    /** The list's groups, read from the job titles. */
    departments: {
      sales: 'Direction des ventes',
      afterSales: 'Service après-vente',
      business: 'Entreprises, flottes et location',
      advice: 'Conseil et vente',
    },
  },
}
