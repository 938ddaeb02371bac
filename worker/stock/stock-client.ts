import { z } from 'zod'
import { brandSchema, brandSummarySchema, modelSchema } from '../../client/domain/brand.ts'
import { leaseOfferSchema, leaseOfferSummarySchema } from '../../client/domain/lease-offer.ts'
import { locationSchema } from '../../client/domain/location.ts'
import {
  type StockQuery,
  stockQueryToSearchParams,
  stockSearchResultSchema,
} from '../../client/domain/stock-search.ts'
import {
  tradeInValuationSchema,
  vehicleSchema,
  vehiclesByIdsSchema,
} from '../../client/domain/vehicle.ts'
import { cached } from '../cache/cached.ts'
import { fetchJson, UpstreamError } from '../upstream/fetch-json.ts'
import { tracked, type UpstreamHealth } from '../upstream/upstream-health.ts'
import * as wire from './contract.ts'
import * as reshape from './reshape.ts'

/** Cache lifetimes: stock moves during the day, the catalogue and dealerships rarely. */
const TTL = {
  search: { ttl: 60, staleWhileRevalidate: 600, staleIfError: 86_400 },
  vehicle: { ttl: 120, staleWhileRevalidate: 600, staleIfError: 86_400 },
  catalogue: { ttl: 3_600, staleWhileRevalidate: 86_400, staleIfError: 7 * 86_400 },
} as const

/** Where the stock API's answers are cached: the prefix and the request's path (KV key). */
export const STOCK_CACHE_PREFIX = 'stock:v1:'
/** KV keys of searches: the prefix, then the canonical query string (`stockQueryToSearchParams`). */
export const SEARCH_CACHE_PREFIX = `${STOCK_CACHE_PREFIX}/vehicles/search?`

/** The cache key of a vehicle's detail. */
export function vehicleCacheKey(id: number): string {
  return `${STOCK_CACHE_PREFIX}/vehicles/${id}`
}

/** The isolate-memory key prefix of vehicles looked up by ids (favourites, compare). */
export const VEHICLES_BY_IDS_PREFIX = `${STOCK_CACHE_PREFIX}/vehicles?ids=`

/** How long one stock read may take, headers and body, before it counts as failed. */
const STOCK_TIMEOUT_MS = 4_000

// Schemas are built once: building a zod schema on every read costs more than reading with it
// once its value is known (worker/cache/cached.ts, docs/decisions/0024).
const brandSummariesSchema = z.array(brandSummarySchema)
const locationsSchema = z.array(locationSchema)
const leaseOfferSummariesSchema = z.array(leaseOfferSummarySchema)
/**
 * The stock API's own "not found" (docs/stock-api.md): a 404 without it did not come from the
 * API (a proxy, a wrong host) and is a fault, never a vehicle that is gone.
 */
const notFoundBody = wire.wireErrorSchema.refine((body) => body.error.code === 'not_found')
const nullables = new WeakMap<z.ZodType, z.ZodType>()

/** `schema.nullable()`, built once per schema. */
function orNull<A>(schema: z.ZodType<A>): z.ZodType<A | null> {
  let nullable = nullables.get(schema)
  if (!nullable) {
    nullable = schema.nullable()
    nullables.set(schema, nullable)
  }
  return nullable as z.ZodType<A | null>
}

export interface StockClientOptions {
  baseUrl: string
  fetch: typeof fetch
  kv: KVNamespace
  waitUntil: (promise: Promise<unknown>) => void
  /** Where the request's answer learns that a read failed or fell back (one per request). */
  health?: UpstreamHealth
  /** Clock of the cache's freshness in milliseconds (tests move it by hand). */
  now?: () => number
  /** Deadline of one read in ms; `STOCK_TIMEOUT_MS` unless a test shortens it. */
  timeoutMs?: number
}

/**
 * A 404 from a listing (a search, vehicles by ids, the brands, the dealerships, the lease
 * offers) is not "nothing found": these always answer (an id lookup lists the missing ids), so
 * it is an upstream fault, never cached (docs/stock-api.md).
 */
const LISTING = { notFoundIsFault: true } as const

/**
 * The Worker's client of the stock API (docs/stock-api.md). Every answer is validated against
 * the contract, reshaped into app types and cached in KV keyed by the normalized request, so
 * the same search written two ways is one cache entry. Missing resources are `null` (cached
 * for a minute: a flood of requests for a sold car should not all reach the API, and a 404
 * answered by mistake heals by itself, worker/cache/cached.ts). Each read reports to the request's
 * `health` whether it failed or was answered from a copy kept for outages.
 */
