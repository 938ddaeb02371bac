import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'
import { CompareButton } from '../compare/compare-button.tsx'
import { FavouriteButton } from '../favourites/favourite-button.tsx'

/** The heart and "Comparer" of a vehicle, for the card's actions slot and the detail page. */
export function VehicleActions({ vehicle }: { vehicle: VehicleCardData }) {
  return (
    <>
      <FavouriteButton vehicle={vehicle} />
      <CompareButton vehicle={vehicle} />
    </>
  )
}
