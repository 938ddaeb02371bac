/** The favourites' text in French (client/features/favourites). */
export default {
  /** Before the vehicle's title: the heart button's name. */
  add: 'Ajouter aux favoris : ',
  /** Spec §4: how many favourites were removed as unavailable. */
  removed: (count: number) =>
    count === 1
      ? '1 véhicule a été retiré de vos favoris car il n’est plus disponible.'
      : `${count} véhicules ont été retirés de vos favoris car ils ne sont plus disponibles.`,
}
