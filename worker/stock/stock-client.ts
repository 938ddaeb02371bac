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
  isSold,
  type VehicleRecord,
  tradeInValuationSchema,
  vehicleRecordSchema,
  vehicleSummarySchema,
  vehiclesByIdsSchema,
} from '../../client/domain/vehicle.ts'
import { cached } from '../cache/cached.ts'
import { fetchJson, UpstreamError } from '../upstream/fetch-json.ts'
import { tracked, type UpstreamHealth } from '../upstream/upstream-health.ts'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../../client/locale/language.ts'
import * as wire from './contract.ts'
import { createMedia, type Media } from './media.ts'
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

/** Every KV key of one vehicle: its French read and one per other language (contract v1.1). */
export function vehicleCacheKeys(id: number): string[] {
  return LANGUAGES.map(
    (language) => `${STOCK_CACHE_PREFIX}${inLanguage(`/vehicles/${id}`, language)}`
  )
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
const vehicleSummariesSchema = z.array(vehicleSummarySchema)
/** A vehicle's answer: its data (200) or the stock's word that it was sold (410). */
const wireVehicleOrGone: z.ZodType<WireVehicleOrGone> = wire.wireVehicleResponseSchema
type WireVehicleOrGone = z.infer<typeof wire.wireVehicleResponseSchema> | wire.WireVehicleGone
/**
 * The stock API's own "not found" (docs/stock-api.md): a 404 without it did not come from the
 * API (a proxy, a wrong host) and is a fault, never a vehicle that is gone.
 */
const notFoundBody = wire.wireErrorSchema.refine((body) => body.error.code === 'not_found')

/**
 * The brand list read one brand at a time: a brand the site cannot read (a field missing, a slug
 * that is not one) is left out and logged, never the whole list (contract v1.1: the list is open,
 * and one make a group adds must not take the brand pages down).
 */
const brandListSchema = z.object({ data: z.array(z.unknown()) }).transform(({ data }) => ({
  data: data.flatMap((entry, index) => {
    const brand = wire.wireBrandSummarySchema.safeParse(entry)
    if (brand.success) return [brand.data]
    console.warn(
      `stock /brands: brand ${index} left out:`,
      brand.error.issues.map(
        (issue) => `${['data', index, ...issue.path].join('.')}: ${issue.message}`
      )
    )
    return []
  }),
}))
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
  /** `STOCK_API_TOKEN`: sent as `Authorization: Bearer …` on every request when set. */
  token?: string
  /** How the stock's pictures and files are shown (worker/stock/media.ts); as sent when unset. */
  media?: Media
}

/**
 * The `language` parameter of a read of free text (contract v1.1). French is the API's default
 * and the stock's own language: left out, so French reads keep their cache entries.
 */
function inLanguage(path: string, language: Language | undefined): string {
  if (language === undefined || language === DEFAULT_LANGUAGE) return path
  return `${path}${path.includes('?') ? '&' : '?'}language=${language}`
}

/**
 * The language of an answer's free text: its `Content-Language` (the first language it names,
 * `de-LU` read as `de`), French when it names none of the site's (contract v1.1: French is the
 * stock's own language and every text's fallback).
 */
