import { z } from 'zod'
import {
  multiFilterKeys,
  rangeFilterKeys,
  type MultiFilterKey,
  type RangeFilterKey,
  type StockQuery,
  type StockSort,
} from '../../../client/domain/stock-search.ts'
import type { WireFacetEntry } from '../../stock/contract.ts'
import type { StockDb, StockDbStatement } from './d1.ts'
import { multiColumns, ON_SALE, rangeColumns, SEARCH_FROM } from './search-sql.ts'

/**
 * The stock search's counts, computed in memory (ADR 0065). Counting in D1 read the index entries
 * of every vehicle the other filters may match, once per filtered facet: at 50k vehicles tens of
 * thousands of entries per search. Here the searched columns of every vehicle on sale are held as
 * typed arrays (one small code per value), loaded once per isolate and stock version, and a search
 * is one pass over them: each vehicle's missed filters are counted; a vehicle missing none counts
 * in every facet and the results, one missing exactly one counts in that filter's own facet only
 * (every facet is counted over the vehicles matching the *other* filters). The page's rows are
 * then read from D1 by id.
 */

/** The version of the stock a copy was loaded at (migration 0011's `stock_version`). */
export interface StockVersion {
  generation: string
  counter: number
}

const versionRow = z.object({ generation: z.string(), counter: z.number() })

export function versionStatement(db: StockDb): StockDbStatement {
  return db.prepare('SELECT generation, counter FROM stock_version WHERE id = 1')
}

export function readVersion(rows: readonly unknown[] | undefined): StockVersion {
  return versionRow.parse(rows?.[0] ?? { generation: '', counter: -1 })
}

export function sameVersion(a: StockVersion, b: StockVersion): boolean {
  return a.generation === b.generation && a.counter === b.counter
}

const indexRow = z.object({
  id: z.number(),
  brand: z.string(),
  brand_name: z.string(),
  model: z.string(),
  model_name: z.string(),
  location_name: z.string(),
  vat_reportable: z.number(),
  ...Object.fromEntries(
    multiFilterKeys.map((key) => [key, z.union([z.string(), z.number()]).transform(String)])
  ),
  ...Object.fromEntries(rangeFilterKeys.map((key) => [key, z.number()])),
})
type IndexRow = z.infer<typeof indexRow> &
  Record<MultiFilterKey, string> &
  Record<RangeFilterKey, number>

/** The one statement a copy is loaded from: the covering search index, never the table's JSON. */
export function loadStatement(db: StockDb): StockDbStatement {
  const columns = [
    'v.id AS id',
    'v.brand AS brand',
    'v.brand_name AS brand_name',
    'v.model AS model',
    'v.model_name AS model_name',
    'v.location_name AS location_name',
    'v.vat_reportable AS vat_reportable',
    ...multiFilterKeys.map((key) => `v.${multiColumns[key]} AS ${key}`),
    ...rangeFilterKeys.map((key) => `v.${rangeColumns[key]} AS ${key}`),
  ]
  return db.prepare(
    `SELECT ${columns.join(', ')} FROM ${SEARCH_FROM} WHERE v.status IN (${ON_SALE.map((s) => `'${s}'`).join(', ')})`
  )
}

/** Distinct values of one column, each with a small code and (for brand, model, location) a label. */
class Dictionary {
  readonly values: string[] = []
  readonly labels: string[] = []
  private readonly codes = new Map<string, number>()
  code(value: string, label = ''): number {
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.push(value) - 1
      this.labels.push(label)
      this.codes.set(value, code)
    } else if (label > (this.labels[code] ?? '')) {
      // The largest label, as SQL's MAX(brand_name) gave.
      this.labels[code] = label
    }
    return code
  }
  find(value: string): number | undefined {
    return this.codes.get(value)
  }
}

export interface IndexedFacets {
  brand: WireFacetEntry[]
  model: WireFacetEntry[]
  options: Record<MultiFilterKey, WireFacetEntry[]>
  vatCount: number
  ranges: Record<RangeFilterKey, { min: number; max: number } | null>
}

export interface IndexedSearch extends IndexedFacets {
  total: number
  /** The page's vehicle ids in the sort's order. */
  ids: number[]
}

