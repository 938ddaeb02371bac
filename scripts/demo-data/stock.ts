import type { BrandSlug } from '../../client/domain/brand.ts'
import type { BodyStyle, Fuel } from '../../client/domain/vehicle.ts'
import { renderDemoPdf } from './demo-pdf.ts'
import { brandSpecs } from './stock-catalogue.ts'
import { generateLeaseOffers, type GeneratedLeaseOffer } from './stock-lease.ts'
import { createRandom, kebab } from './stock-random.ts'
import {
  generateVehicle,
  leaseMonthly,
  modelsByBrand,
  type GeneratedImage,
  type GeneratedVehicle,
} from './stock-vehicles.ts'
import {
  brandLogoPath,
  exteriorImagePath,
  exteriorViews,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  interiorImagePath,
} from './vehicle-images.ts'

/** Fixed seed: changing it changes every demo vehicle (and the screenshots that show them). */
export const STOCK_SEED = 20261101
export const VEHICLE_COUNT = 1620

export interface GeneratedDownload {
  kind: 'brochure' | 'price_list'
  title: string
  url: string
  sizeBytes: number
  /** The PDF's text lines (the file itself is written by write-stock-downloads.ts). */
  lines: string[]
}

export interface GeneratedModel {
  brand: BrandSlug
  slug: string
  name: string
  position: number
  tagline: string
  description: string
  bodyStyles: BodyStyle[]
  fuels: Fuel[]
  commercial: boolean
  cashPriceFrom: number
  leasePriceFrom: number | null
  trims: { code: string; name: string; price: number }[]
  image: GeneratedImage
  gallery: GeneratedImage[]
  downloads: GeneratedDownload[]
}

export interface GeneratedBrand {
  slug: BrandSlug
  name: string
  position: number
  logo: string
  description: string
}

export interface GeneratedStock {
  brands: GeneratedBrand[]
  models: GeneratedModel[]
  vehicles: GeneratedVehicle[]
  leaseOffers: GeneratedLeaseOffer[]
}

function download(
  kind: GeneratedDownload['kind'],
  brand: string,
  model: GeneratedModel['slug'],
  title: string,
  trims: { name: string; price: number }[]
): GeneratedDownload {
  const lines =
    kind === 'brochure'
      ? [title, 'Brochure de demonstration', 'Document genere pour le site de demonstration.']
      : [
          title,
          'Liste de prix TVAC 17 % - novembre 2026',
          ...trims.map((t) => `${t.name} : ${t.price} EUR`),
        ]
  return {
    kind,
    title,
    url: `/demo/downloads/${brand}-${model}-${kind === 'brochure' ? 'brochure' : 'liste-de-prix'}.pdf`,
    sizeBytes: renderDemoPdf(lines).length,
    lines,
  }
}

function generateCatalogue(): { brands: GeneratedBrand[]; models: GeneratedModel[] } {
  const brands = brandSpecs.map((b, position) => ({
    slug: b.slug,
    name: b.name,
    position,
    logo: brandLogoPath(b.slug),
    description: b.description,
  }))
  const models = brandSpecs.flatMap((brand) =>
    (modelsByBrand[brand.slug] ?? []).map((model, position): GeneratedModel => {
      const trims = (model.trims ?? brand.trims).map((name, level) => ({
        code: kebab(name),
        name,
        price: model.basePrice + level * brand.trimStep,
      }))
      const [color, paint] = brand.palette[0] ?? ['white', 'Blanc']
      const alt = `${brand.name} ${model.name}, ${paint.toLowerCase()}`
      const gallery = [
        ...brand.palette.slice(0, 3).flatMap(([code, name], index) =>
          exteriorViews.slice(0, index === 0 ? 3 : 1).map((view) => ({
            url: exteriorImagePath(brand.slug, model.shape, code, view),
            width: IMAGE_WIDTH,
            height: IMAGE_HEIGHT,
            alt: `${brand.name} ${model.name}, ${name.toLowerCase()}`,
          }))
        ),
        {
          url: interiorImagePath('black'),
          width: IMAGE_WIDTH,
          height: IMAGE_HEIGHT,
          alt: `Habitacle du ${brand.name} ${model.name}`,
        },
      ]
      const title = `${brand.name} ${model.name}`
      return {
        brand: brand.slug,
        slug: model.slug,
        name: model.name,
        position,
        tagline: model.tagline,
        description: model.description,
        bodyStyles: [...new Set([model.bodyStyle, ...model.tags])],
        fuels: [...new Set(model.powertrains.map((p) => p[1]))],
        commercial: model.commercial ?? false,
        cashPriceFrom: model.basePrice,
        leasePriceFrom: leaseMonthly(model.basePrice),
        trims,
        image: {
          url: exteriorImagePath(brand.slug, model.shape, color, 'side'),
          width: IMAGE_WIDTH,
          height: IMAGE_HEIGHT,
          alt,
        },
        gallery,
        downloads: [
          download('brochure', brand.slug, model.slug, title, trims),
          download('price_list', brand.slug, model.slug, title, trims),
        ],
      }
    })
  )
  return { brands, models }
}

/**
 * The whole demo stock, identical on every run: 12 brands, their current models, 1 620 vehicles
 * and the lease offers (`count` vehicles instead, generated the same way, for the scaling bench).
 * @example const { vehicles } = generateStock(); vehicles.length // 1620
 */
export function generateStock(count = VEHICLE_COUNT): GeneratedStock {
  const random = createRandom(STOCK_SEED)
  const vehicles = Array.from({ length: count }, (_, index) => generateVehicle(index + 1, random))
  return { ...generateCatalogue(), vehicles, leaseOffers: generateLeaseOffers() }
}
