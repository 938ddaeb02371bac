import type {
  BodyStyle,
  ColorCode,
  DrivenAxles,
  EmissionsClass,
  Fuel,
  InteriorMaterial,
  Transmission,
  VehicleCategory,
  VehicleStatus,
} from '../../client/domain/vehicle.ts'
import { leaseFromConfiguration } from '../../client/config/lease-config.ts'
import { leaseQuote } from '../../client/features/lease-calculator/lease-formula.ts'
import { formatsFor } from '../../client/locale/format.ts'
import { locations } from './locations.ts'
import {
  brandSpecs,
  USED_CENTRE,
  type BrandSpec,
  type ModelSpec,
  type Shape,
} from './stock-catalogue.ts'
import { equipmentFor } from './stock-equipment.ts'
import { modelsFordKia } from './stock-models-ford-kia.ts'
import { modelsHyundaiOpel } from './stock-models-hyundai-opel.ts'
import { modelsStellantis } from './stock-models-stellantis.ts'
import { modelsSuzukiMgCorvette } from './stock-models-suzuki-mg-corvette.ts'
import { kebab, retailPrice, type Random } from './stock-random.ts'
import {
  exteriorImagePath,
  exteriorViews,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  interiorImagePath,
} from './vehicle-images.ts'

/** The demo's "today": every age, mileage and registration date is relative to it. */
export const REFERENCE_YEAR = 2026
export const REFERENCE_MONTH = 11
/** 1 kW = 1.35962 ch (metric horsepower). */
export const HP_PER_KW = 1.35962

export interface GeneratedImage {
  url: string
  width: number
  height: number
  alt: string
}

export interface GeneratedVehicle {
  id: number
  slug: string
  status: VehicleStatus
  category: VehicleCategory
  brand: string
  brandName: string
  model: string
  modelName: string
  shape: Shape
  trim: string
  title: string
  bodyStyle: BodyStyle
  fuel: Fuel
  transmission: Transmission
  location: string
  locationName: string
  price: number
  priceBeforeDiscount: number | null
  leaseFrom: number | null
  mileage: number
  year: number
  firstRegistration: string | null
  kw: number
  hp: number
  engineCc: number | null
  batteryKwh: number | null
  consumption: number
  consumptionUnit: 'l/100km' | 'kWh/100km'
  co2: number
  emissionsClass: EmissionsClass
  drivenAxles: DrivenAxles
  maxWeightKg: number
  interiorMaterial: InteriorMaterial
  seats: number
  doors: number
  exteriorColor: ColorCode
  paint: string
  interiorColor: ColorCode
  vatReportable: boolean
  description: string
  equipment: { category: string; items: string[] }[]
  images: GeneratedImage[]
}

export const modelsByBrand: Record<string, readonly ModelSpec[]> = {
  ...modelsFordKia,
  ...modelsHyundaiOpel,
  ...modelsStellantis,
  ...modelsSuzukiMgCorvette,
}

/**
 * The "dès" private-lease monthly price TVAC, none above 100 000 €: the site's lease formula for
 * the configuration those prices are quoted for (60 months, 10 000 km, no deposit), to the cent,
 * so the calculator opened on that configuration shows the same figure.
 */
export function leaseMonthly(price: number): number | null {
  if (price >= 100_000) return null
  const quote = leaseQuote({
    ...leaseFromConfiguration,
    priceInclVat: price,
    paintSurchargeExclVat: 0,
  })
  return quote.monthlyInclVatCents / 100
}

/** WLTP CO2 from consumption: ≈ 23.4 g per l of petrol, 26.4 g per l of diesel, 0 on battery. */
export function co2For(fuel: Fuel, consumption: number): number {
  if (fuel === 'electric') return 0
  return Math.round(consumption * (fuel === 'diesel' || fuel === 'electric+diesel' ? 26.4 : 23.4))
}

function emissionsFor(fuel: Fuel, year: number): EmissionsClass {
  if (fuel === 'electric') return 'zero-emission'
  if (year <= 2019) return 'euro-6d-temp'
  if (year <= 2023) return 'euro-6d'
  return year <= 2025 ? 'euro-6e' : 'euro-6e-bis'
}

function interiorFor(
  brand: BrandSpec,
  level: number,
  levels: number,
  random: Random
): InteriorMaterial {
  const top = level === levels - 1 && levels > 1
  if (top)
    return ['abarth', 'alfa-romeo', 'corvette'].includes(brand.slug)
      ? 'alcantara'
      : random.pick(['leather', 'partial_leather'])
  return level === 0 ? 'fabric' : random.pick(['fabric', 'leatherette', 'partial_leather'])
}

function categoryFor(random: Random): VehicleCategory {
  const r = random.next()
  return r < 0.42 ? 'new' : r < 0.52 ? 'demo' : 'used'
}