/** Sort column and direction; ties by id ascending (search-sql.ts `sortOrders`). */
const sortKeys = {
  price_asc: ['price', 1],
  price_desc: ['price', -1],
  mileage_asc: ['mileage', 1],
  mileage_desc: ['mileage', -1],
  year_asc: ['year', 1],
  year_desc: ['year', -1],
} as const satisfies Record<StockSort, readonly [RangeFilterKey, 1 | -1]>

/** A filter compiled against the copy: which facet it belongs to and how a vehicle fails it. */
type Compiled =
  | { group: number; kind: 'lookup'; column: Uint16Array; allowed: Uint8Array }
  | {
      group: number
      kind: 'range'
      key: RangeFilterKey
      column: Float64Array
      min: number
      max: number
    }
  | { group: number; kind: 'vat' }
  /** Every vehicle (the whole stock's counts): no facet of its own. */
  | { group: -1; kind: 'all' }

/** Filter groups: 0 brand/model, 1..12 the multi-selects, then the ranges, then VAT. */
const BRAND_MODEL = 0
const multiGroup = (i: number) => 1 + i
const rangeGroup = (i: number) => 1 + multiFilterKeys.length + i
const VAT = 1 + multiFilterKeys.length + rangeFilterKeys.length

export class SearchIndex {
  readonly size: number
  private readonly ids: Int32Array
  private readonly models = new Dictionary()
  private readonly brands = new Dictionary()
  /** Each model code's brand code. */
  private readonly modelBrand: number[] = []
  private readonly model: Uint16Array
  private readonly multi: Record<MultiFilterKey, { dict: Dictionary; column: Uint16Array }>
  private readonly range: Record<RangeFilterKey, Float64Array>
  private readonly vat: Uint8Array
  private readonly orders = new Map<StockSort, Int32Array>()
  private readonly valueOrders = new Map<RangeFilterKey, Int32Array>()
  private readonly postingLists = new Map<Uint16Array, Int32Array[]>()
  private vatList: Int32Array | null = null
  /**
   * Two per-vehicle scratch marks, reused by every search instead of two arrays of the stock's
   * size allocated each time: a search marks with a new epoch, so nothing needs clearing. Only
   * read within one synchronous `search` call: nothing of a search outlives it.
   */
  private readonly scratch: [Uint32Array, Uint32Array]
  private epoch = 0
  private wholeStock: IndexedFacets | null = null

  readonly version: StockVersion

  constructor(version: StockVersion, rows: readonly unknown[]) {
    this.version = version
    const n = rows.length
    this.scratch = [new Uint32Array(n), new Uint32Array(n)]
    this.size = n
    this.ids = new Int32Array(n)
    this.model = new Uint16Array(n)
    this.vat = new Uint8Array(n)
    this.multi = Object.fromEntries(
      multiFilterKeys.map((key) => [key, { dict: new Dictionary(), column: new Uint16Array(n) }])
    ) as Record<MultiFilterKey, { dict: Dictionary; column: Uint16Array }>
    this.range = Object.fromEntries(
      rangeFilterKeys.map((key) => [key, new Float64Array(n)])
    ) as Record<RangeFilterKey, Float64Array>
    for (let i = 0; i < n; i++) {
      const row = indexRow.parse(rows[i]) as IndexRow
      this.ids[i] = row.id
      const brand = this.brands.code(row.brand, row.brand_name)
      const model = this.models.code(`${row.brand}.${row.model}`, row.model_name)
      this.modelBrand[model] = brand
      this.model[i] = model
      this.vat[i] = row.vat_reportable === 1 ? 1 : 0
      for (const key of multiFilterKeys) {
        const facet = this.multi[key]
        facet.column[i] = facet.dict.code(row[key], key === 'location' ? row.location_name : '')
      }
      for (const key of rangeFilterKeys) this.range[key][i] = row[key]
    }
  }

  /** Bytes held by the typed arrays (columns, orders, posting lists; not the dictionaries). */
  get bytes(): number {
    const n = this.size
    const lists = (arrays: Iterable<Int32Array>) =>
      [...arrays].reduce((sum, array) => sum + array.byteLength, 0)
    return (
      n * (4 + 2 + 1 + 2 * multiFilterKeys.length + 8 * rangeFilterKeys.length) +
      lists(this.orders.values()) +
      lists(this.valueOrders.values()) +
      lists([...this.postingLists.values()].flat()) +
      (this.vatList?.byteLength ?? 0) +
      this.scratch[0].byteLength +
      this.scratch[1].byteLength
    )
  }

