import { z } from 'zod'
import {
  bodyStyleSchema,
  categorySchema,
  colorSchema,
  drivenAxlesSchema,
  emissionsClassSchema,
  fuelSchema,
  interiorMaterialSchema,
  transmissionSchema,
} from '../../client/domain/vehicle.ts'

/**
 * One vehicle as every feed format is read into (docs/stock-feed.md): the site's own vocabulary,
 * checked once here whatever the format. A format's reader maps its fields and codes onto this;
 * the import never sees a format's raw shape.
 */

const int = z.number().int()
const httpsUrl = z.url({ protocol: /^https$/ }).max(2048)

/** The reference a feed gives a vehicle: mobile.de's "internal number" rule (a-z, 0-9, - and _). */
export const feedRefSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, {
  message: 'reference: 1 to 40 characters a-z, A-Z, 0-9, - or _',
})

export const feedVehicleSchema = z.object({
  ref: feedRefSchema,
  category: categorySchema,
  brand: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(80),
  trim: z.string().trim().max(120),
  body_style: bodyStyleSchema,
  fuel: fuelSchema,
  transmission: transmissionSchema,
  /** A dealership slug of the `locations` table. */
  location: z.string().regex(/^[a-z0-9-]{1,60}$/),
  /** Whole euros, VAT included. */
  price: int.positive().max(10_000_000),
  price_before_discount: int.positive().max(10_000_000).nullable(),
  lease_from: int.positive().max(100_000).nullable(),
  mileage: int.nonnegative().max(2_000_000),
  year: int.min(1900).max(2100),
  /** `YYYY-MM`, null for a vehicle never registered. */
  first_registration: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable(),
  power_kw: int.positive().max(2_000),
  engine_cc: int.positive().max(20_000).nullable(),
  battery_kwh: z.number().positive().max(500).nullable(),
  consumption: z.object({
    value: z.number().nonnegative().max(100),
    unit: z.enum(['l/100km', 'kWh/100km']),
  }),
  co2_g_km: int.nonnegative().max(1_000),
  emissions_class: emissionsClassSchema,
  driven_axles: drivenAxlesSchema,
  weight_kg: int.positive().max(10_000),
  seats: int.positive().max(9),
  doors: int.positive().max(7),
  exterior_color: colorSchema,
  paint: z.string().trim().max(120),
  interior_color: colorSchema,
  interior_material: interiorMaterialSchema,
  vat_reportable: z.boolean(),
  description: z.string().max(20_000),
  equipment: z
    .array(z.object({ category: z.string().min(1).max(80), items: z.array(z.string().min(1)) }))
    .max(40),
  /** Absolute https URLs as the feed gives them; the first is the main image. */
  images: z.array(z.object({ url: httpsUrl, alt: z.string().max(300).nullable() })).max(60),
})
export type FeedVehicle = z.infer<typeof feedVehicleSchema>

/** A row a format could not read: its line in the file (1-based) and why. */
export interface SkippedRow {
  line: number
  ref: string | null
  reason: string
}

/** What a format reader gives the import: the vehicles it read, and the rows it skipped. */
export interface ParsedFeed {
  vehicles: { line: number; vehicle: FeedVehicle }[]
  skipped: SkippedRow[]
}

/** The zod issues of a row in one line: `price: Too small…; fuel: Invalid option…`. */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
    .join('; ')
}

/** "Alfa Romeo" → "alfa-romeo", "Citroën C5 X" → "citroen-c5-x". */
export function kebab(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** kW to the horsepower (PS) the site shows next to it. */
export function horsepower(kw: number): number {
  return Math.round(kw * 1.35962)
}
