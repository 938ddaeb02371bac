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
  /**
   * The search's total from the shared counts (every filter applied, so their sum), or null
   * when there are none and the caller counts it.
   */
  total: ((results: readonly { results: unknown[] }[]) => number) | null
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

/** A row of the shared counts: the facets' columns, how many vehicles, the ranges' ends. */
const cubeRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]))

/**
 * The facets every filter leaves alone (none of their own is ticked) count the same vehicles:
 * those matching all the filters. They are counted in one statement, grouped by all their
 * columns at once, and summed per facet here: one read of the search index instead of one per
 * facet (ADR 0065). Null when the search has no filter (every facet then comes from the whole
 * stock's counts) or filters on the brand.
 */
function planShared(db: StockDb, clauses: readonly Clause[]) {
  const filtered = new Set(clauses.map((clause) => clause.facet))
  // With a brand filter each facet's own read seeks the index to that brand's vehicles, which
  // costs less than grouping them by every column (50k vehicles, one brand: 31 ms against 70).
  if (clauses.length === 0 || filtered.has('brand_model')) return null
  const brandModel = !filtered.has('brand_model')
  const multi = multiFilterKeys.filter((key) => !filtered.has(key))
  const ranges = rangeFilterKeys.filter((key) => !filtered.has(key))
  const vat = !filtered.has('vat_reportable')
  const groups = [
    ...(brandModel ? ['v.brand', 'v.model'] : []),
    ...multi.map((key) => `v.${multiColumns[key]}`),
    ...(vat ? ['v.vat_reportable'] : []),
  ]
  const select = [
    ...(brandModel
      ? [
          'v.brand AS brand',
          'MAX(v.brand_name) AS brand_label',
          'v.model AS model',
          'MAX(v.model_name) AS model_label',
        ]
      : []),
    ...multi.map((key) => `v.${multiColumns[key]} AS ${key}`),
    ...(multi.includes('location') ? ['MAX(v.location_name) AS location_label'] : []),
    ...(vat ? ['v.vat_reportable AS vat_reportable'] : []),
    'COUNT(*) AS count',
    ...ranges.flatMap((key) => [
      `MIN(v.${rangeColumns[key]}) AS min_${key}`,
      `MAX(v.${rangeColumns[key]}) AS max_${key}`,
    ]),
  ]
  const where = whereSql(clauses)
  const statement = db
    .prepare(
      `SELECT ${select.join(', ')} FROM ${SEARCH_FROM} WHERE ${where.sql}${groups.length > 0 ? ` GROUP BY ${groups.join(', ')}` : ''}`
    )
    .bind(...where.params)

  function read(raw: readonly unknown[]) {
    const rows = raw.map((row) => cubeRow.parse(row))
    const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
    const tally = (value: (row: Record<string, unknown>) => string, label?: string) => {
      const counts = new Map<string, WireFacetEntry>()
      for (const row of rows) {
        const key = value(row)
        const count = Number(row.count)
        const known = counts.get(key)
        if (known) known.count += count
        else counts.set(key, { value: key, count, ...(label ? { label: text(row[label]) } : {}) })
      }
      return [...counts.values()]
    }
    const facets = new Map<string, WireFacetEntry[]>()
    if (brandModel) {
      facets.set(
        'brand',
        tally((row) => text(row.brand), 'brand_label')
      )
      facets.set(
        'model',
        tally((row) => `${text(row.brand)}.${text(row.model)}`, 'model_label')
      )
    }
    for (const key of multi) {
      facets.set(
        key,
        tally((row) => text(row[key]), key === 'location' ? 'location_label' : undefined)
      )
    }
    const vatCount = vat
      ? rows
          .filter((row) => Number(row.vat_reportable) === 1)
          .reduce((sum, row) => sum + Number(row.count), 0)
      : null
    const ends = new Map<string, { min: number | null; max: number | null }>()
    for (const key of ranges) {
      const mins = rows
        .map((row) => row[`min_${key}`])
        .filter((v): v is number => typeof v === 'number')
      const maxes = rows
        .map((row) => row[`max_${key}`])
        .filter((v): v is number => typeof v === 'number')
      ends.set(key, {
        min: mins.length > 0 ? Math.min(...mins) : null,
        max: maxes.length > 0 ? Math.max(...maxes) : null,
      })
    }
    return { facets, vatCount, ends }
  }
  return { statement, read, brandModel, multi, ranges, vat }
}

const brandModelRow = z.object({
  brand: z.string(),
  brand_label: z.string(),
  model: z.string(),
  model_label: z.string(),
  count: z.number(),
})

/** The brand and model facets from counts grouped by brand and model. */
function brandModelCounts(raw: readonly unknown[]): Map<string, WireFacetEntry[]> {
  const brands = new Map<string, WireFacetEntry>()
  const models: WireFacetEntry[] = []
  for (const row of raw) {
    const { brand, brand_label, model, model_label, count } = brandModelRow.parse(row)
    const known = brands.get(brand)
    if (known) known.count += count
    else brands.set(brand, { value: brand, label: brand_label, count })
    models.push({ value: `${brand}.${model}`, label: model_label, count })
  }
  return new Map([
    ['brand', [...brands.values()]],
    ['model', models],
  ])
}

