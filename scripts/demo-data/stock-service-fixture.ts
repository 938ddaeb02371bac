import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { FilterKey, StockQuery } from '../../client/domain/stock-search.ts'
import {
  createLocalStockService,
  type LocalStockServiceOptions,
} from '../../worker/local-services/stock/service.ts'
import { locations } from './locations.ts'
import { createNodeD1 } from './node-d1.ts'
import { generateStock } from './stock.ts'
import { stockSeedStatements } from './stock-sql.ts'
import type { GeneratedVehicle } from './stock-vehicles.ts'

/** The embedded stock service's tables: what `wrangler d1 migrations apply` gives a fresh D1. */
export const STOCK_MIGRATIONS = [
  '0002_stock.sql',
  '0007_stock_import.sql',
  '0008_stock_search_scale.sql',
  '0011_stock_search_index.sql',
] as const

export function applyStockMigrations(db: ReturnType<typeof createNodeD1>) {
  for (const file of STOCK_MIGRATIONS) {
    db.database.exec(
      readFileSync(resolve(import.meta.dirname, '../../worker/db/migrations', file), 'utf8')
    )
  }
}

/**
 * A local stock service over a fresh in-memory SQLite: the real migration, the real seed. Used by
 * the stock service tests (they live here because the unit config runs Node, which has SQLite)
 * and the stock search bench (`vehicleCount` vehicles generated the demo's way).
 */
export function createSeededStockService(
  options: LocalStockServiceOptions & { vehicleCount?: number } = {}
) {
  const db = createNodeD1()
  db.database.exec('PRAGMA foreign_keys = ON')
  applyStockMigrations(db)
  const stock = generateStock(options.vehicleCount)
  for (const statement of stockSeedStatements(stock, locations)) db.database.exec(statement)
  const app = createLocalStockService(options)
  const request = (path: string, init?: RequestInit) =>
    app.request(`http://stock.local.test${path}`, init, { DB: db })
  return { db, stock, app, request }
}

/**
 * An independent oracle for the search: the same filters written in plain JavaScript over the
 * generated vehicles, so SQL mistakes cannot hide behind SQL-computed expectations.
 */
export function matches(vehicle: GeneratedVehicle, query: StockQuery, except?: FilterKey): boolean {
  if (vehicle.status === 'sold') return false
  const inList = <T>(list: readonly T[], value: T, key: FilterKey) =>
    key === except || list.length === 0 || list.includes(value)
  const inRange = (range: { min?: number; max?: number }, value: number, key: FilterKey) =>
    key === except ||
    ((range.min === undefined || value >= range.min) &&
      (range.max === undefined || value <= range.max))
  if (except !== 'brand_model' && (query.brand.length > 0 || query.model.length > 0)) {
    const brandsWithModels = new Set(query.model.map((m) => m.split('.')[0]))
    const ok =
      query.model.includes(`${vehicle.brand}.${vehicle.model}`) ||
      (query.brand.some((brand) => brand === vehicle.brand) && !brandsWithModels.has(vehicle.brand))
    if (!ok) return false
  }
  return (
    inList(query.fuel, vehicle.fuel, 'fuel') &&
    inList(query.transmission, vehicle.transmission, 'transmission') &&
    inList(query.location, vehicle.location, 'location') &&
    inList(query.body_style, vehicle.bodyStyle, 'body_style') &&
    inList(query.category, vehicle.category, 'category') &&
    inList(query.exterior_color, vehicle.exteriorColor, 'exterior_color') &&
    inList(query.interior_color, vehicle.interiorColor, 'interior_color') &&
    inList(query.driven_axles, vehicle.drivenAxles, 'driven_axles') &&
    inList(query.emissions_class, vehicle.emissionsClass, 'emissions_class') &&
    inList(query.interior_material, vehicle.interiorMaterial, 'interior_material') &&
    inList(query.seats, vehicle.seats, 'seats') &&
    inList(query.doors, vehicle.doors, 'doors') &&
    inRange(query.price, vehicle.price, 'price') &&
    inRange(query.mileage, vehicle.mileage, 'mileage') &&
    inRange(query.year, vehicle.year, 'year') &&
    inRange(query.power, vehicle.hp, 'power') &&
    inRange(query.weight, vehicle.maxWeightKg, 'weight') &&
    (except === 'vat_reportable' || !query.vat_reportable || vehicle.vatReportable)
  )
}

/** Counts of `value(vehicle)` over the vehicles `keep` accepts. */
export function countBy(
  vehicles: readonly GeneratedVehicle[],
  keep: (v: GeneratedVehicle) => boolean,
  value: (v: GeneratedVehicle) => string | number
) {
  const counts = new Map<string, number>()
  for (const vehicle of vehicles)
    if (keep(vehicle))
      counts.set(String(value(vehicle)), (counts.get(String(value(vehicle))) ?? 0) + 1)
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1)))
}
