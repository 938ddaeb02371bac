import { pageHref } from '../../client/routes/href.ts'
import { localizedPath } from '../../client/routes/localized-path.ts'
import { type BrandSlug, brandSlugSchema } from '../../client/domain/brand.ts'
import {
  type IgnoredFilterValue,
  catalogueBrandsFor,
  readStockQuery,
} from '../../client/domain/stock-query-reader.ts'
import {
  type FilterKey,
  type StockQuery,
  emptyStockQuery,
  stockQueryToSearchParams,
} from '../../client/domain/stock-search.ts'
import type { Language } from '../../client/locale/language.ts'
import { overviewData, quickSearchData } from './stock-overview-model.ts'
import { lockedFilterNotice, unknownFilterNotice } from './stock-overview-notices.ts'
import type {
  StockHeroData,
  StockOverviewData,
  StockPreviewData,
  StockQuickEntryData,
} from '../../client/features/stock/overview-types.ts'
import { toCardData } from '../../client/features/vehicle-card/vehicle-card-data.ts'
import { loadModelCatalogue } from '../stock/model-catalogue.ts'
import type { BlockDataContext, BlockDataLoaders } from './block-data-loader.ts'

/** The preset fields every stock block shares (client/blocks/fields/stock-preset.ts). */
interface Preset {
  brand?: string | null
  model?: string | null
  fuel?: StockQuery['fuel'][number] | null
  body_style?: StockQuery['body_style'][number] | null
  location?: string | null
  condition?: 'all' | 'new' | 'used'
}

/**
 * An editor's preset as search filters, and the filters it fixes: a preset is a constraint of
 * the page (the used-car centre only lists its own used cars), so the visitor cannot undo it and
 * its filter is not offered.
 */
export function presetQuery(preset: Preset): {
  query: Partial<StockQuery>
  locked: Set<FilterKey>
} {
  const query: Partial<StockQuery> = {}
  const locked = new Set<FilterKey>()
  const brand = brandSlugSchema.safeParse(preset.brand)
  if (brand.success) {
    query.brand = [brand.data]
    query.model = preset.model ? [`${brand.data}.${preset.model}`] : []
    locked.add('brand_model')
  }
  if (preset.fuel) {
    query.fuel = [preset.fuel]
    locked.add('fuel')
  }
  if (preset.body_style) {
    query.body_style = [preset.body_style]
    locked.add('body_style')
  }
  if (preset.location) {
    query.location = [preset.location]
    locked.add('location')
  }
  if (preset.condition === 'new' || preset.condition === 'used') {
    query.category = [preset.condition]
    locked.add('category')
  }
  return { query, locked }
}

/** The parameters each lockable filter is written with. */
const lockableParams = {
  brand_model: ['brand', 'model'],
  fuel: ['fuel'],
  body_style: ['body_style'],
  location: ['location'],
  category: ['category'],
} as const satisfies Partial<Record<FilterKey, readonly (keyof StockQuery)[]>>

/**
 * The visitor's query without the filters the preset fixes, and the visitor's values the preset
 * overrules (`?category=new` on the used-car centre): those are not applied, and the page says so.
 */
function withoutLocked(
  query: StockQuery,
  preset: Partial<StockQuery>,
  locked: ReadonlySet<FilterKey>
): { query: StockQuery; overruled: IgnoredFilterValue[] } {
  const empty = emptyStockQuery()
  const out: StockQuery = { ...query }
  const overruled: IgnoredFilterValue[] = []
  for (const [key, params] of Object.entries(lockableParams)) {
    if (!locked.has(key as FilterKey)) continue
    for (const param of params) {
      const fixed = (preset[param] ?? []) as readonly unknown[]
      for (const value of query[param]) {
        if (!fixed.includes(value)) overruled.push({ param, value: String(value) })
      }
      ;(out[param] as unknown[]) = empty[param]
    }
  }
  return { query: out, overruled }
}

/** `/stock?…` for a preset: the full stock search a preview or hero links to, in `language`. */
export function stockHref(query: Partial<StockQuery>, language: Language): string {
  return pageHref('stock', language, stockQueryToSearchParams({ ...emptyStockQuery(), ...query }))
}

/**
 * The brands whose catalogue checks the query's model values: those written by hand
 * (`catalogueBrandsFor`) and those written the site's way (`ford.puma` → `ford`).
 */
