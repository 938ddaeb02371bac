import { SimilarRow } from '../../features/similar-vehicles/similar-vehicles-slot.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { similarVehiclesMessages } from '../../locale/messages/similar-vehicles.ts'
import { pageHref } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import type { SoldVehicle } from '../../domain/vehicle.ts'
import type { VehicleCardData } from '../../features/vehicle-card/vehicle-card-data.ts'

/** A vehicle that was sold (the page answers 410). */
export interface SoldVehicleData {
  state: 'sold'
  vehicle: SoldVehicle
  /** Up to six vehicles like it, on sale. */
  similar: VehicleCardData[]
  /** The stock search of its brand and model. */
  searchHref: string
}

/**
 * The page of a vehicle that was sold (answered with 410): it says so, leads to the stock of the
 * same brand and model, and shows the vehicles like it. Links from elsewhere (a marketplace, a
 * message, a search engine) end here rather than on "not found".
 */
export function SoldVehiclePage({ data }: { data: SoldVehicleData }) {
  const { vehicle, similar, searchHref } = data
  const text = useMessages(similarVehiclesMessages).sold
  const language = useLanguage()
  const name = `${vehicle.title} ${vehicle.trim}`
  return (
    <article className="vehicle-detail vehicle-sold container" data-testid="vehicle-sold">
      <header className="vehicle-sold__header">
        <p className="vehicle-detail__category">{text.eyebrow}</p>
        <h1>{text.title(name)}</h1>
        <p>{text.text}</p>
        <div className="vehicle-sold__actions">
          <Button
            to={searchHref}
            label={text.search(`${vehicle.brand.name} ${vehicle.model.name}`)}
            variant="primary"
            size="large"
          />
          <Button to={pageHref('stock', language)} label={text.allStock} variant="secondary" />
        </div>
      </header>
      <SimilarRow vehicles={similar} vehicleId={vehicle.id} />
    </article>
  )
}
