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
 * Multi-select filters: one query parameter each, repeated (or comma-separated) values. A closed
 * list of codes names its `vocabulary` (labels per language in the vehicle-vocabulary catalogue);
 * filter names are in the stock catalogue.
 */
export const multiFilters = {
  fuel: { widget: 'checkbox', schema: fuelSchema, vocabulary: 'fuel' },
  transmission: { widget: 'pills', schema: transmissionSchema, vocabulary: 'transmission' },
  location: { widget: 'checkbox', schema: slugValue, vocabulary: null },
  body_style: { widget: 'checkbox', schema: bodyStyleSchema, vocabulary: 'bodyStyle' },
  category: { widget: 'pills', schema: categorySchema, vocabulary: 'category' },
  exterior_color: { widget: 'checkbox', schema: colorSchema, vocabulary: 'color' },
  interior_color: { widget: 'checkbox', schema: colorSchema, vocabulary: 'color' },
  driven_axles: { widget: 'checkbox', schema: drivenAxlesSchema, vocabulary: 'drivenAxles' },
  emissions_class: {
    widget: 'checkbox',
    schema: emissionsClassSchema,
    vocabulary: 'emissionsClass',
  },
  interior_material: {
    widget: 'checkbox',
    schema: interiorMaterialSchema,
    vocabulary: 'interiorMaterial',
  },
  seats: { widget: 'pills', schema: seatsValue, vocabulary: null },
  doors: { widget: 'pills', schema: doorsValue, vocabulary: null },
} as const satisfies Record<
  string,
  { widget: FilterWidget; schema: z.ZodType; vocabulary: Vocabulary | null }
>
export type MultiFilterKey = keyof typeof multiFilters
export const multiFilterKeySchema = z.enum(
  Object.keys(multiFilters) as [MultiFilterKey, ...MultiFilterKey[]]
)
export const multiFilterKeys = multiFilterKeySchema.options

/** Numeric filters: `{key}_min` and `{key}_max`, clamped to `bounds` (units: stock catalogue). */
export const rangeFilters = {
  price: { widget: 'range', bounds: [0, 500_000] },
  mileage: { widget: 'min-max', bounds: [0, 1_000_000] },
  year: { widget: 'min-max', bounds: [1990, 2030] },
  power: { widget: 'range', bounds: [0, 2_000] },
  weight: { widget: 'min-max', bounds: [0, 10_000] },
} as const satisfies Record<string, { widget: FilterWidget; bounds: readonly [number, number] }>
export type RangeFilterKey = keyof typeof rangeFilters
export const rangeFilterKeySchema = z.enum(
  Object.keys(rangeFilters) as [RangeFilterKey, ...RangeFilterKey[]]
)
export const rangeFilterKeys = rangeFilterKeySchema.options

export type FilterKey = 'brand_model' | 'vat_reportable' | MultiFilterKey | RangeFilterKey

/** Every overview filter of spec §3, in the order the spec lists them, with its widget. */
export const stockFilterOrder = [
  { key: 'brand_model', widget: 'grouped-checkbox' },
  { key: 'fuel', widget: multiFilters.fuel.widget },
  { key: 'mileage', widget: rangeFilters.mileage.widget },
  { key: 'price', widget: rangeFilters.price.widget },
  { key: 'transmission', widget: multiFilters.transmission.widget },
  { key: 'location', widget: multiFilters.location.widget },
  { key: 'year', widget: rangeFilters.year.widget },
  { key: 'body_style', widget: multiFilters.body_style.widget },
  { key: 'category', widget: multiFilters.category.widget },
  { key: 'exterior_color', widget: multiFilters.exterior_color.widget },
  { key: 'interior_color', widget: multiFilters.interior_color.widget },
  { key: 'vat_reportable', widget: 'toggle' },
  { key: 'driven_axles', widget: multiFilters.driven_axles.widget },
  { key: 'emissions_class', widget: multiFilters.emissions_class.widget },
  { key: 'weight', widget: rangeFilters.weight.widget },
  { key: 'interior_material', widget: multiFilters.interior_material.widget },
  { key: 'seats', widget: multiFilters.seats.widget },
  { key: 'doors', widget: multiFilters.doors.widget },
  { key: 'power', widget: rangeFilters.power.widget },
] as const satisfies readonly { key: FilterKey; widget: FilterWidget }[]

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
