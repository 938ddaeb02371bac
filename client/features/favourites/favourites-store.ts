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

/**
 * The price a favourite was kept at, for favourites kept before prices were: their current
 * price becomes the one a later drop is measured from.
 */
export function rememberPrices(current: readonly { id: number; price: number }[]): void {
  const byId = new Map(current.map((vehicle) => [vehicle.id, vehicle.price]))
  if (!favouritesState.items.some((item) => item.price == null && byId.has(item.id))) return
  favouritesState.items = favouritesState.items.map((item) =>
    item.price == null && byId.has(item.id) ? { ...item, price: byId.get(item.id) ?? null } : item
  )
}

/** The price a favourite was kept at, when the stock's price is lower now ("Prix baissé"). */
export function priceDropOf(
  items: readonly { id: number; price?: number | null }[],
  vehicle: { id: number; price: { purchase: { amount: number } } }
): number | null {
  const kept = items.find((item) => item.id === vehicle.id)?.price
  return kept != null && vehicle.price.purchase.amount < kept ? kept : null
}
