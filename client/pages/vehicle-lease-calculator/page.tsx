import { CompareButton } from '../../features/compare/compare-button.tsx'
import { FavouriteButton } from '../../features/favourites/favourite-button.tsx'
import { LeaseCalculator } from '../../features/lease-calculator/lease-calculator.tsx'
import type { LeaseInput, LeaseVehicle } from '../../features/lease-calculator/lease-input.ts'
import { formatPrice } from '../../locale/format.ts'
import { Link } from '../../navigation/link.tsx'
import type { PageProps } from '../page-modules.ts'
import './page.css'

export interface LeaseCalculatorPageData {
  vehicle: LeaseVehicle
  /** The configuration read from the query (defaults when there is none). */
  input: LeaseInput
  /** Site configuration "lease CO2 on" (spec §1). */
  showCo2: boolean
}

/** `/stock/{vehicle}/lease-calculator` and its brand variant. */
export function Page({ data, params }: PageProps<LeaseCalculatorPageData>) {
  const { vehicle } = data
  const base = params.brand ? `/${params.brand}/stock/${vehicle.slug}` : `/stock/${vehicle.slug}`
  const tool = { id: vehicle.id, slug: vehicle.slug, title: vehicle.title, images: [vehicle.image] }
  return (
    <div className="container lease-page">
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
            Calculateur de leasing
            <span className="lease-page__vehicle">
              {vehicle.title} {vehicle.trim}
            </span>
          </h1>
          <p>
            Prix du véhicule : {formatPrice(vehicle.priceInclVat)} TVAC · {vehicle.fuel}
          </p>
          <div className="lease-page__actions">
            <FavouriteButton vehicle={tool} />
            <CompareButton vehicle={tool} />
            <Link href={base}>Voir le véhicule</Link>
            <Link href={`${base}/${params.brand ? 'interest' : 'interessee'}`}>
              Demander une offre de leasing
            </Link>
          </div>
        </div>
      </header>
      <LeaseCalculator
        key={vehicle.id}
        vehicle={vehicle}
        initial={data.input}
        showCo2={data.showCo2}
      />
    </div>
  )
}