  /**
   * The vehicles in one sort's order, computed on first use; the ascending ones are the columns'
   * value orders (`byValue`), which the range filters read too.
   */
  private order(sort: StockSort): Int32Array {
    const [key, sign] = sortKeys[sort]
    if (sign === 1) return this.byValue(key)
    const known = this.orders.get(sort)
    if (known) return known
    const order = this.sorted(key, -1)
    this.orders.set(sort, order)
    return order
  }

  /** Every vehicle by one range column's value, then id: a range filter is one slice of it. */
  private byValue(key: RangeFilterKey): Int32Array {
    const known = this.valueOrders.get(key)
    if (known) return known
    const order = this.sorted(key, 1)
    this.valueOrders.set(key, order)
    return order
  }

  private sorted(key: RangeFilterKey, sign: 1 | -1): Int32Array {
    const column = this.range[key]
    const ids = this.ids
    const order = new Int32Array(this.size)
    for (let i = 0; i < order.length; i++) order[i] = i
    order.sort(
      (a, b) => sign * ((column[a] ?? 0) - (column[b] ?? 0)) || (ids[a] ?? 0) - (ids[b] ?? 0)
    )
    return order
  }

  /** Each value's vehicles of one coded column (a posting list per code), built on first use. */
  private postings(column: Uint16Array, codes: number): Int32Array[] {
    const known = this.postingLists.get(column)
    if (known) return known
    const sizes = new Int32Array(codes)
    for (let i = 0; i < this.size; i++) {
      const code = column[i] ?? 0
      sizes[code] = (sizes[code] ?? 0) + 1
    }
    const lists = [...sizes].map((size) => new Int32Array(size))
    const filled = new Int32Array(codes)
    for (let i = 0; i < this.size; i++) {
      const code = column[i] ?? 0
      const list = lists[code]
      if (list) list[filled[code] ?? 0] = i
      filled[code] = (filled[code] ?? 0) + 1
    }
    this.postingLists.set(column, lists)
    return lists
  }

  /** One of the scratch marks, under a new epoch (`this.epoch`). */
  private marks(which: 0 | 1): Uint32Array {
    if (this.epoch === 0xffffffff) {
      for (const marks of this.scratch) marks.fill(0)
      this.epoch = 0
    }
    this.epoch += 1
    return this.scratch[which]
  }

  /** The vehicles that pass one filter, as lists (disjoint): where a search's counting starts. */
  private candidates(filter: Compiled): Int32Array[] {
    if (filter.kind === 'lookup') {
      const lists = this.postings(filter.column, filter.allowed.length)
      return lists.filter((_, code) => filter.allowed[code] === 1)
    }
    if (filter.kind === 'all') {
      const all = new Int32Array(this.size)
      for (let i = 0; i < all.length; i++) all[i] = i
      return [all]
    }
    if (filter.kind === 'range') {
      const order = this.byValue(filter.key)
      const column = this.range[filter.key]
      // First position whose value is >= bound (strict: > bound).
      const bound = (value: number, strict: boolean) => {
        let low = 0
        let high = order.length
        while (low < high) {
          const middle = (low + high) >>> 1
          const v = column[order[middle] ?? 0] ?? 0
          if (strict ? v <= value : v < value) low = middle + 1
          else high = middle
        }
        return low
      }
      return [order.subarray(bound(filter.min, false), bound(filter.max, true))]
    }
    if (!this.vatList) {
      const list: number[] = []
      for (let i = 0; i < this.size; i++) if (this.vat[i] === 1) list.push(i)
      this.vatList = Int32Array.from(list)
    }
    return [this.vatList]
  }

