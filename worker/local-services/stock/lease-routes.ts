import { Hono } from 'hono'
import { z } from 'zod'
import {
  wireLeaseOfferSchema,
  wireLeaseOffersQuerySchema,
  wireLanguageQuerySchema,
  wireLeaseOfferSummarySchema,
  type WireLeaseOffer,
} from '../../stock/contract.ts'
import { leaseTypeSchema } from '../../../client/domain/lease-offer.ts'
import type { AssetUrl, StockEnv } from './d1.ts'
import { errorResponse, zodIssues } from './errors.ts'
import { money } from './format.ts'

/** The generated offer as stored in `lease_offers.data` (raw numbers, camelCase). */
const image = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() })
const storedOffer = z.object({
  slug: z.string(),
  type: leaseTypeSchema,
  title: z.string(),
  brand: z.string(),
  brandName: z.string(),
  model: z.string(),
  modelName: z.string(),
  trim: z.string(),
  trimCode: z.string(),
  vehiclePrice: z.number(),
  fuel: z.string(),
  bodyStyle: z.string(),
  color: z.string(),
  durationMonths: z.number(),
  annualMileageKm: z.number(),
  deposit: z.number(),
  establishmentFee: z.number(),
  monthlyInclVat: z.number(),
  monthlyExclVat: z.number(),
  co2: z.number(),
  validUntil: z.string(),
  description: z.string(),
  image,
  gallery: z.array(image),
  durationsMonths: z.array(z.number()),
  annualMileagesKm: z.array(z.number()),
  contractTerms: z.object({ included: z.array(z.string()), notIncluded: z.array(z.string()) }),
  conditions: z.string(),
  /**
   * The description, terms and conditions in other languages, by `language` code (contract v1.1):
   * all of an offer's free text in one language, so that `Content-Language` is true of all of it.
   */
  translations: z
    .record(
      z.string(),
      z.object({
        description: z.string(),
        contractTerms: z.object({
          included: z.array(z.string()),
          notIncluded: z.array(z.string()),
        }),
        conditions: z.string(),
      })
    )
    .default({}),
})
const offerRow = z.object({
  data: z.string().transform((text) => storedOffer.parse(JSON.parse(text))),
})

type StoredOffer = z.infer<typeof storedOffer>

/** The offer as the contract writes it, its free text in `language` where it has a translation. */
function toWireOffer(stored: StoredOffer, asset: AssetUrl, language?: string): WireLeaseOffer {
  const translated = language === undefined ? undefined : stored.translations[language]
  const offer = translated ? { ...stored, ...translated } : stored
  const asImage = (i: z.infer<typeof image>) => ({
    type: 'image' as const,
    ...i,
    url: asset(i.url),
  })
  return wireLeaseOfferSchema.parse({
    slug: offer.slug,
    type: offer.type,
    title: offer.title,
    brand: { slug: offer.brand, name: offer.brandName },
    model: { slug: offer.model, name: offer.modelName },
    trim: offer.trim,
    trim_code: offer.trimCode,
    vehicle_price: money(offer.vehiclePrice),
    fuel: offer.fuel,
    body_style: offer.bodyStyle,
    image: asImage(offer.image),
    configuration: {
      color: offer.color,
      duration_months: offer.durationMonths,
      annual_mileage_km: offer.annualMileageKm,
      monthly_mileage_km: Math.round(offer.annualMileageKm / 12),
      deposit: money(offer.deposit),
      establishment_fee: money(offer.establishmentFee),
      // Everything the lessee pays over the contract, VAT included, added up in cents.
      complete_price: money(
        (Math.round(offer.deposit * 100) +
          Math.round(offer.establishmentFee * 100) +
          Math.round(offer.monthlyInclVat * 100) * offer.durationMonths) /
          100
      ),
      price_per_month: {
        incl_vat: money(offer.monthlyInclVat),
        excl_vat: money(offer.monthlyExclVat),
      },
    },
    co2_g_km: offer.co2,
    valid_until: offer.validUntil,
    description: offer.description,
    gallery: offer.gallery.map(asImage),
    durations_months: offer.durationsMonths,
    annual_mileages_km: offer.annualMileagesKm,
    contract_terms: {
      included: offer.contractTerms.included,
      not_included: offer.contractTerms.notIncluded,
    },
    conditions: offer.conditions,
  })
}

export const leaseRoutes = new Hono<StockEnv>()

leaseRoutes.get('/', async (c) => {
  const query = wireLeaseOffersQuerySchema.safeParse(c.req.query())
  if (!query.success)
    return errorResponse(c, 400, 'type must be private or business', zodIssues(query.error))
  const type = query.data.type
  const { results } = await c.env.DB.prepare(
    `SELECT data FROM lease_offers${type ? ' WHERE type = ?' : ''} ORDER BY position`
  )
    .bind(...(type ? [type] : []))
    .all()
  // The list carries summaries only; the detail adds gallery, terms and conditions.
  // zod drops the keys the summary schema does not list.
  const data = results.map((row) =>
    wireLeaseOfferSummarySchema.parse(toWireOffer(offerRow.parse(row).data, c.get('asset')))
  )
  return c.json({ data })
})

leaseRoutes.get('/:slug', async (c) => {
  const row = await c.env.DB.prepare('SELECT data FROM lease_offers WHERE slug = ?')
    .bind(c.req.param('slug'))
    .first()
  if (!row) return errorResponse(c, 404, 'Lease offer not found')
  const stored = offerRow.parse(row).data
  // Free text in the language asked for where the offer has it, French otherwise (contract v1.1).
  const asked = wireLanguageQuerySchema.safeParse(c.req.query()).data?.language
  const language = asked !== undefined && stored.translations[asked] ? asked : 'fr'
  c.header('content-language', language)
  return c.json({ data: toWireOffer(stored, c.get('asset'), language) })
})
