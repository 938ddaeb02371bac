/**
 * Price drops of favourites ("Prix baissé"): the favourites page's code only, kept out of the
 * heart button's module that every vehicle card loads.
 */
import { favouritesState } from './favourites-store.ts'

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