  private compile(query: StockQuery): Compiled[] {
    const compiled: Compiled[] = []
    // Brand and model form one filter (search-sql.ts `filterClauses`): a ticked brand without
    // ticked models means the whole brand; once models of a brand are ticked, only those.
    const pairs = query.model.map((value) => {
      const [brand = '', model = ''] = value.split('.')
      return `${brand}.${model}`
    })
    const brandsWithModels = new Set(pairs.map((pair) => pair.split('.')[0]))
    const wholeBrands = new Set(query.brand.filter((brand) => !brandsWithModels.has(brand)))
    if (wholeBrands.size > 0 || pairs.length > 0) {
      const allowed = new Uint8Array(this.models.values.length)
      const picked = new Set(pairs)
      this.models.values.forEach((value, code) => {
        const brand = this.brands.values[this.modelBrand[code] ?? -1] ?? ''
        if (picked.has(value) || wholeBrands.has(brand)) allowed[code] = 1
      })
      compiled.push({ group: BRAND_MODEL, kind: 'lookup', column: this.model, allowed })
    }
    multiFilterKeys.forEach((key, i) => {
      const values = query[key]
      if (values.length === 0) return
      const { dict, column } = this.multi[key]
      const allowed = new Uint8Array(dict.values.length)
      for (const value of values) {
        const code = dict.find(String(value))
        if (code !== undefined) allowed[code] = 1
      }
      compiled.push({ group: multiGroup(i), kind: 'lookup', column, allowed })
    })
    rangeFilterKeys.forEach((key, i) => {
      const { min, max } = query[key]
      if (min === undefined && max === undefined) return
      compiled.push({
        group: rangeGroup(i),
        kind: 'range',
        key,
        column: this.range[key],
        min: min ?? -Infinity,
        max: max ?? Infinity,
      })
    })
    if (query.vat_reportable) compiled.push({ group: VAT, kind: 'vat' })
    return compiled
  }

