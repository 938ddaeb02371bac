import { z } from 'zod'
import { brandSlugs } from '../../../client/domain/brand.ts'
import { vocabularyCodes } from '../../../client/domain/vehicle-vocabulary.ts'
import {
  multiFilterKeys,
  multiFilters,
  rangeFilterKeys,
  type MultiFilterKey,
  type StockQuery,
} from '../../../client/domain/stock-search.ts'
import {
  wireSearchResponseSchema,
  type WireFacetEntry,
  type WireSearchResponse,
} from '../../stock/contract.ts'
import type { StockDb, StockDbStatement } from './d1.ts'
import {
  multiColumns,
  ON_SALE,
  rangeColumns,
  SEARCH_FROM,
  whereSql,
  type Clause,
} from './search-sql.ts'

/**
 * Facet queries, the way a faceted search engine counts: every facet is counted over the
 * vehicles matching all the *other* filters, so ticking "Diesel" keeps showing how many
 * "Essence" there would be. All statements go to D1 in the caller's single batch.
 */

const countRow = z.object({
  value: z.union([z.string(), z.number()]).transform(String),
  label: z.string().optional(),
  count: z.number(),
})
const rangeRow = z.object({ min: z.number().nullable(), max: z.number().nullable() })
const vatRow = z.object({ count: z.number() })
const optionsSchema = wireSearchResponseSchema.shape.facets.shape.options
const rangesSchema = wireSearchResponseSchema.shape.ranges

export interface FacetPlan {
  statements: StockDbStatement[]
  read(results: readonly { results: unknown[] }[]): Pick<WireSearchResponse, 'facets' | 'ranges'>
}

/** Whether the search filters nothing but `except`: its facet counts the whole stock on sale. */
function wholeStock(clauses: readonly Clause[], except: Clause['facet']): boolean {
  return clauses.every((clause) => clause.facet === except)
}

/**
 * One facet's counts: over the whole stock, read from the counts the triggers keep
 * (migrations/0008); otherwise counted over the vehicles matching the other filters.
 */
function grouped(
  db: StockDb,
  clauses: readonly Clause[],
  except: Clause['facet'],
  facet: string,
  select: string,
  groupBy: string,
  labelled: boolean
) {
  if (wholeStock(clauses, except)) {
    return db
      .prepare(
        `SELECT value${labelled ? ', label' : ''}, count FROM vehicle_facet_counts WHERE facet = ? AND count > 0`
      )
      .bind(facet)
  }
  const where = whereSql(clauses, except)
  return db
    .prepare(
      `SELECT ${select}, COUNT(*) AS count FROM ${SEARCH_FROM} WHERE ${where.sql} GROUP BY ${groupBy}`
    )
    .bind(...where.params)
}

/**
 * A column's range over the whole stock on sale: each status's ends read from its
 * (status, column) index, never a scan.
 */
function wholeStockRange(column: string): string {
  const ends = (aggregate: 'MIN' | 'MAX') =>
    `(SELECT ${aggregate}(x) FROM (${ON_SALE.map(
      (status) => `SELECT ${aggregate}(${column}) AS x FROM vehicles WHERE status = '${status}'`
    ).join(' UNION ALL ')}))`
  return `SELECT ${ends('MIN')} AS min, ${ends('MAX')} AS max`
}

/** Vocabulary order for coded values, numeric order for seats/doors, then name order. */
function ordered(
  key: MultiFilterKey | 'brand' | 'model',
  entries: WireFacetEntry[]
): WireFacetEntry[] {
  const vocabulary = key === 'brand' || key === 'model' ? null : multiFilters[key].vocabulary
  const order: readonly string[] | null =
    key === 'brand' ? brandSlugs : vocabulary ? vocabularyCodes(vocabulary) : null
  return entries.sort((a, b) => {
    if (order) return order.indexOf(a.value) - order.indexOf(b.value)
    if (/^\d+$/.test(a.value) && /^\d+$/.test(b.value)) return Number(a.value) - Number(b.value)
    return (a.label ?? a.value).localeCompare(b.label ?? b.value, 'fr')
  })
}

/** A ticked value the other filters exclude still comes back, with 0, so it can be unticked. */
function withSelected(
  entries: WireFacetEntry[],
  selected: readonly (string | number)[]
): WireFacetEntry[] {
  const seen = new Set(entries.map((entry) => entry.value))
  return [
    ...entries,
    ...selected
      .map(String)
      .filter((value) => !seen.has(value))
      .map((value) => ({ value, count: 0 })),
  ]
}

export function planFacets(db: StockDb, query: StockQuery, clauses: readonly Clause[]): FacetPlan {
  const statements: StockDbStatement[] = [
    grouped(
      db,
      clauses,
      'brand_model',
      'brand',
      'v.brand AS value, v.brand_name AS label',
      'v.brand',
      true
    ),
    grouped(
      db,
      clauses,
      'brand_model',
      'model',
      "v.brand || '.' || v.model AS value, v.model_name AS label",
      'v.brand, v.model',
      true
    ),
    ...multiFilterKeys.map((key) => {
      const column = multiColumns[key]
      const labelled = key === 'location'
      const label = labelled ? ', v.location_name AS label' : ''
      return grouped(db, clauses, key, key, `v.${column} AS value${label}`, `v.${column}`, labelled)
    }),
    (() => {
      if (wholeStock(clauses, 'vat_reportable')) {
        return db.prepare(
          "SELECT count FROM vehicle_facet_counts WHERE facet = 'vat_reportable' AND value = '1'"
        )
      }
      const where = whereSql(clauses, 'vat_reportable')
      return db
        .prepare(
          `SELECT COUNT(*) AS count FROM ${SEARCH_FROM} WHERE ${where.sql} AND v.vat_reportable = 1`
        )
        .bind(...where.params)
    })(),
    ...rangeFilterKeys.map((key) => {
      if (wholeStock(clauses, key)) return db.prepare(wholeStockRange(rangeColumns[key]))
      const where = whereSql(clauses, key)
      const column = `v.${rangeColumns[key]}`
      return db
        .prepare(
          `SELECT MIN(${column}) AS min, MAX(${column}) AS max FROM ${SEARCH_FROM} WHERE ${where.sql}`
        )
        .bind(...where.params)
    }),
  ]

  return {
    statements,
    read(results) {
      const rows = (index: number) => results[index]?.results ?? []
      const entries = (index: number) =>
        rows(index).map((row) => {
          const { value, label, count } = countRow.parse(row)
          return { value, count, ...(label !== undefined && { label }) }
        })
      const options = optionsSchema.parse(
        Object.fromEntries(
          multiFilterKeys.map((key, i) => [
            key,
            ordered(key, withSelected(entries(2 + i), query[key])),
          ])
        )
      )
      const vatIndex = 2 + multiFilterKeys.length
      const ranges = rangesSchema.parse(
        Object.fromEntries(
          rangeFilterKeys.map((key, i) => {
            const { min, max } = rangeRow.parse(
              rows(vatIndex + 1 + i)[0] ?? { min: null, max: null }
            )
            return [key, min === null || max === null ? null : { min, max }]
          })
        )
      )
      return {
        facets: {
          brand: ordered('brand', withSelected(entries(0), query.brand)),
          model: ordered('model', withSelected(entries(1), query.model)),
          options,
          vat_reportable: { count: vatRow.parse(rows(vatIndex)[0] ?? { count: 0 }).count },
        },
        ranges,
      }
    },
  }
}
