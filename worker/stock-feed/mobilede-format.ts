import { z } from 'zod'
import {
  feedVehicleSchema,
  issuesText,
  kebab,
  type FeedVehicle,
  type ParsedFeed,
} from './feed-vehicle.ts'
import { FeedRefused } from './feed-refused.ts'
import { parseJson, recordLines } from './neutral-format.ts'

/**
 * mobile.de's Seller-API ad format (docs/decisions/0056, docs/stock-feed.md): the `Ad` objects a
 * DMS uploads to mobile.de and that `GET /seller-api/sellers/{seller}/ads` lists, as a document
 * `{"ads": [...]}` (or a bare array). One mobile.de seller account is one dealership, so the
 * dealership comes from the import (`--location`, `STOCK_FEED_LOCATION`), not from the ad.
 * Field names and codes from mobile.de's public reference (services.mobile.de/docs/seller-api.html,
 * "Data Types Reference": Ad, Price, Image; reference data for the enumerations).
 */

const text = z.string().trim()
const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
])

/** The fields of an `Ad` the site uses; everything else a DMS sends is ignored. */
const adSchema = z.object({
  mobileAdId: z.union([text, z.number().transform(String)]).optional(),
  internalNumber: text.optional(),
  vehicleClass: z.literal('Car', { message: 'only "Car" ads are imported' }),
  category: text,
  make: text.min(1),
  model: text.min(1),
  modelDescription: text.optional(),
  condition: z.enum(['NEW', 'USED']),
  usageType: text.optional(),
  price: z.object({ consumerPriceGross: amount, vatRate: amount.optional() }),
  mileage: z.number().int().nonnegative().optional(),
  power: z.number().int().positive(),
  firstRegistration: z
    .string()
    .regex(/^\d{4}(0[1-9]|1[0-2])$/, { message: 'firstRegistration: YYYYMM expected' })
    .optional(),
  constructionYear: z.number().int().optional(),
  fuel: text,
  hybridPlugin: z.boolean().optional(),
  gearbox: text,
  cubicCapacity: z.number().int().positive().optional(),
  batteryCapacity: z.number().positive().optional(),
  exteriorColor: text.optional(),
  manufacturerColorName: text.optional(),
  interiorColor: text.optional(),
  interiorType: text.optional(),
  doors: text.optional(),
  seats: z.number().int().positive().optional(),
  emissionClass: text.optional(),
  fourWheelDrive: z.boolean().optional(),
  wltp: z
    .object({
      co2Emission: z.number().nonnegative().optional(),
      consumptionCombined: z.number().nonnegative().optional(),
      consumptionPowerCombined: z.number().nonnegative().optional(),
    })
    .optional(),
  description: z.string().optional(),
  features: z.array(text).optional(),
  images: z.array(z.object({ ref: text.optional(), url: text.optional() })).optional(),
})
type Ad = z.infer<typeof adSchema>

const BODY_STYLES: Record<string, FeedVehicle['body_style']> = {
  Cabrio: 'convertible',
  EstateCar: 'estate',
  Limousine: 'saloon',
  OffRoad: 'suv',
  SmallCar: 'compact',
  SportsCar: 'coupe',
  Van: 'mpv',
  OtherCar: 'hatchback',
}
const FUELS: Record<string, FeedVehicle['fuel']> = {
  PETROL: 'petrol',
  DIESEL: 'diesel',
  ELECTRICITY: 'electric',
  HYBRID: 'hybrid',
  HYBRID_DIESEL: 'hybrid',
  LPG: 'lpg',
  CNG: 'cng',
  HYDROGENIUM: 'hydrogen',
  ETHANOL: 'bio-ethanol',
  OTHER: 'other',
}
const GEARBOXES: Record<string, FeedVehicle['transmission']> = {
  MANUAL_GEAR: 'manual',
  AUTOMATIC_GEAR: 'automatic',
  SEMIAUTOMATIC_GEAR: 'automatic',
}
/** mobile.de's colours onto the site's eleven (its filter has no gold, bronze or purple). */
const COLORS: Record<string, FeedVehicle['exterior_color']> = {
  BLACK: 'black',
  WHITE: 'white',
  GREY: 'grey',
  SILVER: 'silver',
  BLUE: 'blue',
  RED: 'red',
  GREEN: 'green',
  BROWN: 'brown',
  BEIGE: 'beige',
  YELLOW: 'yellow',
  ORANGE: 'orange',
  GOLD: 'beige',
  BRONZE: 'brown',
  PURPLE: 'red',
}
const INTERIORS: Record<string, FeedVehicle['interior_material']> = {
  FABRIC: 'fabric',
  VELOUR: 'fabric',
  PART_LEATHER: 'partial_leather',
  LEATHER: 'leather',
  ALCANTARA: 'alcantara',
  OTHER: 'fabric',
}
const DOORS: Record<string, number> = { TWO_OR_THREE: 3, FOUR_OR_FIVE: 5, SIX_OR_SEVEN: 7 }
const EMISSIONS: Record<string, FeedVehicle['emissions_class']> = {
  EURO6D_TEMP: 'euro-6d-temp',
  EURO6D: 'euro-6d',
  EURO6E: 'euro-6e',
  EURO6E_BIS: 'euro-6e-bis',
}

/** Makes whose usual spelling is not title case (mobile.de's keys are upper case). */
const SPELLINGS: Record<string, string> = {
  mg: 'MG',
  bmw: 'BMW',
  ds: 'DS',
  byd: 'BYD',
  'mercedes-benz': 'Mercedes-Benz',
  'rolls-royce': 'Rolls-Royce',
}

