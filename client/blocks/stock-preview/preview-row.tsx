import { LazyVehicleActions } from '../../features/stock/lazy-vehicle-actions.tsx'
import type { VehicleCardData } from '../../features/vehicle-card/vehicle-card-data.ts'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'

/** The preview's cards: a chunk of their own, loaded by the block's slot (see `rowSlot`). */
export function PreviewRow({ vehicles }: { vehicles: VehicleCardData[] }) {
  return (
    <ul className="stock-preview__row">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            listName="stock_preview"
            actions={<LazyVehicleActions vehicle={vehicle} />}
          />
        </li>
      ))}
    </ul>
  )
}
