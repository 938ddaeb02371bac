import { useEffect } from 'react'
import { track } from '../../features/analytics/events.ts'
// The calculator is this page's content, hydrated with it: not through the lease offer's slot.
// eslint-disable-next-line framework/no-eager-slot
import { LeaseCalculator } from '../../features/lease-calculator/lease-calculator.tsx'
import { LazyVehicleActions } from '../../features/stock/lazy-vehicle-actions.tsx'
import {
  type LeaseInput,
  type LeaseVehicle,
  stockLeaseChoices,
} from '../../features/lease-calculator/lease-input.ts'
import { useFormats } from '../../locale/format.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { leaseCalculatorPageMessages } from '../../locale/messages/lease-calculator-page.ts'
import { Link } from '../../../framework/router/link.tsx'
import { href } from '../../routes/href.ts'
import type { PageProps } from '../page-props.ts'
import './page.css'

export interface LeaseCalculatorPageData {
  vehicle: LeaseVehicle
  /** The configuration read from the query (defaults when there is none). */
  input: LeaseInput
  /** Site configuration "lease CO2 on" (spec §1). */
  showCo2: boolean
}

/** `/stock/{vehicle}/lease-calculator` and its brand variant. */
export function Page({ data }: PageProps<LeaseCalculatorPageData>) {
  const { vehicle } = data
  const text = useMessages(leaseCalculatorPageMessages)
  const format = useFormats()
  const language = useLanguage()
  const tool = {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicle.title,
    images: [vehicle.image],
    // Kept with a favourite, so a later drop shows ("Prix baissé").
    price: { purchase: { amount: vehicle.priceInclVat } },
  }
  const vehicleHref = href('stock-vehicle', { vehicle: vehicle.slug }, language)
  useEffect(() => {
    track('view_vehicle_lease_calculator', { vehicle: { id: vehicle.id } })
  }, [vehicle.id])
  return (
    <div className="container lease-page">
      <p className="lease-page__back">
        <Link href={vehicleHref}>{text.back}</Link>
      </p>
      <header className="lease-page__header">
        <img
          src={vehicle.image.url}
          width={vehicle.image.width}
          height={vehicle.image.height}
          alt={vehicle.image.alt}
          className="lease-page__image"
        />
        <div>
          <h1>
            {text.title}
            <span className="lease-page__vehicle">
              <Link href={vehicleHref}>
                {vehicle.title} {vehicle.trim}
              </Link>
            </span>
          </h1>
          <p>{text.price(format.price(vehicle.priceInclVat), vehicle.fuel)}</p>
          <div className="lease-page__actions">
            {/* As on the vehicle's page: shown once the app runs, their code after hydration. */}
            <LazyVehicleActions vehicle={tool} />
          </div>
        </div>
      </header>
      <LeaseCalculator
        key={vehicle.id}
        vehicle={vehicle}
        choices={stockLeaseChoices(vehicle)}
        initial={data.input}
        showCo2={data.showCo2}
        request={{
          href: (query) =>
            href('stock-vehicle-interest', { vehicle: vehicle.slug }, query, language),
          label: text.request,
        }}
      />
    </div>
  )
}