/** "ALFA_ROMEO" / "alfa romeo" → "Alfa Romeo", "MG" → "MG". */
function makeName(make: string): string {
  return (
    SPELLINGS[kebab(make)] ??
    make
      .toLowerCase()
      .split(/[\s_]+/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  )
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** "NAVIGATION_SYSTEM" → "Navigation system" (mobile.de's feature keys, not translated). */
const featureLabel = (key: string) =>
  key.charAt(0) + key.slice(1).toLowerCase().replaceAll('_', ' ')

function toFeedVehicle(ad: Ad, location: string, thisYear: number): unknown {
  const fuel = FUELS[ad.fuel]
  const plugIn = ad.hybridPlugin === true
  const registration = ad.firstRegistration
    ? `${ad.firstRegistration.slice(0, 4)}-${ad.firstRegistration.slice(4)}`
    : null
  const modelName = makeName(ad.model)
  const trim = (ad.modelDescription ?? '').replace(
    new RegExp(`^${escapeRegExp(ad.model)}\\s*`, 'i'),
    ''
  )
  const electric = fuel === 'electric'
  const vatRate = ad.price.vatRate ?? 0
  return {
    ref: ad.internalNumber ?? ad.mobileAdId ?? '',
    category: ad.condition === 'NEW' ? 'new' : ad.usageType === 'DEMONSTRATION' ? 'demo' : 'used',
    brand: makeName(ad.make),
    model: modelName,
    trim,
    body_style: BODY_STYLES[ad.category] ?? ad.category,
    fuel:
      plugIn && fuel === 'hybrid'
        ? ad.fuel === 'HYBRID_DIESEL'
          ? 'electric+diesel'
          : 'electric+petrol'
        : (fuel ?? ad.fuel),
    transmission: GEARBOXES[ad.gearbox] ?? ad.gearbox,
    location,
    price: Math.round(ad.price.consumerPriceGross),
    price_before_discount: null,
    lease_from: null,
    mileage: ad.mileage ?? 0,
    year: ad.constructionYear ?? (registration ? Number(registration.slice(0, 4)) : thisYear),
    first_registration: registration,
    power_kw: ad.power,
    engine_cc: ad.cubicCapacity ?? null,
    battery_kwh: ad.batteryCapacity ?? null,
    consumption: electric
      ? { value: ad.wltp?.consumptionPowerCombined ?? 0, unit: 'kWh/100km' }
      : { value: ad.wltp?.consumptionCombined ?? 0, unit: 'l/100km' },
    co2_g_km: Math.round(ad.wltp?.co2Emission ?? 0),
    emissions_class: electric
      ? 'zero-emission'
      : ad.emissionClass
        ? (EMISSIONS[ad.emissionClass] ?? `unsupported ${ad.emissionClass}`)
        : 'missing emissionClass',
    driven_axles: ad.fourWheelDrive ? 'all' : 'front',
    weight_kg: 1_500,
    seats: ad.seats ?? 5,
    doors: ad.doors ? (DOORS[ad.doors] ?? 5) : 5,
    exterior_color: COLORS[ad.exteriorColor ?? ''] ?? ad.exteriorColor ?? 'missing exteriorColor',
    paint: ad.manufacturerColorName ?? '',
    interior_color: COLORS[ad.interiorColor ?? ''] ?? 'black',
    interior_material: INTERIORS[ad.interiorType ?? ''] ?? 'fabric',
    // A dealer price with VAT shown (a rate given) is one a business buyer can deduct.
    vat_reportable: vatRate > 0,
    // mobile.de marks line breaks in descriptions with a double backslash.
    description: (ad.description ?? '').replaceAll('\\\\', '\n').trim(),
    equipment:
      ad.features && ad.features.length > 0
        ? [{ category: 'Équipement', items: ad.features.map(featureLabel) }]
        : [],
    images: (ad.images ?? []).flatMap((image) => {
      const url = image.url ?? image.ref
      return url ? [{ url, alt: null }] : []
    }),
  }
}

export function parseMobileDe(
  textOfFeed: string,
  options: { location: string; thisYear: number }
): ParsedFeed {
  const json = parseJson(textOfFeed)
  const document = z
    .union([z.object({ ads: z.array(z.unknown()) }), z.array(z.unknown())])
    .safeParse(json)
  if (!document.success) throw new FeedRefused('not a mobile.de ads document ({"ads": [...]})')
  const ads = Array.isArray(document.data) ? document.data : document.data.ads
  const lines = recordLines(textOfFeed, Array.isArray(document.data) ? 1 : 2)
  const parsed: ParsedFeed = { vehicles: [], skipped: [] }
  ads.forEach((item, index) => {
    const line = lines[index] ?? index + 1
    const ad = adSchema.safeParse(item)
    const ref = (raw: unknown) =>
      typeof raw === 'object' && raw !== null && 'internalNumber' in raw
        ? String(raw.internalNumber)
        : null
    if (!ad.success) {
      parsed.skipped.push({ line, ref: ref(item), reason: issuesText(ad.error) })
      return
    }
    const vehicle = feedVehicleSchema.safeParse(
      toFeedVehicle(ad.data, options.location, options.thisYear)
    )
    if (vehicle.success) parsed.vehicles.push({ line, vehicle: vehicle.data })
    else parsed.skipped.push({ line, ref: ref(item), reason: issuesText(vehicle.error) })
  })
  return parsed
}
