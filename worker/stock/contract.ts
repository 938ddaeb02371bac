import { z } from 'zod'
import { VEHICLE_PARAM } from '../../client/routes/route-table.ts'
import {
  bodyStyleSchema,
  categorySchema,
  colorSchema,
  drivenAxlesSchema,
  emissionsClassSchema,
  fuelSchema,
  interiorMaterialSchema,
  transmissionSchema,
  tradeInConditionSchema,
  vehicleStatusSchema,
} from '../../client/domain/vehicle.ts'
import { brandSlugSchema } from '../../client/domain/brand.ts'
import { leaseTypeSchema } from '../../client/domain/lease-offer.ts'
import { formatsFor } from '../../client/locale/format.ts'
import {
  closureSchema,
  coordinatesSchema,
  departmentSchema,
  employeeSchema,
  locationSchema,
  serviceSlugSchema,
} from '../../client/domain/location.ts'
import {
  multiFilterKeySchema,
  rangeFilterKeySchema,
  sortSchema,
} from '../../client/domain/stock-search.ts'

/**
 * The stock API contract, version 1.1: the raw wire shapes (snake_case, codes without labels) of
 * every response. The one source of the contract: docs/stock-api/openapi.json is generated from
 * these schemas (`npm run stock:openapi`, scripts/stock/openapi.ts), docs/stock-api.md explains
 * them, and `npm run stock:check` holds a live API to them. Only worker/stock/ reads these; pages
 * see the app types that reshape.ts builds. The search query string is the site's own stock query
 * (client/domain/stock-search.ts), so one parser validates both.
 */

export const STOCK_API_VERSION = '1.1.0'

/**
 * Hosts an API on a developer's machine may name over plain http (the embedded demo service
 * behind `npm start`); every other asset URL is https.
 */
const DEVELOPMENT_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.local\.test)$/

/**
 * An image's or a document's address: absolute, https, on any host (the group's DMS, a portal's
 * CDN, a bucket). The site sizes images itself (docs/decisions/0055); an API sends the largest
 * picture it has.
 */
export const wireAssetUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((url) => {
    // Not a URL at all: already said by `z.url` (refinements run after a failed check too).
    if (!URL.canParse(url)) return true
    const { protocol, hostname } = new URL(url)
    return protocol === 'https:' || DEVELOPMENT_HOST.test(hostname)
  }, 'An absolute https URL expected (plain http only for localhost)')
  .meta({
    description:
      'Absolute https URL on any host. Plain http is accepted for localhost only (development).',
    examples: ['https://media.dms.example.lu/vehicles/12057/1.jpg'],
  })

/**
 * `language` of the free text (descriptions, equipment, offer conditions and terms, taglines): an
 * ISO 639-1 code. French is the stock's own language and the fallback: a text the API does not
 * have in the language asked for comes in French. Without it, French.
 */
export const wireLanguageSchema = z
  .string()
  .regex(/^[a-z]{2}$/)
  .meta({
    description:
      'ISO 639-1 code of the language of free text (descriptions, equipment, conditions). The site sends `fr` or `de`; a text missing in that language comes in French. Default `fr`.',
    examples: ['de'],
  })
export const wireLanguageQuerySchema = z.object({ language: wireLanguageSchema.optional() })

/** A vehicle's slug, `{id}-1-{brand}-{model}-{trim words}`: the route table's `:vehicle` pattern. */
export const VEHICLE_SLUG = VEHICLE_PARAM

/**
 * Money on the wire: the amount is the fact. The site writes every amount itself
 * (client/locale/format.ts), so the upstream's `formatted` text is replaced as it is read: a
 * "32.990 €" from the API never sits next to a "32 990 €" of the site. The field stays French
 * whatever the page's language (the stock is read once for both): what a page shows is its
 * `amount` written by the page language's formatter (docs/decisions/0038).
 */
function siteFormatted<T extends { amount: number; formatted: string }>(money: T): T {
  return { ...money, formatted: formatsFor('fr').price(money.amount) }
}
const moneyFields = { amount: z.number().nonnegative(), formatted: z.string().min(1) }
const money = z.object(moneyFields).transform(siteFormatted)
const labelledPrice = z.object({ ...moneyFields, suffix: z.string() }).transform(siteFormatted)
const slugName = z.object({ slug: z.string().min(1), name: z.string().min(1) })

