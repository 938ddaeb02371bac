import { z } from 'zod'
import {
  multiFilterKeySchema,
  multiFilterKeys,
  multiFilters,
  rangeFilterKeySchema,
  rangeFilterKeys,
  rangeFilters,
  type FilterKey,
  type StockQuery,
  type StockSort,
} from '../../../client/domain/stock-search.ts'
import type { SqlParam } from './d1.ts'

/**
 * Where every count, facet and range of a search reads: the covering index of the searched
 * columns (worker/db/migrations/0008_stock_search_scale.sql), never the table, whose rows carry
 * the displayed JSON. Named, not left to the planner: without statistics (D1 keeps none unless
 * asked) SQLite took a range index for "selective" and read a row per vehicle.
 */
export const SEARCH_FROM = 'vehicles v INDEXED BY vehicles_search'

/** The statuses a search shows (every one but `sold`, the table's CHECK). */
export const ON_SALE = ['available', 'reserved'] as const

/**
 * SQL for the stock search. Column names and sort orders come from fixed maps below, never from
 * the request; every value from the request is a bound parameter.
 */

/** Each filter's column, from the filter tables (client/domain/stock-search.ts). */
export const multiColumns = z
  .record(multiFilterKeySchema, z.string())
  .parse(Object.fromEntries(multiFilterKeys.map((key) => [key, multiFilters[key].column])))

export const rangeColumns = z
  .record(rangeFilterKeySchema, z.string())
  .parse(Object.fromEntries(rangeFilterKeys.map((key) => [key, rangeFilters[key].column])))

const sortOrders = {
  price_asc: 'v.price ASC, v.id ASC',
  price_desc: 'v.price DESC, v.id ASC',
  mileage_asc: 'v.mileage ASC, v.id ASC',
  mileage_desc: 'v.mileage DESC, v.id ASC',
  year_asc: 'v.year ASC, v.id ASC',
  year_desc: 'v.year DESC, v.id ASC',
} as const satisfies Record<StockSort, string>

/** One filter's condition, tagged with the facet it belongs to. */
export interface Clause {
  facet: FilterKey
  sql: string
  params: SqlParam[]
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/**
 * The conditions of a query. Brand and model form one grouped filter: a ticked brand without
 * ticked models means the whole brand; once models of a brand are ticked, only those count.
 */
export function filterClauses(query: StockQuery): Clause[] {
  const clauses: Clause[] = []
  const pairs = query.model.map((value) => {
    const [brand = '', model = ''] = value.split('.')
    return [brand, model] as const
  })
  const brandsWithModels = new Set(pairs.map(([brand]) => brand))
  const wholeBrands = query.brand.filter((brand) => !brandsWithModels.has(brand))
  if (wholeBrands.length > 0 || pairs.length > 0) {
    const parts = [
      ...(wholeBrands.length > 0 ? [`v.brand IN (${placeholders(wholeBrands.length)})`] : []),
      ...pairs.map(() => '(v.brand = ? AND v.model = ?)'),
    ]
    clauses.push({
      facet: 'brand_model',
      sql: `(${parts.join(' OR ')})`,
      params: [...wholeBrands, ...pairs.flat()],
    })
  }
  for (const key of multiFilterKeys) {
    const values = query[key]
    if (values.length > 0) {
      clauses.push({
        facet: key,
        sql: `v.${multiColumns[key]} IN (${placeholders(values.length)})`,
        params: [...values],
      })
    }
  }
  for (const key of rangeFilterKeys) {
    const { min, max } = query[key]
    if (min !== undefined)
      clauses.push({ facet: key, sql: `v.${rangeColumns[key]} >= ?`, params: [min] })
    if (max !== undefined)
      clauses.push({ facet: key, sql: `v.${rangeColumns[key]} <= ?`, params: [max] })
  }
  if (query.vat_reportable)
    clauses.push({ facet: 'vat_reportable', sql: 'v.vat_reportable = 1', params: [] })
  return clauses
}

/**
 * WHERE clause over vehicles on sale, leaving out the clauses of `except`: a facet's counts
 * ignore that facet's own selection. The statuses on sale are listed (not `!= 'sold'`) so the
 * search index, led by status then brand, is sought rather than scanned.
 */
export function whereSql(
  clauses: readonly Clause[],
  except?: FilterKey
): { sql: string; params: SqlParam[] } {
  const kept = clauses.filter((clause) => clause.facet !== except)
  return {
    sql: [
      `v.status IN (${ON_SALE.map((status) => `'${status}'`).join(', ')})`,
      ...kept.map((clause) => clause.sql),
    ].join(' AND '),
    params: kept.flatMap((clause) => clause.params),
  }
}

export function orderSql(sort: StockSort): string {
  return sortOrders[sort]
}

/** Each sort's column and direction, for the unfiltered page below. */
const sortKeys = {
  price_asc: ['price', 'ASC'],
  price_desc: ['price', 'DESC'],
  mileage_asc: ['mileage', 'ASC'],
  mileage_desc: ['mileage', 'DESC'],
  year_asc: ['year', 'ASC'],
  year_desc: ['year', 'DESC'],
} as const satisfies Record<StockSort, readonly [string, 'ASC' | 'DESC']>

/**
 * The ids of one page of the whole stock on sale (no filter). Sorting every vehicle on sale to keep 24 grew with the stock (50k: 11 ms of the 14):
 * instead each status on sale walks its `(status, column, id)` index (migration 0002) in the
 * sort's order and stops after `offset + limit` entries, and only those are merged. Two terms in
 * the compound SELECT (D1 limits their number).
 */
export function unfilteredPageSql(
  sort: StockSort,
  limit: number,
  offset: number
): { sql: string; params: SqlParam[] } {
  const [column, direction] = sortKeys[sort]
  const term = (status: string) =>
    `SELECT id, k FROM (SELECT v.id AS id, v.${column} AS k FROM vehicles v WHERE v.status = '${status}' ORDER BY v.${column} ${direction}, v.id ASC LIMIT ?)`
  return {
    sql: `${ON_SALE.map(term).join(' UNION ALL ')} ORDER BY k ${direction}, id ASC LIMIT ? OFFSET ?`,
    params: [...ON_SALE.map(() => offset + limit), limit, offset],
  }
}
