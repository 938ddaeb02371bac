import type fr from '../fr/favourites.ts'

/** The favourites' text in English (client/features/favourites). */
export default {
  /** Before the vehicle's title: the heart button's name. */
  add: 'Add to favourites: ',
  /** Spec §4: how many favourites were removed as unavailable. */
  removed: (count: number) =>
    count === 1
      ? '1 vehicle has been removed from your favourites because it is no longer available.'
      : `${count} vehicles have been removed from your favourites because they are no longer available.`,
} satisfies typeof fr
