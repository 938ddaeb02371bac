import type { BrandSlug } from '../../client/domain/brand.ts'
import type { LeaseType } from '../../client/domain/lease-offer.ts'
import type { BodyStyle, Fuel } from '../../client/domain/vehicle.ts'
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '../../client/locale/language.ts'
import { brandSpecs } from './stock-catalogue.ts'
import { contractTermsIn } from '../../client/features/lease-calculator/contract-terms.ts'
import { leaseQuote } from '../../client/features/lease-calculator/lease-formula.ts'
import { co2For, modelsByBrand, type GeneratedImage } from './stock-vehicles.ts'
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
  trimCode: string
  /** List price VAT included of the version the offer is quoted for. */
  vehiclePrice: number
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
  /**
   * The offer's free text in the site's other languages (contract v1.1's `language`): its
   * description, what the contract includes and its conditions, all of it, so that an answer's
   * `Content-Language` says the language of every text in it.
   */
  translations: Partial<
    Record<Language, { description: string; contractTerms: ContractTerms; conditions: string }>
  >
}

type ContractTerms = { included: string[]; notIncluded: string[] }

/**
 * The offers' conditions as the group's stock system writes them, by language; a language
 * without its own answers French (the API's fallback).
 */
const CONDITIONS: Partial<Record<Language, Record<LeaseType, string>>> = {
  fr: {
    business:
      'Offre réservée aux professionnels, prix hors TVA, sous réserve d’acceptation du dossier par notre partenaire de financement. Dans la limite des stocks disponibles.',
    private:
      'Offre réservée aux particuliers, prix TVAC 17 %, sous réserve d’acceptation du dossier par notre partenaire de financement. Dans la limite des stocks disponibles.',
  },
  de: {
    business:
      'Angebot nur für Geschäftskunden, Preise ohne MwSt., vorbehaltlich der Annahme durch unseren Finanzierungspartner. Solange der Vorrat reicht.',
    private:
      'Angebot nur für Privatkunden, Preise inkl. 17 % MwSt., vorbehaltlich der Annahme durch unseren Finanzierungspartner. Solange der Vorrat reicht.',
  },
  en: {
    business:
      'Offer for business customers only; prices excl. VAT, subject to approval by our finance partner. While stocks last.',
    private:
      'Offer for private customers only; prices include 17% VAT, subject to approval by our finance partner. While stocks last.',
  },
}

/**
 * An offer's description in the site's other languages, as the group's back office writes it for
 * them: the vehicle and the offer's kind (the French one is the model's own text).
 */
const DESCRIPTIONS: Partial<Record<Language, (vehicle: string, type: LeaseType) => string>> = {
  de: (vehicle, type) =>
    `Der ${vehicle} im ${type === 'business' ? 'Geschäftsleasing' : 'Privatleasing'}: eine feste Monatsrate, Laufzeit und Kilometer nach Wahl.`,
  en: (vehicle, type) =>
    `The ${vehicle} on ${type === 'business' ? 'business' : 'private'} lease: one fixed monthly payment, with the term and mileage of your choice.`,
}

function conditionsIn(type: LeaseType, language: Language): string {
  return (CONDITIONS[language] ?? CONDITIONS.fr)?.[type] ?? ''
}

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

/**
 * The private and business lease offers. Their monthly prices come from the site's own lease
 * formula for the offer's configuration, and their contract terms from the site's lease config:
 * the offer page and its calculator show the same figures and the same promises.
 */
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
    const configuration = {
      durationMonths: business ? 60 : 48,
      annualMileageKm: business ? 25_000 : 15_000,
      deposit: business ? 0 : position % 2 === 0 ? 2_000 : 0,
      establishmentFee: business ? 0 : 250,
    } as const
    const quote = leaseQuote({
      priceInclVat: price,
      paintSurchargeExclVat: 0,
      ...configuration,
      view: type,
    })
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
      trimCode: kebab(trimName),
      vehiclePrice: price,
      fuel: engine[1],
      bodyStyle: model.bodyStyle,
      color: color[1],
      ...configuration,
      monthlyInclVat: quote.monthlyInclVatCents / 100,
      monthlyExclVat: quote.monthlyExclVatCents / 100,
      co2: co2For(engine[1], engine[5]),
      validUntil: '2026-12-31',
      description: `${model.tagline}. ${model.description}`,
      image: images[0] ?? { url: '', width: IMAGE_WIDTH, height: IMAGE_HEIGHT, alt },
      gallery: images,
      durationsMonths: business ? [36, 48, 60] : [24, 36, 48, 60],
      annualMileagesKm: business
        ? [15_000, 20_000, 25_000, 30_000, 40_000]
        : [10_000, 15_000, 20_000, 25_000],
      // The stock writes its offers in French, and their terms and conditions in every language.
      contractTerms: contractTermsIn(type, DEFAULT_LANGUAGE),
      conditions: conditionsIn(type, DEFAULT_LANGUAGE),
      translations: Object.fromEntries(
        LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
          language,
          {
            description:
              DESCRIPTIONS[language]?.(`${brand.name} ${model.name} ${trimName}`, type) ??
              `${model.tagline}. ${model.description}`,
            contractTerms: contractTermsIn(type, language),
            conditions: conditionsIn(type, language),
          },
        ])
      ),
    }
  })
}