export function createStockClient(options: StockClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? STOCK_TIMEOUT_MS

  function read<W, A>(
    path: string,
    wireSchema: z.ZodType<W>,
    toApp: (value: W) => A,
    appSchema: z.ZodType<A>,
    lifetimes: (typeof TTL)[keyof typeof TTL],
    kind: { notFoundIsFault?: boolean; memoryOnly?: boolean } = {}
  ): Promise<A | null> {
    const label = `stock ${path}`
    const read = cached({
      kv: options.kv,
      key: `${STOCK_CACHE_PREFIX}${path}`,
      ...lifetimes,
      schema: orNull(appSchema),
      waitUntil: options.waitUntil,
      now: options.now,
      memoryOnly: kind.memoryOnly,
      load: async () => {
        const answer = await fetchJson({
          fetch: options.fetch,
          url: `${base}${path}`,
          schema: wireSchema,
          timeoutMs,
          label,
          notFoundBody,
        })
        if (answer === null && kind.notFoundIsFault) {
          throw new UpstreamError(`${label}: HTTP 404 for a listing`, 404)
        }
        return answer === null ? null : toApp(answer)
      },
    })
    return tracked(options.health, label, read)
  }

  const encode = encodeURIComponent

  return {
    search(query: StockQuery) {
      const search = stockQueryToSearchParams(query).toString()
      return read(
        `/vehicles/search?${search}`,
        wire.wireSearchResponseSchema,
        reshape.reshapeSearch,
        stockSearchResultSchema,
        TTL.search,
        LISTING
      )
    },
    vehicle(id: number) {
      return read(
        `/vehicles/${id}`,
        wire.wireVehicleResponseSchema,
        (w) => reshape.reshapeVehicle(w.data),
        vehicleSchema,
        TTL.vehicle
      )
    },
    /**
     * Kept in the isolate's memory, not in KV: a list of ids is one visitor's favourites, and
     * every combination would be a KV write of its own (docs/decisions/0043).
     */
    vehiclesByIds(ids: number[]) {
      const normalized = [...new Set(ids)].sort((a, b) => a - b).join(',')
      return read(
        `/vehicles?ids=${normalized}`,
        wire.wireVehiclesByIdsResponseSchema,
        reshape.reshapeVehiclesByIds,
        vehiclesByIdsSchema,
        TTL.vehicle,
        { ...LISTING, memoryOnly: true }
      )
    },
    brands() {
      return read(
        '/brands',
        wire.wireBrandsResponseSchema,
        (w) => w.data.map(reshape.reshapeBrandSummary),
        brandSummariesSchema,
        TTL.catalogue,
        LISTING
      )
    },
    brand(slug: string) {
      return read(
        `/brands/${encode(slug)}`,
        wire.wireBrandResponseSchema,
        (w) => reshape.reshapeBrand(w.data),
        brandSchema,
        TTL.catalogue
      )
    },
    model(brand: string, model: string) {
      return read(
        `/brands/${encode(brand)}/models/${encode(model)}`,
        wire.wireModelResponseSchema,
        (w) => reshape.reshapeModel(w.data),
        modelSchema,
        TTL.catalogue
      )
    },
    locations() {
      return read(
        '/locations',
        wire.wireLocationsResponseSchema,
        (w) => w.data.map(reshape.reshapeLocation),
        locationsSchema,
        TTL.catalogue,
        LISTING
      )
    },
    location(slug: string) {
      return read(
        `/locations/${encode(slug)}`,
        wire.wireLocationResponseSchema,
        (w) => reshape.reshapeLocation(w.data),
        locationSchema,
        TTL.catalogue
      )
    },
    leaseOffers(type?: 'private' | 'business') {
      return read(
        `/lease-offers${type ? `?type=${type}` : ''}`,
        wire.wireLeaseOffersResponseSchema,
        (w) => w.data.map(reshape.reshapeLeaseOfferSummary),
        leaseOfferSummariesSchema,
        TTL.catalogue,
        LISTING
      )
    },
    leaseOffer(slug: string) {
      return read(
        `/lease-offers/${encode(slug)}`,
        wire.wireLeaseOfferResponseSchema,
        (w) => reshape.reshapeLeaseOffer(w.data),
        leaseOfferSchema,
        TTL.catalogue
      )
    },
    /** Not cached: every request describes a different car. */
    async valuation(request: wire.WireValuationRequest) {
      const answer = await fetchJson({
        fetch: options.fetch,
        url: `${base}/valuations`,
        schema: wire.wireValuationResponseSchema,
        timeoutMs,
        label: 'stock /valuations',
        init: {
          method: 'POST',
          body: JSON.stringify(request),
          headers: { 'content-type': 'application/json' },
        },
      })
      return answer === null ? null : tradeInValuationSchema.parse(reshape.reshapeValuation(answer))
    },
  }
}

export type StockClient = ReturnType<typeof createStockClient>
