import {
  multiFilterKeys,
  multiFilters,
  rangeFilterKeys,
  rangeFilters,
  type FilterKey,
  type StockQuery,
} from '../../client/domain/stock-search.ts'
import type { VehicleSummary } from '../../client/domain/vehicle.ts'

/**
 * Whether a vehicle can show in a stock search's answer, in its results or in one of its facet
 * counts. The stock API counts every facet over the vehicles matching all the *other* filters
 * (docs/stock-api.md), so a vehicle that misses exactly one filter of the search still counts in
 * that filter's facet (ticking "Diesel" keeps showing how many "Essence" there are). A vehicle
 * that misses two filters or more is in no part of the answer: changing it, or selling it, leaves
 * the search as it was. Sold vehicles show nowhere.
 *
 * @example
 * reachesSearch({ ...emptyStockQuery(), brand: ['ford'] }, kia) // true: it counts in the brand facet
 * reachesSearch({ ...emptyStockQuery(), brand: ['ford'], fuel: ['diesel'] }, petrolKia) // false
 */
export function reachesSearch(query: StockQuery, vehicle: VehicleSummary): boolean {
  if (vehicle.status === 'sold') return false
  return missedFilters(query, vehicle).length <= 1
}

/** The filters of `query` (one entry per facet) that `vehicle` does not pass. */
export function missedFilters(query: StockQuery, vehicle: VehicleSummary): FilterKey[] {
  const missed: FilterKey[] = []
  const list = (key: FilterKey, selected: readonly (string | number)[], value: string | number) => {
    if (selected.length > 0 && !selected.includes(value)) missed.push(key)
  }
  const range = (key: FilterKey, bounds: { min?: number; max?: number }, value: number) => {
    if (
      (bounds.min !== undefined && value < bounds.min) ||
      (bounds.max !== undefined && value > bounds.max)
    )
      missed.push(key)
  }
  if (query.brand.length > 0 || query.model.length > 0) {
    // One grouped filter (worker/local-services/stock/search-sql.ts): a ticked brand means the
    // whole brand unless models of it are ticked too.
    const brandsWithModels = new Set(query.model.map((model) => model.split('.')[0]))
    const brand = vehicle.brand.slug
    const passes =
      query.model.includes(`${brand}.${vehicle.model.slug}`) ||
      (query.brand.some((slug) => slug === brand) && !brandsWithModels.has(brand))
    if (!passes) missed.push('brand_model')
  }
  for (const key of multiFilterKeys) list(key, query[key], multiFilters[key].of(vehicle))
  for (const key of rangeFilterKeys) range(key, query[key], rangeFilters[key].of(vehicle))
  if (query.vat_reportable && !vehicle.vatReportable) missed.push('vat_reportable')
  return missed
}