export const wireImageSchema = z
  .object({
    type: z.literal('image'),
    url: wireAssetUrlSchema,
    /** The picture's own size in pixels, at `url`: the site asks for smaller ones itself. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string(),
  })
  .meta({
    description:
      'A picture at its full size. The site resizes it (Cloudflare Images) for each place it shows it.',
    examples: [
      {
        type: 'image',
        url: 'https://media.dms.example.lu/vehicles/12057/1.jpg',
        width: 1600,
        height: 1067,
        alt: 'Kia EV3 Air, trois-quarts avant',
      },
    ],
  })

export const wireVehicleSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(VEHICLE_SLUG),
  status: vehicleStatusSchema,
  category: categorySchema,
  title: z.string(),
  brand: slugName,
  model: slugName,
  trim: z.string(),
  body_style: bodyStyleSchema,
  fuel: fuelSchema,
  transmission_type: transmissionSchema,
  vat_reportable: z.boolean(),
  price: z.object({
    purchase: z
      .object({
        amount: z.number().int().positive(),
        formatted: z.string(),
        suffix: z.literal('TVAC'),
        before_discount: money.nullable(),
      })
      .transform(siteFormatted),
    lease_from: money.nullable(),
  }),
  attributes: z.object({
    mileage: z.number().int().nonnegative(),
    construction_year: z.number().int(),
    first_registration: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .nullable(),
    power: z.object({ kw: z.number().int().positive(), hp: z.number().int().positive() }),
    engine_cc: z.number().int().positive().nullable(),
    battery_kwh: z.number().positive().nullable(),
    consumption: z.object({
      value: z.number().nonnegative(),
      unit: z.enum(['l/100km', 'kWh/100km']),
    }),
    co2_g_km: z.number().int().nonnegative(),
    emissions_class: emissionsClassSchema,
    driven_axles: drivenAxlesSchema,
    max_weight_kg: z.number().int().positive(),
    interior_material: interiorMaterialSchema,
    seats: z.number().int().positive(),
    doors: z.number().int().positive(),
    exterior_color: z.object({ code: colorSchema, paint: z.string() }),
    interior_color: colorSchema,
  }),
  /** First is the main picture. May be empty: the site shows a placeholder. */
  images: z.array(wireImageSchema).meta({
    description: 'The first is the main picture. May be empty: the site shows a placeholder.',
  }),
  location: slugName,
})
export type WireVehicleSummary = z.infer<typeof wireVehicleSummarySchema>

export const wireVehicleSchema = wireVehicleSummarySchema.extend({
  description: z.string(),
  equipment: z.array(z.object({ category: z.string(), items: z.array(z.string()).min(1) })),
})
export type WireVehicle = z.infer<typeof wireVehicleSchema>

/** `label` is sent only where the API owns the name (brands, models, dealerships). */
export const wireFacetEntrySchema = z.object({
  value: z.string(),
  label: z.string().optional(),
  count: z.number().int().nonnegative(),
})
export type WireFacetEntry = z.infer<typeof wireFacetEntrySchema>

const wireRangeSchema = z.object({ min: z.number(), max: z.number() }).nullable()

/** GET /v1/vehicles/search */
export const wireSearchResponseSchema = z.object({
  data: z.array(wireVehicleSummarySchema),
  meta: z.object({
    page: z.number().int().positive(),
    page_size: z.number().int().positive().max(48),
    total: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    sort: sortSchema,
  }),
  /** Per filter, counts that ignore that filter's own selection. Model values are `brand.model`. */
  facets: z.object({
    brand: z.array(wireFacetEntrySchema),
    model: z.array(wireFacetEntrySchema),
    options: z.record(multiFilterKeySchema, z.array(wireFacetEntrySchema)),
    vat_reportable: z.object({ count: z.number().int().nonnegative() }),
  }),
  ranges: z.record(rangeFilterKeySchema, wireRangeSchema),
})
export type WireSearchResponse = z.infer<typeof wireSearchResponseSchema>

/** GET /v1/vehicles/{id} and PATCH /v1/vehicles/{id} */
export const wireVehicleResponseSchema = z.object({ data: wireVehicleSchema })

/** GET /v1/vehicles?ids=1,2,3 — ids that are sold or unknown come back in `missing`. */
export const wireVehiclesByIdsResponseSchema = z.object({
  data: z.array(wireVehicleSummarySchema),
  missing: z.array(z.number().int()),
})
export type WireVehiclesByIdsResponse = z.infer<typeof wireVehiclesByIdsResponseSchema>

