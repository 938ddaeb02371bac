import { brandName, type Brand, type BrandSummary, type Model } from '../../client/domain/brand.ts'
import type { LeaseOffer, LeaseOfferSummary } from '../../client/domain/lease-offer.ts'
import type { Location } from '../../client/domain/location.ts'
import {
  multiFilterKeys,
  multiFilters,
  stockFacetsSchema,
  type MultiFilterKey,
  type FacetOption,
  type StockSearchResult,
} from '../../client/domain/stock-search.ts'
import {
  type TradeInValuation,
  type Vehicle,
  type VehicleRecord,
  type VehiclesByIds,
  type VehicleSummary,
} from '../../client/domain/vehicle.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { vehicleVocabularyMessages } from '../../client/locale/messages/vehicle-vocabulary.ts'
import type {
  WireBrand,
  WireBrandSummary,
  WireFacetEntry,
  WireLeaseOffer,
  WireLeaseOfferSummary,
  WireLocation,
  WireModel,
  WireSearchResponse,
  WireValuationResponse,
  WireVehicle,
  WireVehicleGone,
  WireVehiclesByIdsResponse,
  WireVehicleSummary,
} from './contract.ts'
import { createMedia, type Media, placeholderImage } from './media.ts'

/**
 * Stock API wire shapes → app types (pure). The wire sends codes; visitors read the French labels
 * of the site's vocabulary, so labels are attached here, in one place.
 */

/**
 * The labels the data carries: French, the stock's language, whatever page asks (the KV copies are
 * shared by both languages); a page in another language swaps in its own labels after the cache
 * (worker/stock/stock-in-language.ts).
 */
const vocabulary = messagesOf(vehicleVocabularyMessages, DEFAULT_LANGUAGE)

/** The API's addresses as they are: what a caller that passes no media gets. */
const asSent = createMedia()

const coded = <C extends string>(labels: Record<C, string>, code: C) => ({
  code,
  label: labels[code],
})

export function reshapeVehicleSummary(
  wire: WireVehicleSummary,
  media: Media = asSent
): VehicleSummary {
  const { attributes: a, price } = wire
  return {
    id: wire.id,
    slug: wire.slug,
    status: wire.status,
    category: coded(vocabulary.category, wire.category),
    title: wire.title,
    brand: wire.brand,
    model: wire.model,
    trim: wire.trim,
    bodyStyle: coded(vocabulary.bodyStyle, wire.body_style),
    fuel: coded(vocabulary.fuel, wire.fuel),
    transmissionType: coded(vocabulary.transmission, wire.transmission_type),
    vatReportable: wire.vat_reportable,
    price: {
      purchase: {
        amount: price.purchase.amount,
        formatted: price.purchase.formatted,
        suffix: price.purchase.suffix,
        beforeDiscount: price.purchase.before_discount,
      },
      leaseFrom: price.lease_from,
    },
    attributes: {
      mileage: a.mileage,
      constructionYear: a.construction_year,
      firstRegistration: a.first_registration,
      power: a.power,
      engineCc: a.engine_cc,
      batteryKwh: a.battery_kwh,
      consumption: a.consumption,
      co2: a.co2_g_km,
      emissionsClass: coded(vocabulary.emissionsClass, a.emissions_class),
      drivenAxles: coded(vocabulary.drivenAxles, a.driven_axles),
      maxWeightKg: a.max_weight_kg,
      interiorMaterial: coded(vocabulary.interiorMaterial, a.interior_material),
      seats: a.seats,
      doors: a.doors,
      exteriorColor: {
        ...coded(vocabulary.color, a.exterior_color.code),
        paint: a.exterior_color.paint,
      },
      interiorColor: coded(vocabulary.color, a.interior_color),
    },
    // A vehicle entered without photos still has its card and page (contract v1.1).
    images:
      wire.images.length === 0
        ? [placeholderImage]
        : wire.images.map((image) => media.image(image, 'card')),
    location: wire.location,
  }
}

/**
 * `textLanguage`: the language of the answer's free text, as its `Content-Language` said; French,
 * the stock's own language, by default (contract v1.1).
 */
export function reshapeVehicle(
  wire: WireVehicle,
  media: Media = asSent,
  textLanguage: Language = DEFAULT_LANGUAGE
): Vehicle {
  const summary = reshapeVehicleSummary(wire, media)
  return {
    ...summary,
    // A page shows its pictures large: sized for the gallery, not for a card.
    images:
      wire.images.length === 0
        ? summary.images
        : wire.images.map((image) => media.image(image, 'gallery')),
    description: wire.description,
    equipment: wire.equipment,
    textLanguage,
  }
}

/** A vehicle read by id: on sale (200), or sold (410's body). */
export function reshapeVehicleRecord(
  wire: { data: WireVehicle } | WireVehicleGone,
  media: Media = asSent,
  textLanguage: Language = DEFAULT_LANGUAGE
): VehicleRecord {
  if (!('error' in wire)) return reshapeVehicle(wire.data, media, textLanguage)
  const { data } = wire
  return {
    gone: true,
    id: data.id,
    slug: data.slug,
    title: data.title,
    brand: data.brand,
    model: data.model,
    trim: data.trim,
    soldAt: data.sold_at ?? null,
  }
}

export function reshapeVehiclesByIds(
  wire: WireVehiclesByIdsResponse,
  media: Media = asSent
): VehiclesByIds {
  return {
    vehicles: wire.data.map((vehicle) => reshapeVehicleSummary(vehicle, media)),
    missing: wire.missing,
  }
}