export function planFacets(db: StockDb, query: StockQuery, clauses: readonly Clause[]): FacetPlan {
  const shared = planShared(db, clauses)
  const isShared = (key: Clause['facet']) =>
    shared !== null &&
    (key === 'brand_model'
      ? shared.brandModel
      : key === 'vat_reportable'
        ? shared.vat
        : shared.multi.some((k) => k === key) || shared.ranges.some((k) => k === key))
  const statements: StockDbStatement[] = shared ? [shared.statement] : []
  /** The statement's index in the batch, for a facet counted on its own. */
  const own = (statement: StockDbStatement): number => statements.push(statement) - 1
  // Brand and model counted over the same vehicles (all filters but the brand/model one): one
  // statement grouped by both, summed per brand here, rather than two reads of the index.
  const brandModelOwn =
    !isShared('brand_model') && !wholeStock(clauses, 'brand_model')
      ? (() => {
          const where = whereSql(clauses, 'brand_model')
          return own(
            db
              .prepare(
                `SELECT v.brand AS brand, MAX(v.brand_name) AS brand_label, v.model AS model, MAX(v.model_name) AS model_label, COUNT(*) AS count FROM ${SEARCH_FROM} WHERE ${where.sql} GROUP BY v.brand, v.model`
              )
              .bind(...where.params)
          )
        })()
      : -1
  const brandIndex =
    isShared('brand_model') || brandModelOwn >= 0
      ? -1
      : own(grouped(db, clauses, 'brand_model', 'brand', '', '', true))
  const modelIndex =
    isShared('brand_model') || brandModelOwn >= 0
      ? -1
      : own(grouped(db, clauses, 'brand_model', 'model', '', '', true))
  const multiIndex = multiFilterKeys.map((key) => {
    if (isShared(key)) return -1
    const column = multiColumns[key]
    const labelled = key === 'location'
    const label = labelled ? ', v.location_name AS label' : ''
    return own(
      grouped(db, clauses, key, key, `v.${column} AS value${label}`, `v.${column}`, labelled)
    )
  })
  const vatIndex = isShared('vat_reportable')
    ? -1
    : own(
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
        })()
      )
  const rangeIndex = rangeFilterKeys.map((key) => {
    if (isShared(key)) return -1
    if (wholeStock(clauses, key)) return own(db.prepare(wholeStockRange(rangeColumns[key])))
    const where = whereSql(clauses, key)
    const column = `v.${rangeColumns[key]}`
    return own(
      db
        .prepare(
          `SELECT MIN(${column}) AS min, MAX(${column}) AS max FROM ${SEARCH_FROM} WHERE ${where.sql}`
        )
        .bind(...where.params)
    )
  })

  return {
    statements,
    total: shared
      ? (results) =>
          (results[0]?.results ?? [])
            .map((row) => cubeRow.parse(row))
            .reduce((sum, row) => sum + Number(row.count), 0)
      : null,
    read(results) {
      const rows = (index: number) => results[index]?.results ?? []
      const fromShared = shared ? shared.read(rows(0)) : null
      const brandModel = brandModelOwn >= 0 ? brandModelCounts(rows(brandModelOwn)) : null
      const entries = (index: number, key: string): WireFacetEntry[] => {
        if (index < 0) return brandModel?.get(key) ?? fromShared?.facets.get(key) ?? []
        return rows(index).map((row) => {
          const { value, label, count } = countRow.parse(row)
          return { value, count, ...(label !== undefined && { label }) }
        })
      }
      const options = optionsSchema.parse(
        Object.fromEntries(
          multiFilterKeys.map((key, i) => [
            key,
            ordered(key, withSelected(entries(multiIndex[i] ?? -1, key), query[key])),
          ])
        )
      )
      const ranges = rangesSchema.parse(
        Object.fromEntries(
          rangeFilterKeys.map((key, i) => {
            const index = rangeIndex[i] ?? -1
            const { min, max } =
              index < 0
                ? (fromShared?.ends.get(key) ?? { min: null, max: null })
                : rangeRow.parse(rows(index)[0] ?? { min: null, max: null })
            return [key, min === null || max === null ? null : { min, max }]
          })
        )
      )
      const vatCount =
        vatIndex < 0
          ? (fromShared?.vatCount ?? 0)
          : vatRow.parse(rows(vatIndex)[0] ?? { count: 0 }).count
      return {
        facets: {
          brand: ordered('brand', withSelected(entries(brandIndex, 'brand'), query.brand)),
          model: ordered('model', withSelected(entries(modelIndex, 'model'), query.model)),
          options,
          vat_reportable: { count: vatCount },
        },
        ranges,
      }
    },
  }
}