/** Query of GET /v1/vehicles: at most 48 positive integer ids, comma-separated. */
export const wireIdsQuerySchema = z
  .string()
  .regex(/^\d{1,9}(?:,\d{1,9}){0,47}$/)
  .transform((raw) => [...new Set(raw.split(',').map(Number))].filter((id) => id > 0))

export const wireDownloadSchema = z.object({
  kind: z.enum(['brochure', 'price_list']),
  title: z.string(),
  url: wireAssetUrlSchema,
  size_bytes: z.number().int().positive(),
})

export const wireModelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.object({ slug: brandSlugSchema, name: z.string() }),
  tagline: z.string(),
  description: z.string(),
  body_styles: z.array(bodyStyleSchema).min(1),
  fuels: z.array(fuelSchema).min(1),
  commercial: z.boolean(),
  cash_price_from: labelledPrice,
  lease_price_from: labelledPrice.nullable(),
  /** `code` is the version's key: lease offers name it in `trim_code`. */
  trims: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        name: z.string(),
        price: labelledPrice,
      })
    )
    .min(1),
  image: wireImageSchema,
  gallery: z.array(wireImageSchema),
  downloads: z.array(wireDownloadSchema),
  stock_count: z.number().int().nonnegative(),
})
export type WireModel = z.infer<typeof wireModelSchema>

export const wireBrandSummarySchema = z.object({
  /** Any make: the brand list is the catalogue's, not the site's. */
  slug: brandSlugSchema,
  name: z.string(),
  /** Null when the API has no logo: the site shows a neutral mark. */
  logo: wireAssetUrlSchema.nullable(),
  model_count: z.number().int().nonnegative(),
  stock_count: z.number().int().nonnegative(),
  cash_price_from: labelledPrice.nullable(),
  lease_price_from: labelledPrice.nullable(),
})
export type WireBrandSummary = z.infer<typeof wireBrandSummarySchema>

export const wireBrandSchema = wireBrandSummarySchema.extend({
  description: z.string(),
  models: z.array(wireModelSchema),
})
export type WireBrand = z.infer<typeof wireBrandSchema>

/** GET /v1/brands, GET /v1/brands/{brand}, GET /v1/brands/{brand}/models/{model} */
export const wireBrandsResponseSchema = z.object({ data: z.array(wireBrandSummarySchema) })
export const wireBrandResponseSchema = z.object({ data: wireBrandSchema })
export const wireModelResponseSchema = z.object({ data: wireModelSchema })

/** An adviser of a dealership; `photo` is an absolute URL (v1.1), like every picture. */
export const wireEmployeeSchema = employeeSchema.extend({ photo: wireAssetUrlSchema })

/**
 * A dealership. Same fields as the site's Location (client/domain/location.ts), snake_case on the
 * wire; the opening-hours, closure and employee shapes are shared as they are.
 */
export const wireLocationSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string(),
  address: locationSchema.shape.address,
  coordinates: coordinatesSchema,
  phone: z.string(),
  email: z.string(),
  vat_number: z.string(),
  iban: z.string(),
  brands: z.array(brandSlugSchema),
  services: z.array(serviceSlugSchema),
  departments: z.object({ showroom: departmentSchema, workshop: departmentSchema }),
  closures: z.array(closureSchema),
  employees: z.array(wireEmployeeSchema),
  /** Vehicles on sale (not sold) at this dealership. */
  stock_count: z.number().int().nonnegative(),
})
export type WireLocation = z.infer<typeof wireLocationSchema>

/** GET /v1/locations, GET /v1/locations/{slug} */
export const wireLocationsResponseSchema = z.object({ data: z.array(wireLocationSchema) })
export const wireLocationResponseSchema = z.object({ data: wireLocationSchema })

export const wireLeaseOfferSummarySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  type: leaseTypeSchema,
  title: z.string(),
  brand: z.object({ slug: brandSlugSchema, name: z.string() }),
  model: slugName,
  /** What visitors read: the version and its powertrain ("Air Standard Range 58,3 kWh"). */
  trim: z.string(),
  /** The key of the model's version (`trims[].code` of the model): offers match on it. */
  trim_code: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** List price VAT included of the vehicle the offer is quoted for. */
  vehicle_price: money,
  fuel: fuelSchema,
  body_style: bodyStyleSchema,
  image: wireImageSchema,
  configuration: z.object({
    color: z.string(),
    duration_months: z.number().int().positive(),
    annual_mileage_km: z.number().int().positive(),
    monthly_mileage_km: z.number().int().positive(),
    deposit: money,
    establishment_fee: money,
    complete_price: money,
    price_per_month: z.object({ incl_vat: money, excl_vat: money }),
  }),
  co2_g_km: z.number().int().nonnegative(),
  valid_until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})
export type WireLeaseOfferSummary = z.infer<typeof wireLeaseOfferSummarySchema>

export const wireLeaseOfferSchema = wireLeaseOfferSummarySchema.extend({
  description: z.string(),
  gallery: z.array(wireImageSchema),
  durations_months: z.array(z.number().int().positive()).min(1),
  annual_mileages_km: z.array(z.number().int().positive()).min(1),
  contract_terms: z.object({ included: z.array(z.string()), not_included: z.array(z.string()) }),
  conditions: z.string(),
})
export type WireLeaseOffer = z.infer<typeof wireLeaseOfferSchema>

/** GET /v1/lease-offers?type=private|business (type optional), GET /v1/lease-offers/{slug} */
export const wireLeaseOffersQuerySchema = z.object({ type: leaseTypeSchema.optional() })
export const wireLeaseOffersResponseSchema = z.object({
  data: z.array(wireLeaseOfferSummarySchema),
})
export const wireLeaseOfferResponseSchema = z.object({ data: wireLeaseOfferSchema })

/** POST /v1/valuations body. The reference year is 2026 (the demo's fixed "today"). */
export const wireValuationRequestSchema = z.object({
  brand: z.string().trim().min(1).max(40),
  model: z.string().trim().min(1).max(60),
  year: z.number().int().min(1990).max(2026),
  mileage: z.number().int().min(0).max(1_000_000),
  fuel: fuelSchema,
  condition: tradeInConditionSchema,
})
export type WireValuationRequest = z.infer<typeof wireValuationRequestSchema>

export const wireValuationResponseSchema = z.object({
  data: z.object({
    reference: z.string(),
    currency: z.literal('EUR'),
    low: money,
    high: money,
    offer: money,
    valid_until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
})
export type WireValuationResponse = z.infer<typeof wireValuationResponseSchema>

/** PATCH /v1/vehicles/{id} body (demo administration, local service only). */
export const wireVehiclePatchSchema = z.object({ status: vehicleStatusSchema })

/** Every non-2xx answer (400, 401, 404, 500). `issues` lists validation problems of a 400. */
export const wireErrorSchema = z.object({
  error: z.object({
    code: z.enum(['invalid_request', 'unauthorized', 'not_found', 'internal']),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})
export type WireError = z.infer<typeof wireErrorSchema>

/**
 * GET /v1/vehicles/{id} of a vehicle that was sold: 410 with what the site needs to say so and to
 * lead on (its name, brand and model); an id that never existed stays 404 (docs/stock-api.md).
 */
export const wireVehicleGoneSchema = z.object({
  error: z.object({ code: z.literal('gone'), message: z.string() }),
  data: z.object({
    id: z.number().int().positive(),
    slug: z.string().regex(VEHICLE_SLUG),
    status: z.literal('sold'),
    title: z.string(),
    brand: slugName,
    model: slugName,
    trim: z.string(),
    /** The day it left the stock (`YYYY-MM-DD`), when the source knows it. */
    sold_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional(),
  }),
})
export type WireVehicleGone = z.infer<typeof wireVehicleGoneSchema>

/** At most this many vehicles in GET /v1/vehicles/{id}/similar. */
export const SIMILAR_VEHICLES_MAX = 6

/**
 * GET /v1/vehicles/{id}/similar: up to six vehicles on sale like this one (sold or not), best
 * first: the same model, then body style, fuel and price band, the same dealership first among
 * equals. 404 for an id that never existed.
 */
export const wireSimilarVehiclesResponseSchema = z.object({
  data: z.array(wireVehicleSummarySchema).max(SIMILAR_VEHICLES_MAX),
})
export type WireSimilarVehiclesResponse = z.infer<typeof wireSimilarVehiclesResponseSchema>