  /**
   * Counts, total and results of a search with at least one filter. Every facet counts the
   * vehicles missing no filter or only its own; such a vehicle passes at least one of any two
   * filters, so only the vehicles of the two most selective filters are visited (a posting list,
   * a slice of a column's value order). With a single filter, its own facet is the whole stock's.
   */
  private count(filters: readonly Compiled[]) {
    const lists = filters.map((filter) => this.candidates(filter))
    const sizes = lists.map((list) => list.reduce((sum, part) => sum + part.length, 0))
    const rank = filters.map((_, j) => j).sort((a, b) => (sizes[a] ?? 0) - (sizes[b] ?? 0))
    const modelCounts = new Int32Array(this.models.values.length)
    const multiCounts = multiFilterKeys.map(
      (key) => new Int32Array(this.multi[key].dict.values.length)
    )
    const multiColumnsArray = multiFilterKeys.map((key) => this.multi[key].column)
    const rangeColumnsArray = rangeFilterKeys.map((key) => this.range[key])
    const mins = rangeFilterKeys.map(() => Infinity)
    const maxes = rangeFilterKeys.map(() => -Infinity)
    const model = this.model
    const vat = this.vat
    // The vehicles to visit: the first filter's, then the second's that miss the first.
    const first = rank[0] ?? 0
    const second = rank[1]
    const visited = new Int32Array(
      (sizes[first] ?? 0) + (second === undefined ? 0 : (sizes[second] ?? 0))
    )
    let n = 0
    for (const part of lists[first] ?? []) {
      visited.set(part, n)
      n += part.length
    }
    // The first filter's vehicles are visited[0, passedFirst); the rest miss it.
    const passedFirst = n
    const firstFilter = filters[first]
    if (second !== undefined && firstFilter) {
      const passed = this.marks(0)
      const mark = this.epoch
      for (let j = 0; j < n; j++) passed[visited[j] ?? 0] = mark
      for (const part of lists[second] ?? []) {
        for (let j = 0; j < part.length; j++) {
          const i = part[j] ?? 0
          if (passed[i] !== mark) visited[n++] = i
        }
      }
    }
    // Each filter over the visited vehicles, one tight loop per filter: how many each misses,
    // and which (the last one missed; only read when it misses exactly one). Where a vehicle was
    // found already says it: the first filter's vehicles pass it and the others miss it; the
    // vehicles added from the second filter pass that one.
    const misses = new Uint8Array(n)
    const missed = new Uint8Array(n)
    if (firstFilter && passedFirst < n) {
      misses.fill(1, passedFirst)
      missed.fill(firstFilter.group, passedFirst)
    }
    for (let f = 0; f < filters.length; f++) {
      const filter = filters[f]
      if (!filter || filter.kind === 'all' || f === first) continue
      const end = f === second ? passedFirst : n
      const g = filter.group
      if (filter.kind === 'lookup') {
        const { column, allowed } = filter
        for (let j = 0; j < end; j++) {
          if (allowed[column[visited[j] ?? 0] ?? 0] === 0) {
            misses[j] = (misses[j] ?? 0) + 1
            missed[j] = g
          }
        }
      } else if (filter.kind === 'range') {
        const { column, min, max } = filter
        for (let j = 0; j < end; j++) {
          const value = column[visited[j] ?? 0] ?? NaN
          if (!(value >= min && value <= max)) {
            misses[j] = (misses[j] ?? 0) + 1
            missed[j] = g
          }
        }
      } else {
        for (let j = 0; j < end; j++) {
          if (vat[visited[j] ?? 0] !== 1) {
            misses[j] = (misses[j] ?? 0) + 1
            missed[j] = g
          }
        }
      }
    }
    const hit = this.marks(1)
    const hitMark = this.epoch
    const results: number[] = []
    let vatCount = 0
    const facets = multiFilterKeys.length
    const ranges = rangeFilterKeys.length
    for (let j = 0; j < n; j++) {
      const m = misses[j]
      const i = visited[j] ?? 0
      if (m === 0) {
        hit[i] = hitMark
        results.push(i)
        const code = model[i] ?? 0
        modelCounts[code] = (modelCounts[code] ?? 0) + 1
        for (let f = 0; f < facets; f++) {
          const counts = multiCounts[f]
          const column = multiColumnsArray[f]
          if (counts && column) {
            const code = column[i] ?? 0
            counts[code] = (counts[code] ?? 0) + 1
          }
        }
        for (let r = 0; r < ranges; r++) {
          const value = rangeColumnsArray[r]?.[i] ?? NaN
          if (value < (mins[r] ?? Infinity)) mins[r] = value
          if (value > (maxes[r] ?? -Infinity)) maxes[r] = value
        }
        if (vat[i] === 1) vatCount++
      } else if (m === 1) {
        const g = missed[j] ?? 0
        if (g === BRAND_MODEL) {
          const code = model[i] ?? 0
          modelCounts[code] = (modelCounts[code] ?? 0) + 1
        } else if (g < rangeGroup(0)) {
          const counts = multiCounts[g - 1]
          const column = multiColumnsArray[g - 1]
          if (counts && column) {
            const code = column[i] ?? 0
            counts[code] = (counts[code] ?? 0) + 1
          }
        } else if (g < VAT) {
          const r = g - rangeGroup(0)
          const value = rangeColumnsArray[r]?.[i] ?? NaN
          if (value < (mins[r] ?? Infinity)) mins[r] = value
          if (value > (maxes[r] ?? -Infinity)) maxes[r] = value
        }
        // A vehicle missing only the VAT filter is not VAT-reportable: nothing to count.
      }
    }
    const k = filters.length
    return {
      hit,
      hitMark,
      results,
      total: results.length,
      modelCounts,
      multiCounts,
      mins,
      maxes,
      vatCount,
      /** The facet counted over the whole stock (a lone filter's own). */
      wholeStockGroup: k === 1 ? (filters[0]?.group ?? -1) : -1,
    }
  }

