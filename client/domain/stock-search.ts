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
import {
  bodyStyleLabels,
  categoryLabels,
  colorLabels,
  drivenAxlesLabels,
  emissionsClassLabels,
  fuelLabels,
  interiorMaterialLabels,
  transmissionLabels,
} from './vehicle-vocabulary.ts'

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

/** Multi-select filters: one query parameter each, repeated (or comma-separated) values. */
export const multiFilters = {
  fuel: { label: 'Carburant', widget: 'checkbox', schema: fuelSchema, labels: fuelLabels },
  transmission: {
    label: 'Boîte de vitesses',
    widget: 'pills',
    schema: transmissionSchema,
    labels: transmissionLabels,
  },
  location: { label: 'Concession', widget: 'checkbox', schema: slugValue, labels: null },
  body_style: {
    label: 'Carrosserie',
    widget: 'checkbox',
    schema: bodyStyleSchema,
    labels: bodyStyleLabels,
  },
  category: { label: 'Catégorie', widget: 'pills', schema: categorySchema, labels: categoryLabels },
  exterior_color: {
    label: 'Couleur extérieure',
    widget: 'checkbox',
    schema: colorSchema,
    labels: colorLabels,
  },
  interior_color: {
    label: 'Couleur intérieure',
    widget: 'checkbox',
    schema: colorSchema,
    labels: colorLabels,
  },
  driven_axles: {
    label: 'Roues motrices',
    widget: 'checkbox',
    schema: drivenAxlesSchema,
    labels: drivenAxlesLabels,
  },
  emissions_class: {
    label: "Norme d'émission",
    widget: 'checkbox',
    schema: emissionsClassSchema,
    labels: emissionsClassLabels,
  },
  interior_material: {
    label: 'Garnissage',
    widget: 'checkbox',
    schema: interiorMaterialSchema,
    labels: interiorMaterialLabels,
  },
  seats: { label: 'Nombre de places', widget: 'pills', schema: seatsValue, labels: null },
  doors: { label: 'Nombre de portes', widget: 'pills', schema: doorsValue, labels: null },
} as const satisfies Record<
  string,
  { label: string; widget: FilterWidget; schema: z.ZodType; labels: Record<string, string> | null }
>
export type MultiFilterKey = keyof typeof multiFilters
export const multiFilterKeySchema = z.enum(
  Object.keys(multiFilters) as [MultiFilterKey, ...MultiFilterKey[]]
)
export const multiFilterKeys = multiFilterKeySchema.options

/** Numeric filters: `{key}_min` and `{key}_max`, clamped to `bounds`. */
export const rangeFilters = {
  price: { label: 'Prix', widget: 'range', unit: '€', bounds: [0, 500_000] },
  mileage: { label: 'Kilométrage', widget: 'min-max', unit: 'km', bounds: [0, 1_000_000] },
  year: { label: 'Année de construction', widget: 'min-max', unit: '', bounds: [1990, 2030] },
  power: { label: 'Puissance', widget: 'range', unit: 'ch', bounds: [0, 2_000] },
  weight: { label: 'Poids maximal', widget: 'min-max', unit: 'kg', bounds: [0, 10_000] },
} as const satisfies Record<
  string,
  { label: string; widget: FilterWidget; unit: string; bounds: readonly [number, number] }
>
export type RangeFilterKey = keyof typeof rangeFilters
export const rangeFilterKeySchema = z.enum(
  Object.keys(rangeFilters) as [RangeFilterKey, ...RangeFilterKey[]]
)
export const rangeFilterKeys = rangeFilterKeySchema.options

export type FilterKey = 'brand_model' | 'vat_reportable' | MultiFilterKey | RangeFilterKey

/** Every overview filter of spec §3, in the order the spec lists them, with its widget. */
export const stockFilterOrder = [
  { key: 'brand_model', label: 'Marque et modèle', widget: 'grouped-checkbox' },
  { key: 'fuel', ...pick('fuel') },
  { key: 'mileage', ...pickRange('mileage') },
  { key: 'price', ...pickRange('price') },
  { key: 'transmission', ...pick('transmission') },
  { key: 'location', ...pick('location') },
  { key: 'year', ...pickRange('year') },
  { key: 'body_style', ...pick('body_style') },
  { key: 'category', ...pick('category') },
  { key: 'exterior_color', ...pick('exterior_color') },
  { key: 'interior_color', ...pick('interior_color') },
  { key: 'vat_reportable', label: 'TVA déductible', widget: 'toggle' },
  { key: 'driven_axles', ...pick('driven_axles') },
  { key: 'emissions_class', ...pick('emissions_class') },
  { key: 'weight', ...pickRange('weight') },
  { key: 'interior_material', ...pick('interior_material') },
  { key: 'seats', ...pick('seats') },
  { key: 'doors', ...pick('doors') },
  { key: 'power', ...pickRange('power') },
] as const satisfies readonly { key: FilterKey; label: string; widget: FilterWidget }[]

function pick<K extends MultiFilterKey>(key: K) {
  return { label: multiFilters[key].label, widget: multiFilters[key].widget }
}
function pickRange<K extends RangeFilterKey>(key: K) {
  return { label: rangeFilters[key].label, widget: rangeFilters[key].widget }
}

export const sortLabels = {
  price_asc: 'Prix croissant',
  price_desc: 'Prix décroissant',
  mileage_asc: 'Kilométrage croissant',
  mileage_desc: 'Kilométrage décroissant',
  year_asc: 'Année croissante',
  year_desc: 'Année décroissante',
} as const
export const sortSchema = z.enum(
  Object.keys(sortLabels) as [keyof typeof sortLabels, ...(keyof typeof sortLabels)[]]
)
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