function brandsToCheck(params: URLSearchParams): BrandSlug[] {
  const canonical = readStockQuery(params).query.model.map((model) => model.split('.')[0] ?? '')
  const brands = canonical.flatMap((brand) => brandSlugSchema.safeParse(brand).data ?? [])
  return [...new Set([...catalogueBrandsFor(params), ...brands])]
}

/**
 * The query's dealership values that are not dealerships, as ignored values (the dealership list
 * is the catalogue's, cached; unknown values are dropped before any search). Without the list
 * (an outage) nothing is dropped: the search then fails or answers from its copies anyway.
 */
async function unknownLocations(
  query: StockQuery,
  services: BlockDataContext['services']
): Promise<string[]> {
  if (query.location.length === 0) return []
  const locations = await services.stock.locations().catch(() => null)
  if (!locations) return []
  const known = new Set(locations.map((location) => location.slug))
  return query.location.filter((slug) => !known.has(slug))
}

/**
 * The overview's search: the visitor's filters read leniently (stock-query-reader.ts) and
 * checked against the known vocabulary before anything reaches the stock API or KV (a model
 * against its brand's catalogue, a dealership against the dealerships), the page's preset on top.
 * A value that is not in the vocabulary is dropped and reported to the visitor: an anonymous
 * visitor cannot make up filter values, each of which would be a stock call and a KV entry.
 */
async function overviewSearch(
  params: URLSearchParams,
  preset: ReturnType<typeof presetQuery>,
  services: BlockDataContext['services']
) {
  const catalogue = await loadModelCatalogue(services.stock, brandsToCheck(params))
  const reading = readStockQuery(params, catalogue)
  const unknown = await unknownLocations(reading.query, services)
  if (unknown.length > 0) {
    reading.query.location = reading.query.location.filter((slug) => !unknown.includes(slug))
    reading.ignored.push(...unknown.map((value) => ({ param: 'location', value })))
  }
  const visitor = withoutLocked(reading.query, preset.query, preset.locked)
  const query = { ...visitor.query, ...preset.query }
  const result = await services.stock.search(query)
  return { reading, visitor, query, result }
}

export const stockBlockData: BlockDataLoaders<
  'stock_overview' | 'stock_preview' | 'stock_hero' | 'stock_quick_entry'
> = {
  async stock_overview(
    block,
    { url, path, services, language }
  ): Promise<StockOverviewData | null> {
    const preset = presetQuery(block)
    const { reading, visitor, query, result } = await overviewSearch(
      url.searchParams,
      preset,
      services
    )
    if (!result) return null
    return overviewData({
      title: block.title,
      basePath: path,
      showFilters: block.show_filters,
      visitorQuery: visitor.query,
      query,
      locked: preset.locked,
      result,
      notices: [
        ...reading.ignored.map((ignored) => unknownFilterNotice(ignored, language)),
        ...visitor.overruled.map((overruled) => lockedFilterNotice(overruled, language)),
      ],
      language,
    })
  },

  async stock_preview(block, { services, language }): Promise<StockPreviewData | null> {
    const { query } = presetQuery(block)
    const result = await services.stock.search({
      ...emptyStockQuery(),
      ...query,
      page_size: block.count,
    })
    if (!result) return null
    return {
      vehicles: result.vehicles.map(toCardData),
      total: result.pagination.total,
      // The editor's link is validated in French (worker/blocks/localize-links.ts).
      href: block.link ? localizedPath(block.link.href, language) : stockHref(query, language),
    }
  },

  async stock_hero(block, { services, language }): Promise<StockHeroData | null> {
    const { query } = presetQuery({ brand: block.brand, condition: block.condition })
    const result = await services.stock.search({ ...emptyStockQuery(), ...query, page_size: 1 })
    if (!result) return null
    return {
      total: result.pagination.total,
      quickSearch: quickSearchData(result.facets, language),
    }
  },

  async stock_quick_entry(block, { services, language }): Promise<StockQuickEntryData | null> {
    const result = await services.stock.search({ ...emptyStockQuery(), page_size: 1 })
    if (!result) return null
    const { facets } = result
    const options =
      block.entry_type === 'brand'
        ? facets.brandModel.filter(
            (brand) => block.brands.length === 0 || block.brands.includes(brand.value)
          )
        : facets.options[block.entry_type]
    const tiles = options
      .filter((option) => option.count > 0)
      .map((option) => ({
        href: pageHref('stock', language, { [block.entry_type]: option.value }),
        label: option.label,
        count: option.count,
      }))
    return { quickSearch: quickSearchData(facets, language), tiles }
  },
}
