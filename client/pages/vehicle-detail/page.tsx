import { type Language } from '../../locale/language.ts'
import { langOf } from '../../locale/lang-of.ts'
import { useEffect, useMemo } from 'react'
import type { Closure, Department, Location } from '../../domain/location.ts'
import type { Vehicle } from '../../domain/vehicle.ts'
import { leaseFromConfiguration } from '../../config/lease-config.ts'
import { lazySlot, prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import { Gallery } from '../../features/gallery/gallery.tsx'
import type { WeekRow } from '../../features/opening-hours/format-week.ts'
import { trackStockEvent, vehicleAnalytics } from '../../features/stock/analytics.ts'
import { DealershipHours } from '../../features/stock/dealership-hours.tsx'
import { LazyVehicleActions } from '../../features/stock/lazy-vehicle-actions.tsx'
import { VehicleSpecs } from '../../features/stock/vehicle-specs.tsx'
import { formatPhone, telHref } from '../../locale/format.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { useFormats } from '../../locale/format.ts'
import { usePriceSuffix } from '../../locale/price-suffix.ts'
import { vehicleDetailMessages } from '../../locale/messages/vehicle-detail.ts'
import { Link } from '../../../framework/router/link.tsx'
import { href } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icons.tsx'
import type { PageProps } from '../page-props.ts'
import {
  SimilarRow,
  similarVehiclesModulePath,
  similarVehiclesSlot,
} from '../../features/similar-vehicles/similar-vehicles-slot.tsx'
import type { VehicleCardData } from '../../features/vehicle-card/vehicle-card-data.ts'
import { ShareRow, shareModulePath, shareSlot } from '../../features/share/share-slot.tsx'
import type {
  SoldVehicleData,
  SoldVehiclePage as SoldVehiclePageComponent,
} from './sold-vehicle.tsx'

import './vehicle-detail.css'
// The follow form's looks, with the page: its code comes later (a lazy slot), or never.
import '../../features/alerts/alert-form.css'

export type { SoldVehicleData }

/** "Suivre ce véhicule": a plain POST form, live before its code (client/features/alerts/). */
const alertForm = lazySlot(() =>
  import('../../features/alerts/alert-form.tsx').then((module) => module.AlertForm)
)

/** A sold vehicle's page: a chunk of its own, which only the pages of sold vehicles load. */
let SoldVehiclePage: typeof SoldVehiclePageComponent | null = null
const SOLD_VEHICLE_PATH = 'client/pages/vehicle-detail/sold-vehicle.tsx'

/** The similar vehicles' code before rendering, except on the first hydration (see lazySlot). */
export async function prepare(
  data: VehicleDetailData,
  options: { initial: boolean } = { initial: false }
): Promise<void> {
  await Promise.all([
    prepareSlots(options, similarVehiclesSlot, shareSlot, alertForm),
    data.state === 'sold' && !SoldVehiclePage
      ? import('./sold-vehicle.tsx').then((module) => {
          SoldVehiclePage = module.SoldVehiclePage
        })
      : null,
  ])
}

/** The sold page's chunk, preloaded with the document of a sold vehicle's page. */
export function modulePaths(data: VehicleDetailData): string[] {
  return data.state === 'sold' ? [SOLD_VEHICLE_PATH] : []
}

/** The similar vehicles' and the share row's styles, linked from the first paint (code comes later). */
export function styleModulePaths(): string[] {
  return [similarVehiclesModulePath, shareModulePath]
}

/** What the page shows of the vehicle's dealership. */
export interface VehicleDealership {
  slug: string
  name: string
  address: Location['address']
  phone: string
  email: string
  showroom: Department
  week: WeekRow[]
  closures: Closure[]
}

/** A vehicle on sale (available or reserved). */
export interface VehicleOnSaleData {
  state: 'on-sale'
  vehicle: Vehicle
  dealership: VehicleDealership | null
  basePath: string
  /** Up to six vehicles like it, best first (one stock query). */
  similar: VehicleCardData[]
  /** The page's address and title for the share row. */
  share: { url: string; title: string }
}

export type VehicleDetailData = VehicleOnSaleData | SoldVehicleData

/** The vehicle's interest, test-drive and lease-calculator pages. */
const subPages = {
  interest: 'stock-vehicle-interest',
  'test-drive': 'stock-vehicle-test-drive',
  'lease-calculator': 'stock-vehicle-lease-calculator',
} as const

function subPage(slug: string, key: keyof typeof subPages, language: Language): string {
  return href(subPages[key], { vehicle: slug }, language)
}

/** A vehicle's page: on sale, or the page that says it was sold. */
export function Page({ data, params }: PageProps<VehicleDetailData>) {
  // `prepare` loaded the sold page's code before any render of a sold vehicle.
  if (data.state === 'sold') return SoldVehiclePage ? <SoldVehiclePage data={data} /> : null
  return <VehicleOnSale data={data} params={params} />
}

/** Spec §2 vehicle detail: gallery, pricing, equipment, the dealership with its hours, forms. */
function VehicleOnSale({ data }: PageProps<VehicleOnSaleData>) {
  const { vehicle, dealership } = data
  const { purchase, leaseFrom } = vehicle.price
  const { attributes } = vehicle
  const text = useMessages(vehicleDetailMessages)
  const format = useFormats()
  const suffix = usePriceSuffix()
  const language = useLanguage()
  // "Suivre ce véhicule": one element per vehicle (see `lazySlot`).
  const followForm = useMemo(
    () => <alertForm.Slot subject={{ kind: 'vehicle', vehicleId: vehicle.id }} />,
    [vehicle.id]
  )

  useEffect(() => {
    trackStockEvent('view_vehicle_detail', vehicleAnalytics(vehicle))
  }, [vehicle])

  return (
    <article className="vehicle-detail container">
      <header className="vehicle-detail__header">
        <p className="vehicle-detail__category">{vehicle.category.label}</p>
        {vehicle.status === 'reserved' && (
          <>
            {' '}
            <span
              className="reserved-badge vehicle-detail__reserved-badge"
              data-testid="reserved-badge"
            >
              {text.reservedBadge}
            </span>
          </>
        )}
        <h1>
          {vehicle.title} <span className="vehicle-detail__trim">{vehicle.trim}</span>
        </h1>
        <p className="vehicle-detail__summary">
          {attributes.constructionYear} · {format.kilometres(attributes.mileage)} ·{' '}
          {vehicle.fuel.label} · {vehicle.transmissionType.label} · {format.power(attributes.power)}
        </p>
      </header>

      <div className="vehicle-detail__top">
        <Gallery images={vehicle.images} label={text.galleryLabel(vehicle.title)} />

        <aside className="vehicle-detail__pricing" aria-labelledby="vehicle-price-title">
          <h2 id="vehicle-price-title" className="visually-hidden">
            {text.pricingTitle}
          </h2>
          {purchase.beforeDiscount && (
            <p className="vehicle-detail__old-price">
              <span className="visually-hidden">{text.priceBeforeDiscount}</span>
              <s>{format.price(purchase.beforeDiscount.amount)}</s>
            </p>
          )}
          <p className="vehicle-detail__price">
            {purchase.beforeDiscount && (
              <span className="visually-hidden">{text.discountedPrice}</span>
            )}
            <strong>{format.price(purchase.amount)}</strong> <span>{suffix(purchase.suffix)}</span>
          </p>
          {purchase.beforeDiscount && (
            <p className="vehicle-detail__saving">
              {text.youSave}
              {format.price(purchase.beforeDiscount.amount - purchase.amount)}
            </p>
          )}
          {leaseFrom && (
            <p className="vehicle-detail__lease">
              <Link
                href={href(
                  'stock-vehicle-lease-calculator',
                  { vehicle: vehicle.slug },
                  {
                    duree: leaseFromConfiguration.durationMonths,
                    km: leaseFromConfiguration.annualMileageKm,
                    acompte: leaseFromConfiguration.deposit,
                  },
                  language
                )}
              >
                {text.leaseFrom}
                <strong>{format.price(leaseFrom.amount)}</strong>
                {text.leasePerMonth}
              </Link>{' '}
              <span className="vehicle-detail__lease-terms">
                {text.leaseTerms(
                  leaseFromConfiguration.durationMonths,
                  format.kilometres(leaseFromConfiguration.annualMileageKm)
                )}
              </span>
            </p>
          )}
          <p className="vehicle-detail__wltp">
            {text.consumption}
            {format.consumption(attributes.consumption)}
            <br />
            {text.co2Before}
            <sub>2</sub>
            {text.co2After}
            {format.co2(attributes.co2)}
          </p>
          {vehicle.status === 'reserved' && (
            <p className="vehicle-detail__reserved" role="note">
              {text.reserved}
            </p>
          )}
          <div className="vehicle-detail__tools">
            <LazyVehicleActions vehicle={vehicle} />
          </div>
          <div className="vehicle-detail__actions">
            <Button
              to={subPage(vehicle.slug, 'interest', language)}
              label={text.interested}
              fullWidth
            />
            <Button
              to={subPage(vehicle.slug, 'test-drive', language)}
              label={text.testDrive}
              variant="secondary"
              fullWidth
            />
            <Button
              to={subPage(vehicle.slug, 'lease-calculator', language)}
              label={text.leaseCalculator}
              variant="tertiary"
              fullWidth
            />
          </div>
          <ShareRow url={data.share.url} title={data.share.title} />
          {/* "Suivre ce véhicule": a mail when its price drops (a plain POST, no script). */}
          {followForm}
        </aside>
      </div>

      {vehicle.description && (
        <section className="vehicle-detail__section" aria-labelledby="vehicle-description">
          <h2 id="vehicle-description">{text.description}</h2>
          <p {...langOf(vehicle.textLanguage, language)}>{vehicle.description}</p>
        </section>
      )}

      <VehicleSpecs vehicle={vehicle} />

      {vehicle.equipment.length > 0 && (
        <section className="vehicle-detail__section" aria-labelledby="vehicle-equipment">
          <h2 id="vehicle-equipment">{text.equipment}</h2>
          <div className="vehicle-detail__equipment" {...langOf(vehicle.textLanguage, language)}>
            {vehicle.equipment.map((group) => (
              <div key={group.category}>
                <h3>{group.category}</h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={16} /> {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}

      <section className="vehicle-detail__section" aria-labelledby="vehicle-dealership">
        <h2 id="vehicle-dealership">{text.whereToSee}</h2>
        {dealership ? (
          <div className="vehicle-detail__dealership">
            <div>
              <h3>
                <Link href={href('locations-location', { location: dealership.slug }, language)}>
                  {dealership.name}
                </Link>
              </h3>
              <address>
                {dealership.address.street}
                <br />
                {dealership.address.postcode} {dealership.address.town}
              </address>
              <p>
                <a href={telHref(dealership.phone)}>
                  <Icon name="phone" size={16} /> {formatPhone(dealership.phone)}
                </a>
                <br />
                <a href={`mailto:${dealership.email}`}>
                  <Icon name="mail" size={16} /> {dealership.email}
                </a>
              </p>
            </div>
            <DealershipHours
              department={dealership.showroom}
              closures={dealership.closures}
              week={dealership.week}
              locationSlug={dealership.slug}
              vehicleId={vehicle.id}
            />
          </div>
        ) : (
          <p>{vehicle.location.name}</p>
        )}
      </section>

      <SimilarRow vehicles={data.similar} vehicleId={vehicle.id} />
    </article>
  )
}