/** Builds one vehicle of the stock; every figure follows from its model, age and category. */
export function generateVehicle(id: number, random: Random): GeneratedVehicle {
  const brand = random.weighted(
    brandSpecs,
    (b) => (modelsByBrand[b.slug]?.length ?? 0) * (b.slug === 'corvette' ? 0.3 : 1)
  )
  const model = random.weighted(modelsByBrand[brand.slug] ?? [], (m) =>
    m.basePrice < 30_000 ? 1.5 : m.basePrice < 60_000 ? 1 : 0.5
  )
  const category = categoryFor(random)
  const [engine, fuel, kw, cc, battery, consumption, transmission, axles, delta] = random.pick(
    model.powertrains
  )
  const trims = model.trims ?? brand.trims
  const level = random.int(0, trims.length - 1)
  const trimName = trims[level] ?? brand.trims[0] ?? ''
  const listPrice = model.basePrice + level * brand.trimStep + delta

  const year =
    category === 'new'
      ? random.chance(0.15)
        ? REFERENCE_YEAR - 1
        : REFERENCE_YEAR
      : category === 'demo'
        ? random.int(REFERENCE_YEAR - 1, REFERENCE_YEAR)
        : random.int(Math.max(model.since, REFERENCE_YEAR - 9), REFERENCE_YEAR - 1)
  const month = year === REFERENCE_YEAR ? random.int(1, REFERENCE_MONTH - 1) : random.int(1, 12)
  const ageYears = REFERENCE_YEAR - year + (REFERENCE_MONTH - month) / 12
  const mileage =
    category === 'new'
      ? random.int(0, 50)
      : category === 'demo'
        ? random.int(1_000, 15_000)
        : Math.max(5_000, Math.round((ageYears * random.int(8_000, 22_000)) / 100) * 100)

  let price = listPrice
  let beforeDiscount: number | null = null
  if (category === 'new' && random.chance(0.35)) {
    beforeDiscount = listPrice
    price = listPrice - Math.max(500, Math.round((listPrice * random.int(3, 10)) / 100 / 500) * 500)
  } else if (category === 'demo') {
    beforeDiscount = listPrice
    price = retailPrice(listPrice * (0.82 + random.next() * 0.08))
  } else if (category === 'used') {
    price = retailPrice(listPrice * 0.86 ** ageYears * Math.max(0.45, 1 - mileage / 400_000))
    if (random.chance(0.12)) beforeDiscount = price + random.int(5, 15) * 100
  }

  const sellers = locations.filter((l) => l.brands.includes(brand.slug)).map((l) => l.slug)
  const location =
    category === 'used' && random.chance(0.8)
      ? USED_CENTRE
      : random.pick(
          category === 'used' || sellers.length === 0 ? locations.map((l) => l.slug) : sellers
        )
  const [exteriorColor, paint] = random.pick(brand.palette)
  const interiorColor: ColorCode =
    ['abarth', 'corvette'].includes(brand.slug) && random.chance(0.3)
      ? 'red'
      : random.weighted(
          ['black', 'grey', 'beige', 'brown'] as const,
          (c) => ({ black: 6, grey: 2.5, beige: 1, brown: 0.5 })[c]
        )
  const trim = `${trimName} ${engine}`
  const title = `${brand.name} ${model.name}`
  const hp = Math.round(kw * HP_PER_KW)
  const unit = fuel === 'electric' ? 'kWh/100km' : 'l/100km'
  const r = random.next()
  const status: VehicleStatus = r < 0.93 ? 'available' : r < 0.99 ? 'reserved' : 'sold'
  const alt = `${title} ${trim}, ${paint.toLowerCase()}`

  return {
    id,
    slug: `${id}-1-${brand.slug}-${model.slug}-${kebab(trim)}`,
    status,
    category,
    brand: brand.slug,
    brandName: brand.name,
    model: model.slug,
    modelName: model.name,
    shape: model.shape,
    trim,
    title,
    bodyStyle: model.bodyStyle,
    fuel,
    transmission,
    location,
    locationName: locations.find((l) => l.slug === location)?.name ?? location,
    price,
    priceBeforeDiscount: beforeDiscount,
    leaseFrom: category === 'used' ? null : leaseMonthly(price),
    mileage,
    year,
    firstRegistration: category === 'new' ? null : `${year}-${String(month).padStart(2, '0')}`,
    kw,
    hp,
    engineCc: cc,
    batteryKwh: battery,
    consumption,
    consumptionUnit: unit,
    co2: co2For(fuel, consumption),
    emissionsClass: emissionsFor(fuel, year),
    drivenAxles: axles,
    maxWeightKg: model.maxWeightKg,
    interiorMaterial: interiorFor(brand, level, trims.length, random),
    seats: model.seats,
    doors: model.doors,
    exteriorColor,
    paint,
    interiorColor,
    // Used cars bought from private owners are sold under the margin scheme (no deductible VAT).
    vatReportable: category !== 'used' || random.chance(0.55),
    description: describe(title, trim, category, year, mileage, fuel),
    equipment: equipmentFor(level, fuel, random),
    images: [
      ...exteriorViews.map((view, index) => ({
        url: exteriorImagePath(brand.slug, model.shape, exteriorColor, view),
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        alt: index === 0 ? alt : `${alt} (vue ${index + 1})`,
      })),
      {
        url: interiorImagePath(interiorColor),
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        alt: `Habitacle de la ${title}`,
      },
    ],
  }
}

function describe(
  title: string,
  trim: string,
  category: VehicleCategory,
  year: number,
  mileage: number,
  fuel: Fuel
): string {
  const km = formatsFor('fr').kilometres(mileage)
  if (category === 'new')
    return `${title} ${trim} neuve, disponible rapidement. Garantie constructeur complète et mise à la route incluse.`
  if (category === 'demo')
    return `${title} ${trim} de démonstration de ${year}, ${km}, entretenue par nos ateliers. Garantie constructeur restante.`
  const battery = fuel === 'electric' ? ' Certificat d’état de la batterie fourni.' : ''
  return `${title} ${trim} d’occasion de ${year}, ${km}. Contrôlée sur 110 points, garantie 12 mois.${battery}`
}
