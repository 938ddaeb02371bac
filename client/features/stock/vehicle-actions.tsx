import type { VehicleSummary } from '../../domain/vehicle.ts'
import { CompareButton } from '../compare/compare-button.tsx'
import { FavouriteButton } from '../favourites/favourite-button.tsx'

/** The heart and "Comparer" of a vehicle, for the card's actions slot and the detail page. */
export function VehicleActions({ vehicle }: { vehicle: VehicleSummary }) {
  return (
    <>
      <FavouriteButton vehicle={vehicle} />
      <CompareButton vehicle={vehicle} />
    </>
  )
}

/** `cardActions` for lists of vehicle cards. */
export function vehicleActions(vehicle: VehicleSummary) {
  return <VehicleActions vehicle={vehicle} />
}
