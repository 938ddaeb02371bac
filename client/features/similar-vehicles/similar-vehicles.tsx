import { lazyVehicleActions } from '../stock/lazy-vehicle-actions.tsx'
import { VehicleCard } from '../vehicle-card/vehicle-card.tsx'
import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'
import { useMessages } from '../../locale/messages.ts'
import { similarVehiclesMessages } from '../../locale/messages/similar-vehicles.ts'
import './similar-vehicles.css'

export interface SimilarVehiclesProps {
  vehicles: readonly VehicleCardData[]
  /** The vehicle they are like, for analytics (`similar_{id}`). */
  vehicleId: number
}

/**
 * A row of up to six vehicles like the page's (the stock's order: the same model first, then
 * body style, fuel and price band). A horizontal scroller on a phone, a grid on wider screens;
 * nothing when the stock has none.
 */
export function SimilarVehicles({ vehicles, vehicleId }: SimilarVehiclesProps) {
  const text = useMessages(similarVehiclesMessages)
  if (vehicles.length === 0) return null
  return (
    <section className="similar-vehicles" aria-labelledby="similar-vehicles-title">
      <h2 id="similar-vehicles-title">{text.title}</h2>
      <ul className="similar-vehicles__list" data-testid="similar-vehicles">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard
              vehicle={vehicle}
              actions={lazyVehicleActions(vehicle)}
              listName={`similar_${vehicleId}`}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