  private facets(counted: ReturnType<SearchIndex['count']>): IndexedFacets {
    const brandCounts = new Int32Array(this.brands.values.length)
    const model: WireFacetEntry[] = []
    counted.modelCounts.forEach((count, code) => {
      if (count === 0) return
      const brand = this.modelBrand[code] ?? 0
      brandCounts[brand] = (brandCounts[brand] ?? 0) + count
      model.push({
        value: this.models.values[code] ?? '',
        label: this.models.labels[code] ?? '',
        count,
      })
    })
    const brand: WireFacetEntry[] = []
    brandCounts.forEach((count, code) => {
      if (count > 0)
        brand.push({
          value: this.brands.values[code] ?? '',
          label: this.brands.labels[code] ?? '',
          count,
        })
    })
    const options = Object.fromEntries(
      multiFilterKeys.map((key, f) => {
        const { dict } = this.multi[key]
        const entries: WireFacetEntry[] = []
        counted.multiCounts[f]?.forEach((count, code) => {
          if (count > 0)
            entries.push({
              value: dict.values[code] ?? '',
              count,
              ...(key === 'location' ? { label: dict.labels[code] ?? '' } : {}),
            })
        })
        return [key, entries]
      })
    ) as Record<MultiFilterKey, WireFacetEntry[]>
    const ranges = Object.fromEntries(
      rangeFilterKeys.map((key, r) => {
        const min = counted.mins[r] ?? Infinity
        const max = counted.maxes[r] ?? -Infinity
        return [key, min <= max ? { min, max } : null]
      })
    ) as Record<RangeFilterKey, { min: number; max: number } | null>
    const counts: IndexedFacets = { brand, model, options, vatCount: counted.vatCount, ranges }
    const group = counted.wholeStockGroup
    if (group < 0) return counts
    // A lone filter's own facet: the whole stock's counts.
    const whole = this.wholeStockFacets()
    if (group === BRAND_MODEL) return { ...counts, brand: whole.brand, model: whole.model }
    if (group < rangeGroup(0)) {
      const key = multiFilterKeys[group - 1]
      return key ? { ...counts, options: { ...options, [key]: whole.options[key] } } : counts
    }
    if (group < VAT) {
      const key = rangeFilterKeys[group - rangeGroup(0)]
      return key ? { ...counts, ranges: { ...ranges, [key]: whole.ranges[key] } } : counts
    }
    return { ...counts, vatCount: whole.vatCount }
  }

  /** The whole stock's counts, once per copy (every vehicle visited, no filter). */
  private wholeStockFacets(): IndexedFacets {
    if (this.wholeStock) return this.wholeStock
    this.wholeStock = this.facets(this.count([{ group: -1, kind: 'all' }]))
    return this.wholeStock
  }

  /** Counts, total and the page's ids of one search. */
  search(query: StockQuery): IndexedSearch {
    const filters = this.compile(query)
    const offset = (query.page - 1) * query.page_size
    const limit = query.page_size
    const order = this.order(query.sort)
    if (filters.length === 0) {
      // The whole stock on sale: its counts computed once per copy, its page the order's slice.
      return {
        ...this.wholeStockFacets(),
        total: this.size,
        ids: [...order.subarray(offset, offset + limit)].map((i) => this.ids[i] ?? 0),
      }
    }
    const counted = this.count(filters)
    let page: number[]
    if (counted.results.length * 16 < this.size) {
      // Few results: sorted on their own rather than found in the whole stock's order.
      const [key, sign] = sortKeys[query.sort]
      const column = this.range[key]
      const ids = this.ids
      page = counted.results
        .sort(
          (a, b) => sign * ((column[a] ?? 0) - (column[b] ?? 0)) || (ids[a] ?? 0) - (ids[b] ?? 0)
        )
        .slice(offset, offset + limit)
    } else {
      page = []
      const { hit, hitMark } = counted
      let seen = 0
      for (let j = 0; j < order.length && page.length < limit; j++) {
        const i = order[j] ?? 0
        if (hit[i] === hitMark && seen++ >= offset) page.push(i)
      }
    }
    return {
      ...this.facets(counted),
      total: counted.total,
      ids: page.map((i) => this.ids[i] ?? 0),
    }
  }
}

/**
 * The copies of one service instance, one per database (tests run several side by side). Not
 * module state: `createLocalStockService` owns it, so it lives as long as the service (an isolate
 * in the Worker) and every read checks its version against the database's.
 */
export type SearchIndexCache = WeakMap<StockDb, SearchIndex>

export function createSearchIndexCache(): SearchIndexCache {
  return new WeakMap()
}

/** A fresh copy: the version and the rows in one batch (one transaction), so they agree. */
export async function loadSearchIndex(db: StockDb): Promise<SearchIndex> {
  const [version, rows] = await db.batch([versionStatement(db), loadStatement(db)])
  return new SearchIndex(readVersion(version?.results), rows?.results ?? [])
}