export function textLanguageOf(headers: Headers): Language {
  const first = headers.get('content-language')?.split(',')[0]?.trim().toLowerCase() ?? ''
  const primary = first.split('-')[0]
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE
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
  const media = options.media ?? createMedia()
  const authorization: Record<string, string> =
    options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }

  function read<W, A>(
    path: string,
    wireSchema: z.ZodType<W>,
    /** `textLanguage`: of the answer's free text (`Content-Language`). */
    toApp: (value: W, textLanguage: Language) => A,
    appSchema: z.ZodType<A>,
    lifetimes: (typeof TTL)[keyof typeof TTL],
    kind: { notFoundIsFault?: boolean; memoryOnly?: boolean; goneBody?: z.ZodType<W> } = {}
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
        let textLanguage: Language = DEFAULT_LANGUAGE
        const answer = await fetchJson({
          fetch: options.fetch,
          url: `${base}${path}`,
          schema: wireSchema,
          timeoutMs,
          label,
          notFoundBody,
          init: { headers: authorization },
          goneBody: kind.goneBody,
          onAnswer: (headers) => {
            textLanguage = textLanguageOf(headers)
          },
        })
        if (answer === null && kind.notFoundIsFault) {
          throw new UpstreamError(`${label}: HTTP 404 for a listing`, 404)
        }
        return answer === null ? null : toApp(answer, textLanguage)
      },
    })
    return tracked(options.health, label, read)
  }

  const encode = encodeURIComponent

  function vehicleRecord(id: number, language?: Language) {
    return read<WireVehicleOrGone, VehicleRecord>(
      inLanguage(`/vehicles/${id}`, language),
      wireVehicleOrGone,
      (w, textLanguage) => reshape.reshapeVehicleRecord(w, media, textLanguage),
      vehicleRecordSchema,
      TTL.vehicle,
      { goneBody: wire.wireVehicleGoneSchema }
    )
  }

  return {
    search(query: StockQuery) {
      const search = stockQueryToSearchParams(query).toString()
      return read(
        `/vehicles/search?${search}`,
        wire.wireSearchResponseSchema,
        (w) => reshape.reshapeSearch(w, media),
        stockSearchResultSchema,
        TTL.search,
        LISTING
      )
    },
    /** On sale (available or reserved); null when sold or unknown. `language`: of the free text. */
    async vehicle(id: number, language?: Language) {
      const record = await vehicleRecord(id, language)
      return record === null || isSold(record) ? null : record
    },
    /**
     * A vehicle on sale, or the stock's word that it was sold (410), from the same read and cache
     * entry as `vehicle`; null for an id that never existed (404).
     */
    vehicleOrSold(id: number, language?: Language) {
      return vehicleRecord(id, language)
    },
    /** Up to six vehicles on sale like this one (sold or not); null for an unknown id. */
    similarVehicles(id: number) {
      return read(
        `/vehicles/${id}/similar`,
        wire.wireSimilarVehiclesResponseSchema,
        (w) => w.data.map((vehicle) => reshape.reshapeVehicleSummary(vehicle, media)),
        vehicleSummariesSchema,
        TTL.search
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
        (w) => reshape.reshapeVehiclesByIds(w, media),
        vehiclesByIdsSchema,
        TTL.vehicle,
        { ...LISTING, memoryOnly: true }
      )
    },
    brands() {
      return read(
        '/brands',
        brandListSchema,
        (w) => w.data.map((brand) => reshape.reshapeBrandSummary(brand, media)),
        brandSummariesSchema,
        TTL.catalogue,
        LISTING
      )
    },
    brand(slug: string, language?: Language) {
      return read(
        inLanguage(`/brands/${encode(slug)}`, language),
        wire.wireBrandResponseSchema,
        (w, textLanguage) => reshape.reshapeBrand(w.data, media, textLanguage),
        brandSchema,
        TTL.catalogue
      )
    },
    model(brand: string, model: string, language?: Language) {
      return read(
        inLanguage(`/brands/${encode(brand)}/models/${encode(model)}`, language),
        wire.wireModelResponseSchema,
        (w, textLanguage) => reshape.reshapeModel(w.data, media, textLanguage),
        modelSchema,
        TTL.catalogue
      )
    },
    locations() {
      return read(
        '/locations',
        wire.wireLocationsResponseSchema,
        (w) => w.data.map((location) => reshape.reshapeLocation(location, media)),
        locationsSchema,
        TTL.catalogue,
        LISTING
      )
    },
    location(slug: string) {
      return read(
        `/locations/${encode(slug)}`,
        wire.wireLocationResponseSchema,
        (w) => reshape.reshapeLocation(w.data, media),
        locationSchema,
        TTL.catalogue
      )
    },
    leaseOffers(type?: 'private' | 'business') {
      return read(
        `/lease-offers${type ? `?type=${type}` : ''}`,
        wire.wireLeaseOffersResponseSchema,
        (w) => w.data.map((offer) => reshape.reshapeLeaseOfferSummary(offer, media)),
        leaseOfferSummariesSchema,
        TTL.catalogue,
        LISTING
      )
    },
    /** `language`: of the description, terms and conditions (French when the API has no other). */
    leaseOffer(slug: string, language?: Language) {
      return read(
        inLanguage(`/lease-offers/${encode(slug)}`, language),
        wire.wireLeaseOfferResponseSchema,
        (w, textLanguage) => reshape.reshapeLeaseOffer(w.data, media, textLanguage),
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
          headers: { 'content-type': 'application/json', ...authorization },
        },
      })
      return answer === null ? null : tradeInValuationSchema.parse(reshape.reshapeValuation(answer))
    },
  }
}

export type StockClient = ReturnType<typeof createStockClient>
