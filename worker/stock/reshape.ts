import { brandNames, type Brand, type BrandSummary, type Model } from '../../client/domain/brand.ts'
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
import { DEFAULT_LANGUAGE } from '../../client/locale/language.ts'
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

const coded = <C extends string>(labels: Record<C, string>, code: C) => ({
  code,
  label: labels[code],
})

export function reshapeVehicleSummary(wire: WireVehicleSummary): VehicleSummary {
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
    images: wire.images,
    location: wire.location,
  }
}

export function reshapeVehicle(wire: WireVehicle): Vehicle {
  return {
    ...reshapeVehicleSummary(wire),
    description: wire.description,
    equipment: wire.equipment,
  }
}

/** A vehicle read by id: on sale (200), or sold (410's body). */
export function reshapeVehicleRecord(wire: { data: WireVehicle } | WireVehicleGone): VehicleRecord {
  if (!('error' in wire)) return reshapeVehicle(wire.data)
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

export function reshapeVehiclesByIds(wire: WireVehiclesByIdsResponse): VehiclesByIds {
  return { vehicles: wire.data.map(reshapeVehicleSummary), missing: wire.missing }
}

function option(entry: WireFacetEntry, labels: Record<string, string> | null): FacetOption {
  return {
    value: entry.value,
    label: entry.label ?? labels?.[entry.value] ?? entry.value,
    count: entry.count,
  }
}

function labelsOf(key: MultiFilterKey): Record<string, string> | null {
  const name = multiFilters[key].vocabulary
  return name ? vocabulary[name] : null
}

export function reshapeSearch(wire: WireSearchResponse): StockSearchResult {
  const { facets } = wire
  return {
    vehicles: wire.data.map(reshapeVehicleSummary),
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
        ...option(brand, brandNames),
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

export function reshapeModel(wire: WireModel): Model {
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
    image: wire.image,
    gallery: wire.gallery,
    downloads: wire.downloads.map((d) => ({
      kind: d.kind,
      title: d.title,
      url: d.url,
      sizeBytes: d.size_bytes,
    })),
    stockCount: wire.stock_count,
  }
}

export function reshapeBrandSummary(wire: WireBrandSummary): BrandSummary {
  return {
    slug: wire.slug,
    name: wire.name,
    logo: wire.logo,
    modelCount: wire.model_count,
    stockCount: wire.stock_count,
    cashPriceFrom: wire.cash_price_from,
    leasePriceFrom: wire.lease_price_from,
  }
}

export function reshapeBrand(wire: WireBrand): Brand {
  return {
    ...reshapeBrandSummary(wire),
    description: wire.description,
    models: wire.models.map(reshapeModel),
  }
}

/** The stock count is the API's own addition; the site's Location does not carry it. */
export function reshapeLocation(wire: WireLocation): Location {
  const { vat_number: vatNumber, stock_count: _stockCount, ...rest } = wire
  return { ...rest, vatNumber }
}

export function reshapeLeaseOfferSummary(wire: WireLeaseOfferSummary): LeaseOfferSummary {
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
    image: wire.image,
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

export function reshapeLeaseOffer(wire: WireLeaseOffer): LeaseOffer {
  return {
    ...reshapeLeaseOfferSummary(wire),
    description: wire.description,
    gallery: wire.gallery,
    durationsMonths: wire.durations_months,
    annualMileagesKm: wire.annual_mileages_km,
    contractTerms: {
      included: wire.contract_terms.included,
      notIncluded: wire.contract_terms.not_included,
    },
    conditions: wire.conditions,
  }
}

export function reshapeValuation(wire: WireValuationResponse): TradeInValuation {
  const { reference, low, high, offer, valid_until: validUntil } = wire.data
  return { reference, low, high, offer, validUntil }
}
