import {
  DEFAULT_SORT,
  type StockFacets,
  type StockQuery,
  type StockSearchResult,
  multiFilters,
  rangeFilters,
  isRangeFilterKey,
  sortSchema,
  type RangeFilterKey,
  type MultiFilterKey,
  stockFilterOrder,
  stockQueryToSearchParams,
} from '../../client/domain/stock-search.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { stockMessages } from '../../client/locale/messages/stock.ts'
import { vehicleVocabularyMessages } from '../../client/locale/messages/vehicle-vocabulary.ts'
import { toCardData } from '../../client/features/vehicle-card/vehicle-card-data.ts'
import type {
  FilterView,
  OptionView,
  QuickSearchData,
  StockOverviewData,
} from '../../client/features/stock/overview-types.ts'

/**
 * Builds the overview's view from a search (server side: this module uses the zod-built stock
 * vocabulary, the browser only receives its result).
 */

export const QUICK_SEARCH_PRICES = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000]

/** Keeps ticked values visible even when the search no longer returns them (count 0). */
function withSelected(options: OptionView[], selected: readonly (string | number)[]): OptionView[] {
  const known = new Set(options.map((option) => option.value))
  const missing = selected
    .map(String)
    .filter((value) => !known.has(value))
    .map((value) => ({ value, label: value, count: 0 }))
  return [...options, ...missing]
}

/**
 * Options worth offering: those that would give vehicles with the other filters, and those the
 * visitor ticked (so they can be unticked). A list of values that give nothing ("(0)") only
 * pushes the useful ones out of sight, on a phone most of all.
 */
function offered<T extends OptionView>(options: T[], selected: readonly (string | number)[]): T[] {
  const ticked = new Set(selected.map(String))
  return options.filter((option) => option.count > 0 || ticked.has(option.value))
}

/** The labels of a filter's codes in a language, or null for a filter without a vocabulary. */
export function codeLabels(key: MultiFilterKey, language: Language): Record<string, string> | null {
  const { vocabulary } = multiFilters[key]
  return vocabulary ? messagesOf(vehicleVocabularyMessages, language)[vocabulary] : null
}

function labelled(
  key: MultiFilterKey,
  options: OptionView[],
  selected: readonly (string | number)[],
  language: Language
): OptionView[] {
  const labels = codeLabels(key, language)
  const text = messagesOf(stockMessages, language)
  const list = offered(withSelected(options, selected), selected).map((option) => ({
    ...option,
    label:
      labels?.[option.value] ??
      (key === 'seats'
        ? text.seats(option.value)
        : key === 'doors'
          ? text.doors(option.value)
          : option.label),
  }))
  // Numeric pills read best in order; other options keep the API's order (most common first).
  return key === 'seats' || key === 'doors'
    ? list.sort((a, b) => Number(a.value) - Number(b.value))
    : list
}

export function filterViews(
  facets: StockFacets,
  query: StockQuery,
  locked: ReadonlySet<string>,
  language: Language
): FilterView[] {
  const text = messagesOf(stockMessages, language)
  const views: FilterView[] = []
  for (const entry of stockFilterOrder) {
    if (locked.has(entry.key)) continue
    const label = text.filters[entry.key]
    if (entry.key === 'brand_model') {
      const brands = offered(facets.brandModel, query.brand).map((brand) => {
        const models = query.model.filter((model) => model.startsWith(`${brand.value}.`))
        return { ...brand, models: offered(withSelected(brand.models, models), models) }
      })
      views.push({ key: 'brand_model', label, widget: 'grouped-checkbox', brands })
    } else if (entry.key === 'vat_reportable') {
      // Like an option: not offered when it would give no vehicle, unless it is on.
      if (facets.vatReportable.count === 0 && !query.vat_reportable) continue
      views.push({
        key: 'vat_reportable',
        label,
        widget: 'toggle',
        count: facets.vatReportable.count,
      })
    } else if (isRangeFilterKey(entry.key)) {
      const key = entry.key
      views.push({
        key,
        label,
        widget: rangeFilters[key].widget,
        unit: text.units[key],
        money: rangeFilters[key].money,
        range: facets.ranges[key] ?? null,
        step: rangeFilters[key].step,
      })
    } else {
      const key = entry.key
      const options = labelled(key, facets.options[key] ?? [], query[key], language)
      // A filter with nothing to choose with the other filters set is not offered at all.
      if (options.length === 0) continue
      views.push({
        key,
        name: key,
        label,
        widget: multiFilters[key].widget,
        options,
      })
    }
  }
  return views
}

/**
 * The query without range bounds that exclude no vehicle: a slider left at its end (a form sent
 * without JavaScript always carries both ends) is not a filter, neither in the address nor in the
 * "Filtrer (n)" count. Each range facet spans the vehicles matching the other filters, so a bound
 * beyond it changes nothing.
 */
export function withoutIdleRanges(query: StockQuery, facets: StockFacets): StockQuery {
  const out: StockQuery = { ...query }
  for (const key of Object.keys(rangeFilters) as RangeFilterKey[]) {
    const range = facets.ranges[key]
    if (!range) continue
    const { min, max } = query[key]
    out[key] = {
      ...(min !== undefined && min > range.min && { min }),
      ...(max !== undefined && max < range.max && { max }),
    }
  }
  return out
}

/** The form's current values, by query parameter, from the canonical query string. */
export function formValues(query: StockQuery): Record<string, string[]> {
  const values: Record<string, string[]> = {}
  for (const [key, value] of stockQueryToSearchParams(query)) (values[key] ??= []).push(value)
  return values
}

export function quickSearchData(facets: StockFacets | null, language: Language): QuickSearchData {
  const fuelLabels = messagesOf(vehicleVocabularyMessages, language).fuel
  return {
    brands: (facets?.brandModel ?? [])
      .filter((brand) => brand.count > 0)
      .map((brand) => ({
        value: brand.value,
        label: brand.label,
        models: brand.models
          .filter((model) => model.count > 0)
          .map(({ value, label }) => ({ value, label })),
      })),
    fuels: (facets?.options.fuel ?? [])
      .filter((fuel) => fuel.count > 0)
      .map((fuel) => ({
        value: fuel.value,
        label: Object.entries(fuelLabels).find(([code]) => code === fuel.value)?.[1] ?? fuel.label,
      })),
    prices: QUICK_SEARCH_PRICES,
  }
}

export function overviewData(options: {
  title: string
  basePath: string
  showFilters: boolean
  /** The visitor's part of the query (preset filters removed). */
  visitorQuery: StockQuery
  /** The search actually run (visitor query plus preset). */
  query: StockQuery
  locked: ReadonlySet<string>
  result: StockSearchResult
  /** Sentences about filter values that were not applied. */
  notices?: string[]
  language: Language
}): StockOverviewData {
  const { result, language } = options
  const text = messagesOf(stockMessages, language)
  const visitorQuery = withoutIdleRanges(options.visitorQuery, result.facets)
  const search = stockQueryToSearchParams({ ...visitorQuery, page: 1 })
  return {
    title: options.title,
    basePath: options.basePath,
    search: search.toString(),
    notices: options.notices ?? [],
    values: formValues({ ...visitorQuery, page: 1 }),
    showFilters: options.showFilters,
    filters: filterViews(result.facets, options.query, options.locked, language),
    sortOptions: sortSchema.options.map((value) => ({ value, label: text.sort[value] })),
    sort: result.sort,
    defaultSort: DEFAULT_SORT,
    vehicles: result.vehicles.map(toCardData),
    pagination: result.pagination,
  }
}
