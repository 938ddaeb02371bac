import { Suspense, lazy, useSyncExternalStore } from 'react'
import type { ToolVehicle } from '../favourites/favourite-button.tsx'
import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'

const VehicleActions = lazy(() =>
  import('./vehicle-actions.tsx').then((module) => ({ default: module.VehicleActions }))
)

const noSubscription = () => () => undefined

/**
 * The favourite and compare buttons, shown once the app runs. They only work with JavaScript
 * (the lists live in the browser), so the server renders none: no dead buttons without it, less
 * HTML on every stock page, and their code (with valtio) loads after the first paint instead of
 * counting against the first-load budget.
 */
export function LazyVehicleActions({ vehicle }: { vehicle: ToolVehicle }) {
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  )
  if (!running) return null
  return (
    <Suspense fallback={null}>
      <VehicleActions vehicle={vehicle} />
    </Suspense>
  )
}

/** `cardActions` for lists of vehicle cards. */
export function lazyVehicleActions(vehicle: VehicleCardData) {
  return <LazyVehicleActions vehicle={vehicle} />
}
