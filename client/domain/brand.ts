import { z } from 'zod'
import { bodyStyleSchema, fuelSchema, imageSchema, moneySchema } from './vehicle.ts'

/** The group's brands (spec §2), in the order the site lists them. */
export const brandNames = {
  ford: 'Ford',
  kia: 'Kia',
  hyundai: 'Hyundai',
  opel: 'Opel',
  jeep: 'Jeep',
  fiat: 'Fiat',
  abarth: 'Abarth',
  'alfa-romeo': 'Alfa Romeo',
  suzuki: 'Suzuki',
  mg: 'MG',
  lancia: 'Lancia',
  corvette: 'Corvette',
} as const
export const brandSlugSchema = z.enum(
  Object.keys(brandNames) as [keyof typeof brandNames, ...(keyof typeof brandNames)[]]
)
export type BrandSlug = z.infer<typeof brandSlugSchema>
export const brandSlugs: readonly BrandSlug[] = brandSlugSchema.options

/** A price with the words that go with it ("TVAC", "/mois TVAC"). */
export const labelledPriceSchema = moneySchema.extend({ suffix: z.string() })
export type LabelledPrice = z.infer<typeof labelledPriceSchema>

export const downloadSchema = z.object({
  kind: z.enum(['brochure', 'price_list']),
  title: z.string(),
  url: z.string(),
  sizeBytes: z.number().int().positive(),
})
export type Download = z.infer<typeof downloadSchema>

/** A version of a model; `code` is its key (lease offers name it in `trimCode`). */
export const modelTrimSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: labelledPriceSchema,
})

/** A model of the catalogue (model pages, brand model lists). */
export const modelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.object({ slug: brandSlugSchema, name: z.string() }),
  tagline: z.string(),
  description: z.string(),
  /** Several per model (e.g. suv + family + electric): model pages filter on them. */
  bodyStyles: z.array(bodyStyleSchema).min(1),
  fuels: z.array(fuelSchema).min(1),
  /** Light commercial vehicles are also listed under /vehicules-utilitaires. */
  commercial: z.boolean(),
  cashPriceFrom: labelledPriceSchema,
  leasePriceFrom: labelledPriceSchema.nullable(),
  trims: z.array(modelTrimSchema).min(1),
  image: imageSchema,
  gallery: z.array(imageSchema),
  downloads: z.array(downloadSchema),
  /** Vehicles of this model currently in stock (not sold). */
  stockCount: z.number().int().nonnegative(),
})
export type Model = z.infer<typeof modelSchema>

export const brandSummarySchema = z.object({
  slug: brandSlugSchema,
  name: z.string(),
  logo: z.string(),
  modelCount: z.number().int().nonnegative(),
  stockCount: z.number().int().nonnegative(),
  cashPriceFrom: labelledPriceSchema.nullable(),
  leasePriceFrom: labelledPriceSchema.nullable(),
})
export type BrandSummary = z.infer<typeof brandSummarySchema>

export const brandSchema = brandSummarySchema.extend({
  description: z.string(),
  models: z.array(modelSchema),
})
export type Brand = z.infer<typeof brandSchema>
