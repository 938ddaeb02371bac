import type { BlockPropsOf } from '../block-modules.ts'
import { LazyVehicleActions } from '../../features/stock/lazy-vehicle-actions.tsx'
import { VehicleCard } from '../../features/vehicle-card/vehicle-card.tsx'
import { useFormats } from '../../locale/format.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockPreviewMessages } from '../../locale/messages/stock-preview.ts'
import { Link } from '../../navigation/link.tsx'
import './block.css'

/** A row of vehicles from an editor's preset, with a link to the same search in the stock. */
export function Block({ block, data }: BlockPropsOf<'stock_preview'>) {
  const text = useMessages(stockPreviewMessages)
  const format = useFormats()
  // Without data (stock unavailable) or without vehicles the block has nothing to show.
  if (!data || data.vehicles.length === 0) return null
  const title = block.title || text.title
  const label =
    block.link_label || (data.total < 2 ? text.one : text.all(format.vehicleCount(data.total)))
  return (
    <section className="stock-preview container" aria-label={title}>
      <div className="stock-preview__head">
        <h2>{title}</h2>
        <Link href={data.href} className="stock-preview__all">
          {label}
        </Link>
      </div>
      <ul className="stock-preview__row">
        {data.vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard
              vehicle={vehicle}
              listName="stock_preview"
              actions={<LazyVehicleActions vehicle={vehicle} />}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
