import { z } from 'zod'
import {
  bodyStyleSchema,
  fuelSchema,
  imageSchema,
  moneySchema,
  textLanguageSchema,
} from './vehicle.ts'

/**
 * Names of the makes the site knows before it reads the catalogue (the demo group's, spec §2), in
 * the order the site lists them. The brand list itself is open (stock API v1.1): the catalogue's
 * `/v1/brands` decides which brands exist and what they are called; these names only stand in
 * where the catalogue is not at hand (a lead's subject, a URL written by hand).
 */
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
} as const satisfies Record<string, string>

/** A brand's key: lower-case words joined by hyphens (`alfa-romeo`), any make the catalogue has. */
export const brandSlugSchema = z
  .string()
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
export type BrandSlug = z.infer<typeof brandSlugSchema>
/** The makes known without the catalogue, in the site's order. */
export const brandSlugs: readonly BrandSlug[] = Object.keys(brandNames)

const knownNames: Readonly<Record<string, string>> = brandNames

/**
 * A brand's name where the catalogue is not at hand: the known name, else its slug's words
 * capitalised (`great-wall` → "Great Wall"), so a make the site has never heard of still reads
 * as a name.
 */
export function brandName(slug: string): string {
  return (
    knownNames[slug] ??
    slug
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  )
}

/** The logo of a brand the catalogue gives none for: a neutral mark (public/images/). */
export const NEUTRAL_BRAND_LOGO = '/images/brand-neutral.svg'

/** The picture of a vehicle or model the stock has no photo of (public/images/), 1200 × 800. */
export const VEHICLE_PLACEHOLDER_IMAGE = '/images/vehicle-placeholder.svg'

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
  /** The language of `tagline` and `description`. */
  textLanguage: textLanguageSchema,
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
  /** The language of `description` (and of the models' free text). */
  textLanguage: textLanguageSchema,
})
export type Brand = z.infer<typeof brandSchema>
