import type { ReactNode } from 'react'
import { Link } from '../../../framework/router/link.tsx'
import type { VehicleCardData } from './vehicle-card-data.ts'
import { trackStockEvent, vehicleAnalytics } from '../stock/analytics.ts'
import { vehiclePath } from '../../routes/href.ts'
import { useFormats } from '../../locale/format.ts'
import { usePriceSuffix } from '../../locale/price-suffix.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { vehicleCardMessages } from '../../locale/messages/vehicle-card.ts'
import { vehicleLabelsMessages } from '../../locale/messages/vehicle-labels.ts'
import './vehicle-card.css'

export interface VehicleCardProps {
  /** A vehicle summary, or its card data (`toCardData`). */
  vehicle: VehicleCardData
  /** Buttons over the card (favourite heart, compare), provided by those features. */
  actions?: ReactNode
  /** The heading level of the title in the page's outline (2 in a block without a title). */
  headingLevel?: 2 | 3
  /** Loads the picture eagerly: for the cards visible without scrolling (LCP). */
  priority?: boolean
  /** Where the card is shown, sent with the detail-link analytics event. */
  listName?: string
}

/**
 * A vehicle of the stock: main picture, brand + model, trim, key attributes, the price TVAC (with
 * the price before discount struck through) and, as EU car labelling asks, WLTP consumption and
 * CO2 next to the price. The title link is the card's one link; the whole card is clickable
 * through it (its ::after covers the card) while the action buttons stay above it.
 */
export function VehicleCard({
  vehicle,
  actions,
  headingLevel = 3,
  priority = false,
  listName,
}: VehicleCardProps) {
  const text = useMessages(vehicleCardMessages)
  const vocabulary = useMessages(vehicleLabelsMessages)
  const format = useFormats()
  const suffix = usePriceSuffix()
  const language = useLanguage()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = vehicle.images[0]
  const { purchase, leaseFrom } = vehicle.price
  const { attributes } = vehicle
  return (
    <article className="vehicle-card" data-vehicle-id={vehicle.id}>
      {image && (
        <div className="vehicle-card__media">
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
          <span className="vehicle-card__badge">{vocabulary.category[vehicle.category.code]}</span>
          {vehicle.status === 'reserved' && (
            <span className="reserved-badge vehicle-card__reserved" data-testid="reserved-badge">
              {text.reserved}
            </span>
          )}
        </div>
      )}
      <div className="vehicle-card__body">
        <Heading className="vehicle-card__title">
          <Link
            href={vehiclePath(vehicle.slug, language)}
            className="vehicle-card__link"
            onClick={() =>
              trackStockEvent('click_vehicle_more_details', {
                ...vehicleAnalytics(vehicle),
                ...(listName ? { list: listName } : {}),
              })
            }
          >
            {vehicle.title}
          </Link>
        </Heading>
        <p className="vehicle-card__trim">{vehicle.trim}</p>
        <dl className="vehicle-card__facts">
          <div>
            <dt>{text.mileage}</dt>
            <dd>{format.kilometres(attributes.mileage)}</dd>
          </div>
          <div>
            <dt>{text.year}</dt>
            <dd>{attributes.constructionYear}</dd>
          </div>
          <div>
            <dt>{text.fuel}</dt>
            <dd>{vocabulary.fuel[vehicle.fuel.code]}</dd>
          </div>
          <div>
            <dt>{text.transmission}</dt>
            <dd>{vocabulary.transmission[vehicle.transmissionType.code]}</dd>
          </div>
          <div>
            <dt>{text.power}</dt>
            <dd>{format.power(attributes.power)}</dd>
          </div>
        </dl>
        <div className="vehicle-card__pricing">
          {purchase.beforeDiscount && (
            <p className="vehicle-card__old-price">
              <span className="visually-hidden">{text.priceBeforeDiscount}</span>
              <s>{format.price(purchase.beforeDiscount.amount)}</s>
            </p>
          )}
          <p className="vehicle-card__price">
            {purchase.beforeDiscount && (
              <span className="visually-hidden">{text.discountedPrice}</span>
            )}
            <strong>{format.price(purchase.amount)}</strong> <span>{suffix(purchase.suffix)}</span>
          </p>
          {leaseFrom && (
            <p className="vehicle-card__lease">
              {text.lease.before}
              <strong>{format.price(leaseFrom.amount)}</strong>
              {text.lease.after}
            </p>
          )}
          <p className="vehicle-card__wltp">
            {text.wltp(format.consumption(attributes.consumption))}
            <sub>2</sub>
            {text.co2(format.co2(attributes.co2))}
          </p>
        </div>
        {actions && <div className="vehicle-card__actions">{actions}</div>}
      </div>
    </article>
  )
}
