import { CompareButton } from '../compare/compare-button.tsx'
import { FavouriteButton, type ToolVehicle } from '../favourites/favourite-button.tsx'

/** The heart and "Comparer" of a vehicle, for the card's actions slot, the detail page and the lease calculator. */
export function VehicleActions({ vehicle }: { vehicle: ToolVehicle }) {
  return (
    <>
      <FavouriteButton vehicle={vehicle} />
      <CompareButton vehicle={vehicle} />
    </>
  )
}
