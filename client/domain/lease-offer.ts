import { z } from 'zod'
import { brandSlugSchema } from './brand.ts'
import {
  bodyStyleSchema,
  fuelSchema,
  imageSchema,
  moneySchema,
  textLanguageSchema,
} from './vehicle.ts'

/** Private lease is shown VAT included, business lease VAT excluded (both are always known). */
export const leaseTypeSchema = z.enum(['private', 'business'])
export type LeaseType = z.infer<typeof leaseTypeSchema>

export const leaseTypeLabels = {
  private: 'Private lease',
  business: 'Business lease',
} as const satisfies Record<LeaseType, string>

/** Monthly price with and without VAT (spec §3, lease configuration). */
export const monthlyPriceSchema = z.object({
  inclVat: moneySchema,
  exclVat: moneySchema,
})

/** Spec §3 "lease configuration": the parameters the offer's monthly price is quoted for. */
export const leaseConfigurationSchema = z.object({
  color: z.string(),
  durationMonths: z.number().int().positive(),
  annualMileageKm: z.number().int().positive(),
  monthlyMileageKm: z.number().int().positive(),
  deposit: moneySchema,
  establishmentFee: moneySchema,
  /** Total of every payment over the contract (deposit + fee + monthly × duration), VAT incl. */
  completePrice: moneySchema,
  pricePerMonth: monthlyPriceSchema,
})
export type LeaseConfiguration = z.infer<typeof leaseConfigurationSchema>

export const leaseOfferSummarySchema = z.object({
  slug: z.string(),
  type: leaseTypeSchema,
  title: z.string(),
  brand: z.object({ slug: brandSlugSchema, name: z.string() }),
  model: z.object({ slug: z.string(), name: z.string() }),
  /** The version and its powertrain, as visitors read it. */
  trim: z.string(),
  /** The key of the model's version (`Model.trims[].code`): what offers are matched on. */
  trimCode: z.string(),
  /** List price VAT included of the vehicle the offer is quoted for. */
  vehiclePrice: moneySchema,
  fuel: fuelSchema,
  bodyStyle: bodyStyleSchema,
  image: imageSchema,
  configuration: leaseConfigurationSchema,
  /** WLTP CO2 in g/km: the site shows it on lease offers (spec §1, "lease CO2 on"). */
  co2: z.number().int().nonnegative(),
  /** The last day the offer holds, a calendar date ("2026-12-31"), as the stock service gives it. */
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})
export type LeaseOfferSummary = z.infer<typeof leaseOfferSummarySchema>

export const leaseOfferSchema = leaseOfferSummarySchema.extend({
  description: z.string(),
  gallery: z.array(imageSchema),
  /** Other durations and mileages the calculator may offer for this vehicle. */
  durationsMonths: z.array(z.number().int().positive()),
  annualMileagesKm: z.array(z.number().int().positive()),
  contractTerms: z.object({ included: z.array(z.string()), notIncluded: z.array(z.string()) }),
  conditions: z.string(),
  /** The language of `description`, `contractTerms` and `conditions`. */
  textLanguage: textLanguageSchema,
})
export type LeaseOffer = z.infer<typeof leaseOfferSchema>
