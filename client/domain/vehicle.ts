import { z } from 'zod'
import { LANGUAGES } from '../locale/language.ts'
import {
  fuelCodes,
  bodyStyleCodes,
  transmissionCodes,
  categoryCodes,
  colorCodes,
  drivenAxlesCodes,
  emissionsClassCodes,
  interiorMaterialCodes,
  tradeInConditionCodes,
} from './vehicle-vocabulary.ts'

/**
 * Stock vocabulary and the vehicle app types. Values are the stable machine codes shared by the
 * stock API, the site's query strings and analytics; labels are interface text (the vehicle-vocabulary catalogue).
 */

export const fuelSchema = z.enum(fuelCodes)
export type Fuel = z.infer<typeof fuelSchema>

export const bodyStyleSchema = z.enum(bodyStyleCodes)
export type BodyStyle = z.infer<typeof bodyStyleSchema>

export const transmissionSchema = z.enum(transmissionCodes)
export type Transmission = z.infer<typeof transmissionSchema>

export const categorySchema = z.enum(categoryCodes)
export type VehicleCategory = z.infer<typeof categorySchema>

export const colorSchema = z.enum(colorCodes)
export type ColorCode = z.infer<typeof colorSchema>

export const drivenAxlesSchema = z.enum(drivenAxlesCodes)
export type DrivenAxles = z.infer<typeof drivenAxlesSchema>

export const emissionsClassSchema = z.enum(emissionsClassCodes)
export type EmissionsClass = z.infer<typeof emissionsClassSchema>

export const interiorMaterialSchema = z.enum(interiorMaterialCodes)
export type InteriorMaterial = z.infer<typeof interiorMaterialSchema>

export const vehicleStatusSchema = z.enum(['available', 'reserved', 'sold'])
export type VehicleStatus = z.infer<typeof vehicleStatusSchema>

/** A price as the UI shows it: `formatted` is fr-LU ("32 990 €"), computed by the stock API. */
export const moneySchema = z.object({ amount: z.number().nonnegative(), formatted: z.string() })
export type Money = z.infer<typeof moneySchema>

export const imageSchema = z.object({
  type: z.literal('image'),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
})
export type VehicleImage = z.infer<typeof imageSchema>

const slugName = z.object({ slug: z.string(), name: z.string() })
const codeLabel = <T extends z.ZodType>(code: T) => z.object({ code, label: z.string() })

export const vehiclePriceSchema = z.object({
  purchase: z.object({
    amount: z.number().nonnegative(),
    formatted: z.string(),
    /** "TVAC": every stock price is VAT included (Luxembourg, 17 %). */
    suffix: z.string(),
    beforeDiscount: moneySchema.nullable(),
  }),
  /** Indicative monthly private-lease price, when the model is leasable. */
  leaseFrom: moneySchema.nullable(),
})

export const vehicleAttributesSchema = z.object({
  mileage: z.number().int().nonnegative(),
  constructionYear: z.number().int(),
  /** `YYYY-MM`; null for a new vehicle that has never been registered. */
  firstRegistration: z.string().nullable(),
  power: z.object({ kw: z.number().int().positive(), hp: z.number().int().positive() }),
  engineCc: z.number().int().positive().nullable(),
  batteryKwh: z.number().positive().nullable(),
  consumption: z.object({
    value: z.number().nonnegative(),
    unit: z.enum(['l/100km', 'kWh/100km']),
  }),
  /** WLTP combined CO2 in g/km. */
  co2: z.number().int().nonnegative(),
  emissionsClass: codeLabel(emissionsClassSchema),
  drivenAxles: codeLabel(drivenAxlesSchema),
  maxWeightKg: z.number().int().positive(),
  interiorMaterial: codeLabel(interiorMaterialSchema),
  seats: z.number().int().positive(),
  doors: z.number().int().positive(),
  exteriorColor: codeLabel(colorSchema).extend({ paint: z.string() }),
  interiorColor: codeLabel(colorSchema),
})
export type VehicleAttributes = z.infer<typeof vehicleAttributesSchema>

/** What a vehicle card, the compare table and favourites need. */
export const vehicleSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  status: vehicleStatusSchema,
  category: codeLabel(categorySchema),
  /** Brand plus model (spec §3). */
  title: z.string(),
  brand: slugName,
  model: slugName,
  trim: z.string(),
  bodyStyle: codeLabel(bodyStyleSchema),
  fuel: codeLabel(fuelSchema),
  transmissionType: codeLabel(transmissionSchema),
  vatReportable: z.boolean(),
  price: vehiclePriceSchema,
  attributes: vehicleAttributesSchema,
  /** The first image is the main one (spec §3). */
  images: z.array(imageSchema).min(1),
  location: slugName,
})
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>

export const equipmentGroupSchema = z.object({ category: z.string(), items: z.array(z.string()) })
export type EquipmentGroup = z.infer<typeof equipmentGroupSchema>

/**
 * The language of a stock answer's free text, as its `Content-Language` says (contract v1.1: the
 * language asked for, or French where the stock has no translation). A page in another language
 * marks that text with it (`lang`), so that it is read out in its own language.
 */
export const textLanguageSchema = z.enum(LANGUAGES)

/** The vehicle detail page: the summary plus the full gallery, equipment and description. */
export const vehicleSchema = vehicleSummarySchema.extend({
  description: z.string(),
  equipment: z.array(equipmentGroupSchema),
  /** The language of `description` and `equipment`. */
  textLanguage: textLanguageSchema,
})
export type Vehicle = z.infer<typeof vehicleSchema>

/**
 * A vehicle that left the stock (sold): what its page still says of it and where it leads on
 * (the same brand and model); the stock API answers 410 with it (docs/stock-api.md). `gone` tells
 * it from a vehicle on sale.
 */
export const soldVehicleSchema = z.object({
  gone: z.literal(true),
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  brand: slugName,
  model: slugName,
  trim: z.string(),
  /** `YYYY-MM-DD`, when the stock knows it. */
  soldAt: z.string().nullable(),
})
export type SoldVehicle = z.infer<typeof soldVehicleSchema>

/** A vehicle read by its id: on sale (available or reserved), or sold. */
export const vehicleRecordSchema = z.union([soldVehicleSchema, vehicleSchema])
export type VehicleRecord = z.infer<typeof vehicleRecordSchema>

export function isSold(record: VehicleRecord): record is SoldVehicle {
  return 'gone' in record
}

/** Result of looking vehicles up by id (favourites, compare): sold or unknown ids are missing. */
export const vehiclesByIdsSchema = z.object({
  vehicles: z.array(vehicleSummarySchema),
  missing: z.array(z.number().int()),
})
export type VehiclesByIds = z.infer<typeof vehiclesByIdsSchema>

export const tradeInConditionSchema = z.enum(tradeInConditionCodes)
export type TradeInCondition = z.infer<typeof tradeInConditionSchema>

/** An indicative trade-in offer (spec §1: "trade-in valuation offer on stock"). */
export const tradeInValuationSchema = z.object({
  reference: z.string(),
  low: moneySchema,
  high: moneySchema,
  offer: moneySchema,
  validUntil: z.string(),
})
export type TradeInValuation = z.infer<typeof tradeInValuationSchema>
