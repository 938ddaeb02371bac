import type { BrandSlug } from '../../client/domain/brand.ts'
import type { LeaseType } from '../../client/domain/lease-offer.ts'
import type { BodyStyle, Fuel } from '../../client/domain/vehicle.ts'
import { brandSpecs } from './stock-catalogue.ts'
import { co2For, leaseMonthly, modelsByBrand, type GeneratedImage } from './stock-vehicles.ts'
import { kebab } from './stock-random.ts'
import { exteriorImagePath, exteriorViews, IMAGE_HEIGHT, IMAGE_WIDTH } from './vehicle-images.ts'

export interface GeneratedLeaseOffer {
  slug: string
  type: LeaseType
  position: number
  title: string
  brand: BrandSlug
  brandName: string
  model: string
  modelName: string
  trim: string
  fuel: Fuel
  bodyStyle: BodyStyle
  color: string
  durationMonths: number
  annualMileageKm: number
  deposit: number
  establishmentFee: number
  monthlyInclVat: number
  monthlyExclVat: number
  co2: number
  validUntil: string
  description: string
  image: GeneratedImage
  gallery: GeneratedImage[]
  durationsMonths: number[]
  annualMileagesKm: number[]
  contractTerms: { included: string[]; notIncluded: string[] }
  conditions: string
}

/** Luxembourg standard VAT rate. */
export const VAT_RATE = 0.17

/** [type, brand, model, trim, powertrain index, palette index] of each published offer. */
const offers: readonly (readonly [LeaseType, BrandSlug, string, string, number, number])[] = [
  ['private', 'kia', 'ev3', 'Air', 0, 3],
  ['private', 'kia', 'picanto', 'Air', 0, 0],
  ['private', 'hyundai', 'kona', 'Trend', 2, 3],
  ['private', 'opel', 'corsa', 'GS', 2, 3],
  ['private', 'fiat', '500e', 'Icon', 0, 1],
  ['private', 'mg', 'mg4', 'Comfort', 0, 2],
  ['private', 'ford', 'puma', 'Titanium', 0, 0],
  ['private', 'jeep', 'avenger', 'Altitude', 3, 4],
  ['business', 'kia', 'ev6', 'GT-Line', 1, 2],
  ['business', 'hyundai', 'ioniq-6', 'Prime', 1, 1],
  ['business', 'ford', 'explorer-ev', 'Premium', 1, 1],
  ['business', 'opel', 'grandland', 'GS', 1, 2],
  ['business', 'alfa-romeo', 'tonale', 'Ti', 1, 0],
  ['business', 'ford', 'transit-custom', 'Trend', 0, 2],
]

const terms = {
  private: {
    included: [
      'Entretien et réparations',
      'Assurance tous risques',
      'Assistance 24 h/24 en Europe',
      'Taxe sur les véhicules',
      'Pneus été et hiver',
      'Véhicule de remplacement',
    ],
    notIncluded: [
      'Carburant ou électricité',
      'Franchise en cas de sinistre',
      'Amendes et péages',
      'Kilomètres supplémentaires (0,08 € TVAC/km)',
    ],
  },
  business: {
    included: [
      'Entretien et réparations',
      'Assurance tous risques',
      'Assistance 24 h/24 en Europe',
      'Gestion des sinistres',
      'Pneus été et hiver',
      'Taxe sur les véhicules',
    ],
    notIncluded: [
      'Carburant ou électricité',
      'Franchise d’assurance',
      'Carte carburant (en option)',
      'Borne de recharge à domicile (en option)',
    ],
  },
} as const

/** The private and business lease offers; monthly prices follow the same rule as the stock. */
export function generateLeaseOffers(): GeneratedLeaseOffer[] {
  return offers.map(([type, brandSlug, modelSlug, trimName, engineIndex, colorIndex], position) => {
    const brand = brandSpecs.find((b) => b.slug === brandSlug)
    const model = modelsByBrand[brandSlug]?.find((m) => m.slug === modelSlug)
    const engine = model?.powertrains[engineIndex]
    const color = brand?.palette[colorIndex]
    if (!brand || !model || !engine || !color)
      throw new Error(`lease offer ${brandSlug} ${modelSlug} refers to unknown data`)
    const trims = model.trims ?? brand.trims
    const price =
      model.basePrice + Math.max(0, trims.indexOf(trimName)) * brand.trimStep + engine[8]
    const business = type === 'business'
    // Business leases run longer with more kilometres and are quoted without VAT.
    const monthlyBase = leaseMonthly(price) ?? 0
    const monthlyInclVat = business ? Math.round(monthlyBase * 0.92) : monthlyBase
    const monthlyExclVat = Math.round(monthlyInclVat / (1 + VAT_RATE))
    const title = `${brand.name} ${model.name}`
    const alt = `${title} ${trimName}, ${color[1].toLowerCase()}`
    const images = exteriorViews.map((view) => ({
      url: exteriorImagePath(brand.slug, model.shape, color[0], view),
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      alt,
    }))
    return {
      slug: `${brand.slug}-${model.slug}-${kebab(trimName)}`,
      type,
      position,
      title,
      brand: brand.slug,
      brandName: brand.name,
      model: model.slug,
      modelName: model.name,
      trim: `${trimName} ${engine[0]}`,
      fuel: engine[1],
      bodyStyle: model.bodyStyle,
      color: color[1],
      durationMonths: business ? 60 : 48,
      annualMileageKm: business ? 25_000 : 15_000,
      deposit: business ? 0 : position % 2 === 0 ? 2_000 : 0,
      establishmentFee: business ? 0 : 250,
      monthlyInclVat,
      monthlyExclVat,
      co2: co2For(engine[1], engine[5]),
      validUntil: '2026-12-31',
      description: `${model.tagline}. ${model.description}`,
      image: images[0] ?? { url: '', width: IMAGE_WIDTH, height: IMAGE_HEIGHT, alt },
      gallery: images,
      durationsMonths: business ? [36, 48, 60] : [24, 36, 48, 60],
      annualMileagesKm: business
        ? [15_000, 20_000, 25_000, 30_000, 40_000]
        : [10_000, 15_000, 20_000, 25_000],
      contractTerms: {
        included: [...terms[type].included],
        notIncluded: [...terms[type].notIncluded],
      },
      conditions: business
        ? 'Offre réservée aux professionnels, prix hors TVA, sous réserve d’acceptation du dossier par notre partenaire de financement. Valable jusqu’au 31/12/2026 dans la limite des stocks disponibles.'
        : 'Offre réservée aux particuliers, prix TVAC 17 %, sous réserve d’acceptation du dossier par notre partenaire de financement. Valable jusqu’au 31/12/2026 dans la limite des stocks disponibles.',
    }
  })
}
