/**
 * The similar vehicles' row and a sold vehicle's page in French (client/features/similar-vehicles,
 * client/pages/vehicle-detail).
 */
export default {
  title: 'Véhicules similaires',
  sold: {
    eyebrow: 'Véhicule vendu',
    title: (name: string) => `Ce ${name} a été vendu`,
    text: 'Il a trouvé preneur. Voici des véhicules qui lui ressemblent, disponibles chez nous dès maintenant.',
    search: (model: string) => `Voir tous les ${model} en stock`,
    allStock: 'Tout notre stock',
  },
}
