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
  vehicleStatusSchema,
} from '../../../client/domain/vehicle.ts'
import {
  wireVehicleSchema,
  type WireVehicle,
  type WireVehicleSummary,
} from '../../stock/contract.ts'
import type { AssetUrl } from './d1.ts'
import { money } from './format.ts'

/** Rows read back from D1 are a boundary too: parse them instead of trusting the column types. */

const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid JSON column' })
        return z.NEVER
      }
    })
    .pipe(schema)

const vehicleData = z.object({
  first_registration: z.string().nullable(),
  kw: z.number(),
  engine_cc: z.number().nullable(),
  battery_kwh: z.number().nullable(),
  consumption: z.object({ value: z.number(), unit: z.enum(['l/100km', 'kWh/100km']) }),
  co2_g_km: z.number(),
  paint: z.string(),
  description: z.string(),
  equipment: wireVehicleSchema.shape.equipment,
})

/** What a summary shows of `data`: neither the description nor the equipment. */
const summaryData = vehicleData.omit({ description: true, equipment: true })

export const vehicleRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  status: vehicleStatusSchema,
  category: categorySchema,
  brand: z.string(),
  brand_name: z.string(),
  model: z.string(),
  model_name: z.string(),
  trim: z.string(),
  body_style: bodyStyleSchema,
  fuel: fuelSchema,
  transmission: transmissionSchema,
  location: z.string(),
  location_name: z.string(),
  price: z.number(),
  price_before_discount: z.number().nullable(),
  lease_from: z.number().nullable(),
  mileage: z.number(),
  year: z.number(),
  power_hp: z.number(),
  weight_kg: z.number(),
  exterior_color: colorSchema,
  interior_color: colorSchema,
  vat_reportable: z.number().transform((flag) => flag === 1),
  driven_axles: drivenAxlesSchema,
  emissions_class: emissionsClassSchema,
  interior_material: interiorMaterialSchema,
  seats: z.number(),
  doors: z.number(),
  data: jsonText(vehicleData),
})
export type VehicleRow = z.infer<typeof vehicleRowSchema>

export const imageRowSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
})
export type ImageRow = z.infer<typeof imageRowSchema>

/**
 * Summary rows carry their main image through a join (`image_*` columns), all null for a vehicle
 * without pictures (contract v1.1: it is listed, with no image).
 */
export const summaryRowSchema = vehicleRowSchema.extend({
  data: jsonText(summaryData),
  image_url: z.string().nullable(),
  image_width: z.number().nullable(),
  image_height: z.number().nullable(),
  image_alt: z.string().nullable(),
})

/** A summary's row: a vehicle row whose `data` may lack what only the detail page shows. */
type SummaryVehicleRow = Omit<VehicleRow, 'data'> & { data: z.infer<typeof summaryData> }

export function toWireSummary(
  row: SummaryVehicleRow,
  images: readonly ImageRow[],
  asset: AssetUrl
): WireVehicleSummary {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    category: row.category,
    title: `${row.brand_name} ${row.model_name}`,
    brand: { slug: row.brand, name: row.brand_name },
    model: { slug: row.model, name: row.model_name },
    trim: row.trim,
    body_style: row.body_style,
    fuel: row.fuel,
    transmission_type: row.transmission,
    vat_reportable: row.vat_reportable,
    price: {
      purchase: {
        ...money(row.price),
        suffix: 'TVAC',
        before_discount:
          row.price_before_discount === null ? null : money(row.price_before_discount),
      },
      lease_from: row.lease_from === null ? null : money(row.lease_from),
    },
    attributes: {
      mileage: row.mileage,
      construction_year: row.year,
      first_registration: row.data.first_registration,
      power: { kw: row.data.kw, hp: row.power_hp },
      engine_cc: row.data.engine_cc,
      battery_kwh: row.data.battery_kwh,
      consumption: row.data.consumption,
      co2_g_km: row.data.co2_g_km,
      emissions_class: row.emissions_class,
      driven_axles: row.driven_axles,
      max_weight_kg: row.weight_kg,
      interior_material: row.interior_material,
      seats: row.seats,
      doors: row.doors,
      exterior_color: { code: row.exterior_color, paint: row.data.paint },
      interior_color: row.interior_color,
    },
    images: images.map((image) => ({ type: 'image', ...image, url: asset(image.url) })),
    location: { slug: row.location, name: row.location_name },
  }
}

export function toWireVehicle(
  row: VehicleRow,
  images: readonly ImageRow[],
  asset: AssetUrl
): WireVehicle {
  return {
    ...toWireSummary(row, images, asset),
    description: row.data.description,
    equipment: row.data.equipment,
  }
}

/** Parses a summary row (vehicle columns plus its main image) into the wire summary. */
export function summaryFromRow(raw: unknown, asset: AssetUrl): WireVehicleSummary {
  const row = summaryRowSchema.parse(raw)
  const { image_url: url, image_width: width, image_height: height, image_alt: alt } = row
  const main =
    url === null || width === null || height === null
      ? []
      : [{ url, width, height, alt: alt ?? '' }]
  return toWireSummary(row, main, asset)
}

/**
 * Columns of a summary row: the vehicle and its first image. The displayed JSON without its
 * description and equipment (most of its size): a search page reads 24 of these (ADR 0065).
 */
export const SUMMARY_COLUMNS = [
  ...Object.keys(vehicleRowSchema.shape)
    .filter((column) => column !== 'data')
    .map((column) => `v.${column}`),
  "json_remove(v.data, '$.description', '$.equipment') AS data",
  'i.url AS image_url, i.width AS image_width, i.height AS image_height, i.alt AS image_alt',
].join(', ')
export const SUMMARY_FROM =
  'vehicles v LEFT JOIN vehicle_images i ON i.vehicle_id = v.id AND i.position = 0'
