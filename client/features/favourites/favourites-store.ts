import { createPersistedList, type SavedVehicle } from './persisted-list.ts'

/** The visitor's favourites: one list per browser, shared by every tab. */
export const favouritesList = createPersistedList('dealer:favourites')
export const favouritesState = favouritesList.state

/** Adds or removes a vehicle; returns whether it is a favourite afterwards. */
export function toggleFavourite(vehicle: SavedVehicle): boolean {
  const present = favouritesState.items.some((item) => item.id === vehicle.id)
  favouritesState.items = present
    ? favouritesState.items.filter((item) => item.id !== vehicle.id)
    : [...favouritesState.items, vehicle]
  return !present
}

/** Drops the vehicles the stock no longer has (sold or withdrawn); returns how many left. */
export function pruneFavourites(missing: readonly number[]): number {
  const before = favouritesState.items.length
  favouritesState.items = favouritesState.items.filter((item) => !missing.includes(item.id))
  return before - favouritesState.items.length
}
