import {
  type MultiFilterKey,
  type StockFacets,
  type StockSearchResult,
  multiFilters,
  stockFacetsSchema,
} from '../../client/domain/stock-search.ts'
import {
  isSold,
  type Vehicle,
  type VehicleSummary,
  type VehiclesByIds,
} from '../../client/domain/vehicle.ts'
import type { Closure, Location } from '../../client/domain/location.ts'
import { luxembourgPublicHolidays } from '../../client/features/opening-hours/luxembourg-public-holidays.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { departmentsMessages } from '../../client/locale/messages/departments.ts'
import { vehicleVocabularyMessages } from '../../client/locale/messages/vehicle-vocabulary.ts'
import type { StockClient } from './stock-client.ts'

/**
 * The stock's data carries the French labels of its codes (worker/stock/reshape.ts: French is the
 * stock's language, and its KV copies are shared by both languages). A page in another language
 * reads the same data with its own catalogue's labels, swapped in here, after the cache.
 */
type Labels = ReturnType<typeof labelsOf>

function labelsOf(language: Language) {
  return messagesOf(vehicleVocabularyMessages, language)
}

/** `{ code, label }` with the label of `labels` (an unknown code keeps the stock's label). */
function relabel<C extends string>(
  coded: { code: C; label: string },
  labels: Record<string, string>
): { code: C; label: string } {
  return { ...coded, label: labels[coded.code] ?? coded.label }
}

export function vehicleSummaryIn<V extends VehicleSummary | Vehicle>(
  vehicle: V,
  labels: Labels
): V {
  const a = vehicle.attributes
  return {
    ...vehicle,
    category: relabel(vehicle.category, labels.category),
    bodyStyle: relabel(vehicle.bodyStyle, labels.bodyStyle),
    fuel: relabel(vehicle.fuel, labels.fuel),
    transmissionType: relabel(vehicle.transmissionType, labels.transmission),
    attributes: {
      ...a,
      emissionsClass: relabel(a.emissionsClass, labels.emissionsClass),
      drivenAxles: relabel(a.drivenAxles, labels.drivenAxles),
      interiorMaterial: relabel(a.interiorMaterial, labels.interiorMaterial),
      exteriorColor: { ...relabel(a.exteriorColor, labels.color), paint: a.exteriorColor.paint },
      interiorColor: relabel(a.interiorColor, labels.color),
    },
  }
}

export function facetsIn(facets: StockFacets, labels: Labels): StockFacets {
  // Parsed rather than cast: Object.fromEntries loses the key types.
  const options = stockFacetsSchema.shape.options.parse(
    Object.fromEntries(
      Object.entries(facets.options).map(([key, entries]) => {
        const name = multiFilters[key as MultiFilterKey].vocabulary
        const names: Record<string, string> | null = name ? labels[name] : null
        return [
          key,
          entries.map((entry) => ({ ...entry, label: names?.[entry.value] ?? entry.label })),
        ]
      })
    )
  )
  return { ...facets, options }
}

function searchIn(result: StockSearchResult, labels: Labels): StockSearchResult {
  return {
    ...result,
    vehicles: result.vehicles.map((vehicle) => vehicleSummaryIn(vehicle, labels)),
    facets: facetsIn(result.facets, labels),
  }
}

function byIdsIn(result: VehiclesByIds, labels: Labels): VehiclesByIds {
  return {
    ...result,
    vehicles: result.vehicles.map((vehicle) => vehicleSummaryIn(vehicle, labels)),
  }
}

/**
 * The public holidays' names in `language` by their date and French name, one map per year, built
 * on the first closure of that year: a dealership lists a year or more of closures.
 */
function holidayNamesIn(language: Language): (closure: Closure) => string | undefined {
  const byYear = new Map<number, Map<string, string>>()
  const key = (closure: Closure) => `${closure.date} ${closure.label}`
  return (closure) => {
    const year = Number(closure.date.slice(0, 4))
    let names = byYear.get(year)
    if (!names) {
      // Both lists come from one function, in the same order: the same index is the same holiday.
      const own = luxembourgPublicHolidays(year, language)
      names = new Map(
        luxembourgPublicHolidays(year, DEFAULT_LANGUAGE).flatMap((holiday, index) => {
          const name = own[index]?.label
          return name === undefined ? [] : [[key(holiday), name] as const]
        })
      )
      byYear.set(year, names)
    }
    return names.get(key(closure))
  }
}

/**
 * A dealership as a page in `language` shows it; the stock writes French (docs/decisions/0036):
 * - its closures with the public holidays named in `language`. A closure is renamed only when it
 *   is the holiday of its date under its French name, so a dealership's own closure on that day
 *   ("Inventaire") keeps the stock's words;
 * - its departments named by their code from the catalogue, whatever the stock calls them: a
 *   dealership's own name ("Atelier de préparation") is French, and has no translation here.
 */
export function locationIn(location: Location, language: Language): Location {
  if (language === DEFAULT_LANGUAGE) return location
  const holidayName = holidayNamesIn(language)
  const renamed = (closure: Closure): Closure => {
    const label = holidayName(closure)
    return label === undefined ? closure : { ...closure, label }
  }
  const names = messagesOf(departmentsMessages, language)
  const { showroom, workshop } = location.departments
  return {
    ...location,
    departments: {
      showroom: { ...showroom, label: names.showroom },
      workshop: { ...workshop, label: names.workshop },
    },
    closures: location.closures.map(renamed),
  }
}

/**
 * The stock client as a page in `language` reads it: the same reads (and cache entries), the
 * vocabulary labels in that language, and the free text of a vehicle, a brand, a model or a lease
 * offer asked in that language (contract v1.1's `language`; its own cache entry). French is the
 * stock's own: the client itself, unchanged.
 */
export function stockInLanguage(stock: StockClient, language: Language): StockClient {
  if (language === DEFAULT_LANGUAGE) return stock
  const labels = labelsOf(language)
  const map =
    <A extends unknown[], T>(read: (...args: A) => Promise<T | null>, to: (value: T) => T) =>
    async (...args: A): Promise<T | null> => {
      const value = await read(...args)
      return value === null ? null : to(value)
    }
  return {
    ...stock,
    search: map(stock.search, (result) => searchIn(result, labels)),
    // Free text is asked in the page's language (contract v1.1), French when the API has none.
    vehicle: (id) =>
      map(stock.vehicle, (vehicle) => vehicleSummaryIn(vehicle, labels))(id, language),
    vehicleOrSold: (id) =>
      map(stock.vehicleOrSold, (record) =>
        isSold(record) ? record : vehicleSummaryIn(record, labels)
      )(id, language),
    similarVehicles: map(stock.similarVehicles, (vehicles) =>
      vehicles.map((vehicle) => vehicleSummaryIn(vehicle, labels))
    ),
    brand: (slug) => stock.brand(slug, language),
    model: (brand, model) => stock.model(brand, model, language),
    leaseOffer: (slug) => stock.leaseOffer(slug, language),
    vehiclesByIds: map(stock.vehiclesByIds, (result) => byIdsIn(result, labels)),
    location: map(stock.location, (location) => locationIn(location, language)),
    locations: map(stock.locations, (locations) =>
      locations.map((location) => locationIn(location, language))
    ),
  }
}
