import type { FilterKey, StockQuery } from '../../client/domain/stock-search.ts'
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
  const { attributes } = vehicle
  const missed: FilterKey[] = []
  const list = <T>(key: FilterKey, selected: readonly T[], value: T) => {
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
  list('fuel', query.fuel, vehicle.fuel.code)
  list('transmission', query.transmission, vehicle.transmissionType.code)
  list('location', query.location, vehicle.location.slug)
  list('body_style', query.body_style, vehicle.bodyStyle.code)
  list('category', query.category, vehicle.category.code)
  list('exterior_color', query.exterior_color, attributes.exteriorColor.code)
  list('interior_color', query.interior_color, attributes.interiorColor.code)
  list('driven_axles', query.driven_axles, attributes.drivenAxles.code)
  list('emissions_class', query.emissions_class, attributes.emissionsClass.code)
  list('interior_material', query.interior_material, attributes.interiorMaterial.code)
  list('seats', query.seats, attributes.seats)
  list('doors', query.doors, attributes.doors)
  range('price', query.price, vehicle.price.purchase.amount)
  range('mileage', query.mileage, attributes.mileage)
  range('year', query.year, attributes.constructionYear)
  range('power', query.power, attributes.power.hp)
  range('weight', query.weight, attributes.maxWeightKg)
  if (query.vat_reportable && !vehicle.vatReportable) missed.push('vat_reportable')
  return missed
}
