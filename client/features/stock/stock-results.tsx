import type { ReactNode } from 'react'
import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'
import { Link } from '../../../framework/router/link.tsx'
import { VehicleCard } from '../vehicle-card/vehicle-card.tsx'
import { lazyVehicleActions } from './lazy-vehicle-actions.tsx'
import { Pagination } from './pagination.tsx'
import { pageHref } from './url-state.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

/** Cards above the fold on a phone and a desktop: their pictures load first (LCP). */
const EAGER_CARDS = 3

/** The result list: cards, an empty state, and the pages. */
export function StockResults({
  vehicles,
  pagination,
  basePath,
  search,
  cardActions = lazyVehicleActions,
}: {
  vehicles: VehicleCardData[]
  pagination: { page: number; total: number; totalPages: number }
  basePath: string
  search: string
  cardActions?: (vehicle: VehicleCardData) => ReactNode
}) {
  const text = useMessages(stockOverviewMessages)
  const { page, total, totalPages } = pagination
  if (vehicles.length === 0) {
    return (
      <div className="stock-results__empty">
        {total > 0 && page > totalPages ? (
          <>
            <p>
              {text.results.noSuchPage.before}
              {totalPages}
              {text.results.noSuchPage.after}
            </p>
            <Link href={pageHref(basePath, search, totalPages)}>{text.results.lastPage}</Link>
          </>
        ) : (
          <>
            <p>{text.results.none}</p>
            <p>
              {text.results.widen.before}
              <Link href={basePath}>{text.results.widen.link}</Link>
              {text.results.widen.after}
            </p>
          </>
        )}
      </div>
    )
  }
  return (
    <>
      <ul className="stock-results__grid">
        {vehicles.map((vehicle, index) => (
          <li key={vehicle.id}>
            <VehicleCard
              vehicle={vehicle}
              priority={index < EAGER_CARDS}
              listName="stock_overview"
              actions={cardActions?.(vehicle)}
            />
          </li>
        ))}
      </ul>
      <Pagination basePath={basePath} search={search} page={page} totalPages={totalPages} />
    </>
  )
}
