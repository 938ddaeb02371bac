import type { SavedVehicle } from '../favourites/persisted-list.ts'

/** Spec §9: at most 6 vehicles, at least 2 to compare. */
export const COMPARE_MAX = 6
export const COMPARE_MIN = 2

export type AddResult = { ok: true; items: SavedVehicle[] } | { ok: false; reason: 'limit' }

/** Adds a vehicle at the end; adding one already there changes nothing; a seventh is refused. */
export function addVehicle(items: readonly SavedVehicle[], vehicle: SavedVehicle): AddResult {
  if (items.some((item) => item.id === vehicle.id)) return { ok: true, items: [...items] }
  if (items.length >= COMPARE_MAX) return { ok: false, reason: 'limit' }
  return { ok: true, items: [...items, vehicle] }
}

/** Moves a vehicle one place left (-1) or right (+1); at either end nothing moves. */
export function moveVehicle(
  items: readonly SavedVehicle[],
  id: number,
  step: -1 | 1
): SavedVehicle[] {
  const from = items.findIndex((item) => item.id === id)
  const to = from + step
  if (from < 0 || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  ;[next[from], next[to]] = [next[to]!, next[from]!]
  return next
}
