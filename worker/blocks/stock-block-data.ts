import type { StockHeroBlock } from '../../client/blocks/stock-hero/schema.ts'
import type { StockOverviewBlock } from '../../client/blocks/stock-overview/schema.ts'
import type { StockPreviewBlock } from '../../client/blocks/stock-preview/schema.ts'
import type { StockQuickEntryBlock } from '../../client/blocks/stock-quick-entry/schema.ts'
import { brandSlugSchema } from '../../client/domain/brand.ts'
import {
  type FilterKey,
  type StockQuery,
  emptyStockQuery,
  parseStockQuery,
  stockQueryToSearchParams,
} from '../../client/domain/stock-search.ts'
import { overviewData, quickSearchData } from '../../client/features/stock/overview-model.ts'
import type {
  StockHeroData,
  StockOverviewData,
  StockPreviewData,
  StockQuickEntryData,
} from '../../client/features/stock/overview-types.ts'
import type { Block } from '../../client/domain/story.ts'
import { toCardData } from '../../client/features/vehicle-card/vehicle-card-data.ts'
import type { BlockDataLoaders } from './block-data.ts'

/**
 * A block as its schema parsed it. The content loader validated every body block with its schema
 * (worker/blocks/resolve-blocks.ts) before asking for its data, and schemas with transforms
 * cannot be parsed twice, so the parsed value is taken as what it is.
 */
function validated<T>(block: Block): T {
  return block as unknown as T
}

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

/** The visitor's query without the filters the preset fixes. */
function withoutLocked(query: StockQuery, locked: ReadonlySet<FilterKey>): StockQuery {
  const empty = emptyStockQuery()
  const out: StockQuery = { ...query }
  if (locked.has('brand_model')) {
    out.brand = empty.brand
    out.model = empty.model
  }
  if (locked.has('fuel')) out.fuel = empty.fuel
  if (locked.has('body_style')) out.body_style = empty.body_style
  if (locked.has('location')) out.location = empty.location
  if (locked.has('category')) out.category = empty.category
  return out
}

/** `/stock?…` for a preset: the full stock search a preview or hero links to. */
export function stockHref(query: Partial<StockQuery>): string {
  const search = stockQueryToSearchParams({ ...emptyStockQuery(), ...query }).toString()
  return `/stock${search ? `?${search}` : ''}`
}

export const stockBlockData: BlockDataLoaders = {
  async stock_overview(raw: Block, { url, path, services }): Promise<StockOverviewData | null> {
    const block = validated<StockOverviewBlock>(raw)
    const preset = presetQuery(block)
    const visitorQuery = withoutLocked(parseStockQuery(url.searchParams), preset.locked)
    const query = { ...visitorQuery, ...preset.query }
    const result = await services.stock.search(query)
    if (!result) return null
    return overviewData({
      title: block.title,
      basePath: path,
      showFilters: block.show_filters,
      visitorQuery,
      query,
      locked: preset.locked,
      result,
    })
  },

  async stock_preview(raw: Block, { services }): Promise<StockPreviewData | null> {
    const block = validated<StockPreviewBlock>(raw)
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
      href: block.link?.href ?? stockHref(query),
    }
  },

  async stock_hero(raw: Block, { services }): Promise<StockHeroData | null> {
    const block = validated<StockHeroBlock>(raw)
    const { query } = presetQuery({ brand: block.brand, condition: block.condition })
    const result = await services.stock.search({ ...emptyStockQuery(), ...query, page_size: 1 })
    if (!result) return null
    return { total: result.pagination.total, quickSearch: quickSearchData(result.facets) }
  },

  async stock_quick_entry(raw: Block, { services }): Promise<StockQuickEntryData | null> {
    const block = validated<StockQuickEntryBlock>(raw)
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
        href: `/stock?${new URLSearchParams({ [block.entry_type]: option.value })}`,
        label: option.label,
        count: option.count,
      }))
    return { quickSearch: quickSearchData(facets), tiles }
  },
}
