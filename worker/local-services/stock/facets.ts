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
import { multiColumns, rangeColumns, whereSql, type Clause } from './search-sql.ts'

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

function grouped(
  db: StockDb,
  clauses: readonly Clause[],
  except: Clause['facet'],
  select: string,
  groupBy: string
) {
  const where = whereSql(clauses, except)
  return db
    .prepare(
      `SELECT ${select}, COUNT(*) AS count FROM vehicles v WHERE ${where.sql} GROUP BY ${groupBy}`
    )
    .bind(...where.params)
}

/** Vocabulary order for coded values, numeric order for seats/doors, then name order. */
function ordered(
  key: MultiFilterKey | 'brand' | 'model',
  entries: WireFacetEntry[]
): WireFacetEntry[] {
  const vocabulary = key === 'brand' || key === 'model' ? null : multiFilters[key].vocabulary
  const order: readonly string[] | null =
    key === 'brand' ? brandSlugs : vocabulary ? vocabularyCodes(vocabulary) : null
  // A value outside the known order (a brand the site has no name for) comes after, by name.
  const rank = (value: string) => {
    const index = order?.indexOf(value) ?? -1
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return entries.sort((a, b) => {
    if (order && rank(a.value) !== rank(b.value)) return rank(a.value) - rank(b.value)
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
    grouped(db, clauses, 'brand_model', 'v.brand AS value, v.brand_name AS label', 'v.brand'),
    grouped(
      db,
      clauses,
      'brand_model',
      "v.brand || '.' || v.model AS value, v.model_name AS label",
      'v.brand, v.model'
    ),
    ...multiFilterKeys.map((key) => {
      const column = multiColumns[key]
      const label = key === 'location' ? ', v.location_name AS label' : ''
      return grouped(db, clauses, key, `v.${column} AS value${label}`, `v.${column}`)
    }),
    (() => {
      const where = whereSql(clauses, 'vat_reportable')
      return db
        .prepare(
          `SELECT COUNT(*) AS count FROM vehicles v WHERE ${where.sql} AND v.vat_reportable = 1`
        )
        .bind(...where.params)
    })(),
    ...rangeFilterKeys.map((key) => {
      const where = whereSql(clauses, key)
      const column = `v.${rangeColumns[key]}`
      return db
        .prepare(
          `SELECT MIN(${column}) AS min, MAX(${column}) AS max FROM vehicles v WHERE ${where.sql}`
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
