import type { ReactNode } from 'react'
import type { VehicleCardData } from '../vehicle-card/vehicle-card-data.ts'
import { formatNumber } from '../../locale/format.ts'
import { Link } from '../../navigation/link.tsx'
import { VehicleCard } from '../vehicle-card/vehicle-card.tsx'
import { lazyVehicleActions } from './lazy-vehicle-actions.tsx'
import { Pagination } from './pagination.tsx'
import { pageHref } from './url-state.ts'

/** Cards above the fold on a phone and a desktop: their pictures load first (LCP). */
const EAGER_CARDS = 3

export function vehicleCountText(total: number): string {
  if (total === 0) return 'Aucun véhicule'
  return `${formatNumber(total)} véhicule${total > 1 ? 's' : ''}`
}

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
  const { page, total, totalPages } = pagination
  if (vehicles.length === 0) {
    return (
      <div className="stock-results__empty">
        {total > 0 && page > totalPages ? (
          <>
            <p>Cette page de résultats n’existe pas : la recherche compte {totalPages} pages.</p>
            <Link href={pageHref(basePath, search, totalPages)}>Aller à la dernière page</Link>
          </>
        ) : (
          <>
            <p>Aucun véhicule ne correspond à votre recherche.</p>
            <p>
              Élargissez vos critères ou <Link href={basePath}>affichez tout le stock</Link>.
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
