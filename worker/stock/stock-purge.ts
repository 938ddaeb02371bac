import { z } from 'zod'
import { parseStockQuery } from '../../client/domain/stock-query-reader.ts'
import { type VehicleSummary, vehicleSummarySchema } from '../../client/domain/vehicle.ts'
import { memoryOnlyValues, notFoundReads } from '../cache/cached.ts'
import type { PageCache } from '../cache/page-cache.ts'
import { reachesSearch } from './search-reach.ts'
import {
  SEARCH_CACHE_PREFIX,
  vehicleCacheKey,
  vehicleCacheKeys,
  VEHICLES_BY_IDS_PREFIX,
} from './stock-client.ts'

/**
 * What a stock event makes stale, and only that (docs/stock-webhook.md): the vehicle's own cached
 * answer, the cached searches it shows in (results or facet counts, before or after the change),
 * the vehicle lists of favourites and compare that hold it, and the pages that show any of these
 * (purged by Cache-Tag: `vehicle:{id}` is on every page of the vehicle, in both languages;
 * `stock-search` on every page that shows a search).
 */

/** Pages that show a stock search (the overview, stock blocks, dealership pages) carry this tag. */
export const STOCK_SEARCH_TAG = 'stock-search'

/** The tag of every page of one vehicle (detail, forms, lease calculator), in both languages. */
export function vehicleTag(id: number): string {
  return `vehicle:${id}`
}

/**
 * KV operations one purge may make: a Worker invocation may make 1,000, and the webhook's own
 * replay record and purge records need a few. Past it, the searches left keep their cached
 * answers until their minute of freshness ends (the report says `complete: false`).
 */
export const PURGE_KV_BUDGET = 900

const envelopeSchema = z.object({ value: vehicleSummarySchema.nullable() })

export interface StockPurgeOptions {
  kv: KVNamespace
  /**
   * The vehicle as the stock API has it now, read after its cached copy is gone (and so cached
   * afresh); null when it is gone or sold. May throw: the vehicle's new state is then unknown.
   */
  current: (id: number) => Promise<VehicleSummary | null>
  /** This isolate's rendered pages: those carrying a purged tag leave at once. */
  pageCache?: PageCache | undefined
}

export interface StockPurgeReport {
  /** KV keys deleted: the vehicles' own, then the searches they reach. */
  deleted: string[]
  /** Cached searches left as they were: no state of the vehicles shows in them. */
  searchesKept: number
  /** The Cache-Tags to purge from the shared caches. */
  tags: string[]
  /** False when the KV budget ran out before every reached search was deleted. */
  complete: boolean
  /** Vehicles whose state before or after the event is unknown: every search was purged. */
  unknown: number[]
}

/** The cached copy of a vehicle: undefined when there is none to learn its old state from. */
async function cachedVehicle(
  kv: KVNamespace,
  id: number
): Promise<VehicleSummary | null | undefined> {
  const text = await kv.get(vehicleCacheKey(id), 'text')
  if (text === null) return undefined
  try {
    const envelope = envelopeSchema.safeParse(JSON.parse(text))
    return envelope.success ? envelope.data.value : undefined
  } catch {
    return undefined
  }
}

/**
 * Purges what the change of `ids` makes stale (see above). Each vehicle is known in its state
 * before (its cached copy) and after (the stock API now): a search is purged when either state
 * reaches it (`reachesSearch`), every search when one state cannot be known.
 */
export async function purgeVehicles(
  ids: readonly number[],
  options: StockPurgeOptions
): Promise<StockPurgeReport> {
  const { kv } = options
  let operations = 0
  const deleted: string[] = []
  const states: VehicleSummary[] = []
  const unknown: number[] = []
  for (const id of ids) {
    const before = await cachedVehicle(kv, id)
    operations += 1
    // Its read in every language: a German page asks its own (contract v1.1's `language`).
    for (const key of vehicleCacheKeys(id)) {
      await kv.delete(key)
      operations += 1
      deleted.push(key)
      // This isolate's memory of a "not found" would hide a vehicle that has just arrived.
      notFoundReads.delete(key)
    }
    const after = await options.current(id).catch(() => undefined)
    operations += 1
    for (const state of [before, after]) if (state) states.push(state)
    if (before === undefined || after === undefined) unknown.push(id)
  }
  // Favourites and compare lists are kept in this isolate's memory only (worker/stock/stock-client.ts).
  const wanted = new Set(ids.map(String))
  for (const [key] of [...memoryOnlyValues.entries()]) {
    if (!key.startsWith(VEHICLES_BY_IDS_PREFIX)) continue
    if (
      key
        .slice(VEHICLES_BY_IDS_PREFIX.length)
        .split(',')
        .some((id) => wanted.has(id))
    ) {
      memoryOnlyValues.delete(key)
    }
  }

  let searchesKept = 0
  let complete = true
  let cursor: string | undefined
  do {
    if (operations >= PURGE_KV_BUDGET) {
      complete = false
      break
    }
    const page = await kv.list({ prefix: SEARCH_CACHE_PREFIX, ...(cursor ? { cursor } : {}) })
    operations += 1
    for (const { name } of page.keys) {
      const query = parseStockQuery(new URLSearchParams(name.slice(SEARCH_CACHE_PREFIX.length)))
      const reached = unknown.length > 0 || states.some((state) => reachesSearch(query, state))
      if (!reached) {
        searchesKept += 1
        continue
      }
      if (operations >= PURGE_KV_BUDGET) {
        complete = false
        break
      }
      await kv.delete(name)
      operations += 1
      deleted.push(name)
    }
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor && complete)

  const tags = [...ids.map(vehicleTag), STOCK_SEARCH_TAG]
  if (options.pageCache) purgePageCache(options.pageCache, tags)
  return { deleted, searchesKept, tags, complete, unknown }
}

/** Drops this isolate's rendered pages that carry one of `tags`. */
export function purgePageCache(pages: PageCache, tags: readonly string[]): number {
  const purged = new Set(tags)
  let count = 0
  for (const [key, page] of [...pages.entries()]) {
    if (page.cacheTag.split(',').some((tag) => purged.has(tag.trim()))) {
      pages.delete(key)
      count += 1
    }
  }
  return count
}