function option(
  entry: WireFacetEntry,
  labels: Record<string, string> | ((value: string) => string) | null
): FacetOption {
  const known = typeof labels === 'function' ? labels(entry.value) : labels?.[entry.value]
  return {
    value: entry.value,
    label: entry.label ?? known ?? entry.value,
    count: entry.count,
  }
}

function labelsOf(key: MultiFilterKey): Record<string, string> | null {
  const name = multiFilters[key].vocabulary
  return name ? vocabulary[name] : null
}

export function reshapeSearch(wire: WireSearchResponse, media: Media = asSent): StockSearchResult {
  const { facets } = wire
  return {
    vehicles: wire.data.map((vehicle) => reshapeVehicleSummary(vehicle, media)),
    pagination: {
      page: wire.meta.page,
      pageSize: wire.meta.page_size,
      total: wire.meta.total,
      totalPages: wire.meta.total_pages,
    },
    sort: wire.meta.sort,
    facets: {
      // Models are grouped under their brand for the grouped-checkbox widget.
      brandModel: facets.brand.map((brand) => ({
        ...option(brand, brandName),
        models: facets.model
          .filter((model) => model.value.startsWith(`${brand.value}.`))
          .map((model) => option(model, null)),
      })),
      // Parsed rather than cast: Object.fromEntries loses the key types.
      options: stockFacetsSchema.shape.options.parse(
        Object.fromEntries(
          multiFilterKeys.map((key) => [
            key,
            facets.options[key].map((entry) => option(entry, labelsOf(key))),
          ])
        )
      ),
      vatReportable: facets.vat_reportable,
      ranges: wire.ranges,
    },
  }
}

export function reshapeModel(
  wire: WireModel,
  media: Media = asSent,
  textLanguage: Language = DEFAULT_LANGUAGE
): Model {
  return {
    slug: wire.slug,
    name: wire.name,
    brand: wire.brand,
    tagline: wire.tagline,
    description: wire.description,
    bodyStyles: wire.body_styles,
    fuels: wire.fuels,
    commercial: wire.commercial,
    cashPriceFrom: wire.cash_price_from,
    leasePriceFrom: wire.lease_price_from,
    trims: wire.trims,
    image: media.image(wire.image, 'card'),
    gallery: wire.gallery.map((image) => media.image(image, 'gallery')),
    downloads: wire.downloads.map((d) => ({
      kind: d.kind,
      title: d.title,
      url: media.url(d.url),
      sizeBytes: d.size_bytes,
    })),
    stockCount: wire.stock_count,
    textLanguage,
  }
}

export function reshapeBrandSummary(wire: WireBrandSummary, media: Media = asSent): BrandSummary {
  return {
    slug: wire.slug,
    name: wire.name,
    logo: media.logo(wire.logo),
    modelCount: wire.model_count,
    stockCount: wire.stock_count,
    cashPriceFrom: wire.cash_price_from,
    leasePriceFrom: wire.lease_price_from,
  }
}

export function reshapeBrand(
  wire: WireBrand,
  media: Media = asSent,
  textLanguage: Language = DEFAULT_LANGUAGE
): Brand {
  return {
    ...reshapeBrandSummary(wire, media),
    description: wire.description,
    models: wire.models.map((model) => reshapeModel(model, media, textLanguage)),
    textLanguage,
  }
}

/** The stock count is the API's own addition; the site's Location does not carry it. */
export function reshapeLocation(wire: WireLocation, media: Media = asSent): Location {
  const { vat_number: vatNumber, stock_count: _stockCount, employees, ...rest } = wire
  return {
    ...rest,
    employees: employees.map((employee) => ({ ...employee, photo: media.url(employee.photo) })),
    vatNumber,
  }
}

export function reshapeLeaseOfferSummary(
  wire: WireLeaseOfferSummary,
  media: Media = asSent
): LeaseOfferSummary {
  const c = wire.configuration
  return {
    slug: wire.slug,
    type: wire.type,
    title: wire.title,
    brand: wire.brand,
    model: wire.model,
    trim: wire.trim,
    trimCode: wire.trim_code,
    vehiclePrice: wire.vehicle_price,
    fuel: wire.fuel,
    bodyStyle: wire.body_style,
    image: media.image(wire.image, 'card'),
    configuration: {
      color: c.color,
      durationMonths: c.duration_months,
      annualMileageKm: c.annual_mileage_km,
      monthlyMileageKm: c.monthly_mileage_km,
      deposit: c.deposit,
      establishmentFee: c.establishment_fee,
      completePrice: c.complete_price,
      pricePerMonth: { inclVat: c.price_per_month.incl_vat, exclVat: c.price_per_month.excl_vat },
    },
    co2: wire.co2_g_km,
    validUntil: wire.valid_until,
  }
}

export function reshapeLeaseOffer(
  wire: WireLeaseOffer,
  media: Media = asSent,
  textLanguage: Language = DEFAULT_LANGUAGE
): LeaseOffer {
  return {
    ...reshapeLeaseOfferSummary(wire, media),
    description: wire.description,
    gallery: wire.gallery.map((image) => media.image(image, 'gallery')),
    durationsMonths: wire.durations_months,
    annualMileagesKm: wire.annual_mileages_km,
    contractTerms: {
      included: wire.contract_terms.included,
      notIncluded: wire.contract_terms.not_included,
    },
    conditions: wire.conditions,
    textLanguage,
  }
}

export function reshapeValuation(wire: WireValuationResponse): TradeInValuation {
  const { reference, low, high, offer, valid_until: validUntil } = wire.data
  return { reference, low, high, offer, validUntil }
}
