import { useMemo } from 'react'
import { lazySlot } from '../../../framework/hydration/lazy-slot.tsx'
import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'

/**
 * The similar vehicles' row as a lazy slot (framework/hydration/lazy-slot.tsx): the server renders it in
 * full, the browser's first hydration keeps that HTML and loads the row's code (the vehicle card)
 * only once the page has hydrated, so the vehicle page's first-load JavaScript stays as it was.
 * A page showing it awaits `prepareSlots(options, similarVehiclesSlot)` in its `prepare`.
 */
export const similarVehiclesSlot = lazySlot(() =>
  import('./similar-vehicles.tsx').then((module) => module.SimilarVehicles)
)

/** The row's module, whose styles the document links from the first paint (styleModulePaths). */
export const similarVehiclesModulePath = 'client/features/similar-vehicles/similar-vehicles.tsx'

/**
 * The row in its slot, handed over as one memoized element: new props while its code loads would
 * make React drop the server's HTML. Nothing when there are no similar vehicles.
 */
export function SimilarRow({
  vehicles,
  vehicleId,
}: {
  vehicles: VehicleCardData[]
  vehicleId: number
}) {
  const { Slot } = similarVehiclesSlot
  return useMemo(
    () => (vehicles.length > 0 ? <Slot vehicles={vehicles} vehicleId={vehicleId} /> : null),
    [Slot, vehicles, vehicleId]
  )
}
