import { z } from 'zod'
import type { BrandSlug } from './brand.ts'
import {
  bodyStyleSchema,
  categorySchema,
  colorSchema,
  drivenAxlesSchema,
  emissionsClassSchema,
  fuelSchema,
  interiorMaterialSchema,
  transmissionSchema,
  vehicleSummarySchema,
  type VehicleSummary,
} from './vehicle.ts'
import type { Vocabulary } from './vehicle-vocabulary.ts'

/**
 * The stock overview's vocabulary: filters (spec §3) with their widgets, sort options (spec §4),
 * the parsed query and its canonical query string. The same parameter names are used in site URLs
 * and in calls to the stock API, so one reader serves both (stock-query-reader.ts).
 */

export type FilterWidget =
  'checkbox' | 'grouped-checkbox' | 'min-max' | 'range' | 'toggle' | 'pills'

const slugValue = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(64)
const seatsValue = z.coerce.number().int().min(1).max(9)
const doorsValue = z.coerce.number().int().min(2).max(5)

/**
 * The stock filters, one table per kind: everything about a filter follows from its entry (the
 * URL and stock API parameters and their reading, the panel's widget, the facet, the local stock
 * service's column, which vehicles pass it for the alerts: worker/stock/search-reach.ts); its name
 * and unit are in the stock catalogue, its place in the panel in `stockFilterOrder` below.
 *
 * Multi-select filters: one query parameter each, repeated (or comma-separated) values. A closed
 * list of codes names its `vocabulary` (labels per language in the vehicle-vocabulary catalogue);
 * `column` is the local stock service's column (worker/local-services/stock/search-sql.ts), `of`
 * the vehicle's value.
 */
export const multiFilters = {
  fuel: {
    widget: 'checkbox',
    schema: fuelSchema,
    vocabulary: 'fuel',
    column: 'fuel',
    of: (v) => v.fuel.code,
  },
  transmission: {
    widget: 'pills',
    schema: transmissionSchema,
    vocabulary: 'transmission',
    column: 'transmission',
    of: (v) => v.transmissionType.code,
  },
  location: {
    widget: 'checkbox',
    schema: slugValue,
    vocabulary: null,
    column: 'location',
    of: (v) => v.location.slug,
  },
  body_style: {
    widget: 'checkbox',
    schema: bodyStyleSchema,
    vocabulary: 'bodyStyle',
    column: 'body_style',
    of: (v) => v.bodyStyle.code,
  },
  category: {
    widget: 'pills',
    schema: categorySchema,
    vocabulary: 'category',
    column: 'category',
    of: (v) => v.category.code,
  },
  exterior_color: {
    widget: 'checkbox',
    schema: colorSchema,
    vocabulary: 'color',
    column: 'exterior_color',
    of: (v) => v.attributes.exteriorColor.code,
  },
  interior_color: {
    widget: 'checkbox',
    schema: colorSchema,
    vocabulary: 'color',
    column: 'interior_color',
    of: (v) => v.attributes.interiorColor.code,
  },
  driven_axles: {
    widget: 'checkbox',
    schema: drivenAxlesSchema,
    vocabulary: 'drivenAxles',
    column: 'driven_axles',
    of: (v) => v.attributes.drivenAxles.code,
  },
  emissions_class: {
    widget: 'checkbox',
    schema: emissionsClassSchema,
    vocabulary: 'emissionsClass',
    column: 'emissions_class',
    of: (v) => v.attributes.emissionsClass.code,
  },
  interior_material: {
    widget: 'checkbox',
    schema: interiorMaterialSchema,
    vocabulary: 'interiorMaterial',
    column: 'interior_material',
    of: (v) => v.attributes.interiorMaterial.code,
  },
  seats: {
    widget: 'pills',
    schema: seatsValue,
    vocabulary: null,
    column: 'seats',
    of: (v) => v.attributes.seats,
  },
  doors: {
    widget: 'pills',
    schema: doorsValue,
    vocabulary: null,
    column: 'doors',
    of: (v) => v.attributes.doors,
  },
} as const satisfies Record<
  string,
  {
    widget: FilterWidget
    schema: z.ZodType
    vocabulary: Vocabulary | null
    column: string
    of: (vehicle: VehicleSummary) => string | number
  }
