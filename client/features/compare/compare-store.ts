import { createPersistedList, type SavedVehicle } from '../favourites/persisted-list.ts'
import { addVehicle, moveVehicle } from './compare-rules.ts'

/** The compare selection: one per browser, shared by every tab. */
export const compareList = createPersistedList('dealer:compare')
export const compareState = compareList.state

/** Adds a vehicle; returns false when the selection is full (the caller shows the message). */
export function addToCompare(vehicle: SavedVehicle): boolean {
  const result = addVehicle(compareState.items, vehicle)
  if (!result.ok) return false
  compareState.items = result.items
  return true
}

export function removeFromCompare(id: number): void {
  compareState.items = compareState.items.filter((item) => item.id !== id)
}

export function moveInCompare(id: number, step: -1 | 1): void {
  compareState.items = moveVehicle(compareState.items, id, step)
}

/** Drops the vehicles the stock no longer has; returns how many left. */
export function pruneCompare(missing: readonly number[]): number {
  const before = compareState.items.length
  compareState.items = compareState.items.filter((item) => !missing.includes(item.id))
  return before - compareState.items.length
}