>
export type MultiFilterKey = keyof typeof multiFilters
export const multiFilterKeySchema = z.enum(
  Object.keys(multiFilters) as [MultiFilterKey, ...MultiFilterKey[]]
)
export const multiFilterKeys = multiFilterKeySchema.options

/**
 * Numeric filters: `{key}_min` and `{key}_max`, clamped to `bounds` (units: stock catalogue);
 * `step` is the slider's, `money` says the value is an amount in euros (written as every price of
 * the page is), `column` and `of` as for the multi-select filters.
 */
export const rangeFilters = {
  price: {
    widget: 'range',
    bounds: [0, 500_000],
    step: 500,
    money: true,
    column: 'price',
    of: (v) => v.price.purchase.amount,
  },
  mileage: {
    widget: 'min-max',
    bounds: [0, 1_000_000],
    step: 1_000,
    money: false,
    column: 'mileage',
    of: (v) => v.attributes.mileage,
  },
  year: {
    widget: 'min-max',
    bounds: [1990, 2030],
    step: 1,
    money: false,
    column: 'year',
    of: (v) => v.attributes.constructionYear,
  },
  power: {
    widget: 'range',
    bounds: [0, 2_000],
    step: 5,
    money: false,
    column: 'power_hp',
    of: (v) => v.attributes.power.hp,
  },
  weight: {
    widget: 'min-max',
    bounds: [0, 10_000],
    step: 50,
    money: false,
    column: 'weight_kg',
    of: (v) => v.attributes.maxWeightKg,
  },
} as const satisfies Record<
  string,
  {
    widget: FilterWidget
    bounds: readonly [number, number]
    step: number
    money: boolean
    column: string
    of: (vehicle: VehicleSummary) => number
  }
>
export type RangeFilterKey = keyof typeof rangeFilters
export const rangeFilterKeySchema = z.enum(
  Object.keys(rangeFilters) as [RangeFilterKey, ...RangeFilterKey[]]
)
export const rangeFilterKeys = rangeFilterKeySchema.options

export type FilterKey = 'brand_model' | 'vat_reportable' | MultiFilterKey | RangeFilterKey

/** Whether a filter is one of the multi-select table. */
export function isMultiFilterKey(key: string): key is MultiFilterKey {
  return Object.hasOwn(multiFilters, key)
}

/** Whether a filter is one of the numeric table. */
export function isRangeFilterKey(key: string): key is RangeFilterKey {
  return Object.hasOwn(rangeFilters, key)
}

/** Every overview filter of spec §3, in the order the spec lists them (the panel's order). */
const panelOrder = [
  'brand_model',
  'fuel',
  'mileage',
  'price',
  'transmission',
  'location',
  'year',
  'body_style',
  'category',
  'exterior_color',
  'interior_color',
  'vat_reportable',
  'driven_axles',
  'emissions_class',
  'weight',
  'interior_material',
  'seats',
  'doors',
  'power',
] as const satisfies readonly FilterKey[]

/** A filter of the tables left out of the panel's order does not compile. */
export const everyFilterInPanel: Exclude<FilterKey, (typeof panelOrder)[number]> extends never
  ? true
  : false = true

function widgetOf(key: FilterKey): FilterWidget {
  if (key === 'brand_model') return 'grouped-checkbox'
  if (key === 'vat_reportable') return 'toggle'
  return isMultiFilterKey(key) ? multiFilters[key].widget : rangeFilters[key].widget
}

/** Every overview filter with its widget, in the panel's order. */
export const stockFilterOrder: readonly { key: FilterKey; widget: FilterWidget }[] = panelOrder.map(
  (key) => ({ key, widget: widgetOf(key) })
)

/** Sort orders of spec §4, in the order the sort menu lists them (labels: stock catalogue). */
export const sortSchema = z.enum([
  'price_asc',
  'price_desc',
  'mileage_asc',
  'mileage_desc',
  'year_asc',
  'year_desc',
])
export type StockSort = z.infer<typeof sortSchema>
/** Newest vehicles first: what a visitor arriving on /stock most often looks for. */
export const DEFAULT_SORT: StockSort = 'year_desc'
export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 48
/** Deep pages are never useful to visitors and only cost OFFSET scans. */
export const MAX_PAGE = 1_000

export interface NumberRange {
  min?: number
  max?: number
}

export type StockQuery = {
  [K in MultiFilterKey]: z.infer<(typeof multiFilters)[K]['schema']>[]
} & {
  [K in RangeFilterKey]: NumberRange
} & {
  brand: BrandSlug[]
  /** `{brand}.{model}`, e.g. `fiat.500e` (Fiat and Abarth both sell a 500e). */
  model: string[]
  vat_reportable: boolean
  sort: StockSort
  page: number
  page_size: number
}

export function emptyStockQuery(): StockQuery {
  return {
    brand: [],
    model: [],
    fuel: [],
    transmission: [],
    location: [],
    body_style: [],
    category: [],
    exterior_color: [],
    interior_color: [],
    driven_axles: [],
    emissions_class: [],
    interior_material: [],
    seats: [],
    doors: [],
    price: {},
    mileage: {},
    year: {},
    power: {},
    weight: {},
    vat_reportable: false,
    sort: DEFAULT_SORT,
    page: 1,
    page_size: DEFAULT_PAGE_SIZE,
  }
}

/**
 * The canonical query string of a stock query: keys sorted, values sorted, defaults left out, so
 * equal searches give equal URLs and cache keys.
 * @example stockQueryToSearchParams(parseStockQuery(params)).toString() // 'fuel=diesel&price_max=30000'
 */
export function stockQueryToSearchParams(query: StockQuery): URLSearchParams {
  const entries: [string, string][] = []
  const add = (key: string, list: readonly (string | number)[]) => {
    const sorted = [...new Set(list.map(String))].sort((a, b) =>
      /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a < b ? -1 : 1
    )
    for (const value of sorted) entries.push([key, value])
  }
  add('brand', query.brand)
  add('model', query.model)
  for (const key of multiFilterKeys) add(key, query[key])
  for (const key of rangeFilterKeys) {
    if (query[key].min !== undefined) add(`${key}_min`, [query[key].min])
    if (query[key].max !== undefined) add(`${key}_max`, [query[key].max])
  }
  if (query.vat_reportable) add('vat_reportable', ['true'])
  if (query.sort !== DEFAULT_SORT) add('sort', [query.sort])
  if (query.page !== 1) add('page', [query.page])
  if (query.page_size !== DEFAULT_PAGE_SIZE) add('page_size', [query.page_size])
  // Stable sort on the key keeps each key's values in the order sorted above.
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return new URLSearchParams(entries)
}

export const facetOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
})
export type FacetOption = z.infer<typeof facetOptionSchema>

export const brandFacetSchema = facetOptionSchema.extend({ models: z.array(facetOptionSchema) })
export const rangeFacetSchema = z.object({ min: z.number(), max: z.number() }).nullable()

/**
 * Facet counts: each filter's counts ignore that filter's own selection (so ticking "Diesel"
 * still shows how many "Essence" there would be); ranges are the bounds of the other filters' hits.
 */
export const stockFacetsSchema = z.object({
  brandModel: z.array(brandFacetSchema),
  options: z.record(multiFilterKeySchema, z.array(facetOptionSchema)),
  vatReportable: z.object({ count: z.number().int().nonnegative() }),
  ranges: z.record(rangeFilterKeySchema, rangeFacetSchema),
})
export type StockFacets = z.infer<typeof stockFacetsSchema>

export const stockSearchResultSchema = z.object({
  vehicles: z.array(vehicleSummarySchema),
  pagination: z.object({
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  }),
  sort: sortSchema,
  facets: stockFacetsSchema,
})
export type StockSearchResult = z.infer<typeof stockSearchResultSchema>
