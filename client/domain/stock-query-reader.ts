import type { z } from 'zod'
import { brandNames, brandSlugSchema, brandSlugs, type BrandSlug } from './brand.ts'
import type { Vocabulary } from './vehicle-vocabulary.ts'
import { vehicleVocabularyMessages } from '../locale/messages/vehicle-vocabulary.ts'
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  type MultiFilterKey,
  type StockQuery,
  DEFAULT_SORT,
  emptyStockQuery,
  multiFilterKeys,
  multiFilters,
  rangeFilterKeys,
  rangeFilters,
  sortSchema,
} from './stock-search.ts'

/**
 * Reads a stock search from a query string the way people and old links write it, not only in
 * the canonical form the site writes (`brand=ford&model=ford.puma`): a model without its brand
 * prefix (`brand=ford&model=puma`), labels instead of codes (`model=Puma`, `fuel=Électrique`),
 * any case, repeated or comma-separated values, "30 000 €" for a number. A value that still
 * means nothing is not dropped silently (dropping a filter widens the result): it is listed in
 * `ignored`, so the page can say so, and it is left out of the canonical query.
 */

/** A filter value the reader could not understand, as the visitor wrote it (trimmed, capped). */
export interface IgnoredFilterValue {
  /** The query parameter, e.g. `model`, `price_max`. */
  param: string
  value: string
}

/** The models of each brand's catalogue (slug and name), for brands whose models were needed. */
export type ModelCatalogue = ReadonlyMap<BrandSlug, readonly { slug: string; name: string }[]>

export interface StockQueryReading {
  query: StockQuery
  ignored: IgnoredFilterValue[]
}

/** Caps the values kept per parameter so a crafted URL cannot build a huge SQL IN list. */
const MAX_VALUES = 32
/** Caps what the page repeats back of a value it did not understand. */
const MAX_ECHO = 40
const MAX_IGNORED = 10

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** "Électrique", "ELECTRIQUE ", "électrique" → "electrique"; "high_entry" → "high entry". */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim()
}

/** "Transit Custom", "transit_custom", "Transit-Custom" → "transit-custom" (nothing else). */
export function slugify(value: string): string {
  return foldText(value).replace(/ /g, '-')
}

/** Every raw value of a parameter: repeated and comma-separated, trimmed, empty ones skipped. */
function rawValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((raw) => raw.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

function sortValues<T extends string | number>(values: Iterable<T>): T[] {
  return [...values].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1
  )
}

/** A code of a closed vocabulary from its code or its label, in any case and accents. */
function fromVocabulary(raw: string, labels: Record<string, string>): string | undefined {
  const folded = foldText(raw)
  // A form that sends "electric+petrol" unencoded gives "electric petrol": a `+` read as a space.
  const plus = folded.replace(/ /g, '+')
  for (const [code, label] of Object.entries(labels)) {
    if (code === folded || code === plus || foldText(code) === folded) return code
    if (foldText(label) === folded) return code
  }
  return undefined
}

/**
 * A code of a stock vocabulary from its code or its label in any language the Worker carries:
 * an address written by hand or shared between the French and German sites reads the same.
 */
function fromLabelledVocabulary(raw: string, vocabulary: Vocabulary): string | undefined {
  for (const messages of Object.values(vehicleVocabularyMessages)) {
    const code = messages && fromVocabulary(raw, messages[vocabulary])
    if (code) return code
  }
  return undefined
}

/** A make the site knows by name (`Alfa Romeo`, `alfa-romeo`), or undefined. */
function knownBrandOf(raw: string): BrandSlug | undefined {
  return fromVocabulary(raw, brandNames)
}

/**
 * A brand from its slug or its known name. The brand list is open (stock API v1.1): any
 * slug-shaped value is a brand the catalogue may have, filtered like a dealership's slug (a brand
 * the stock does not have finds nothing, and its facet says 0).
 */
function brandOf(raw: string): BrandSlug | undefined {
  return knownBrandOf(raw) ?? brandSlugSchema.safeParse(slugify(raw)).data
}

/** A multi-select value in the filter's vocabulary, or undefined. */
function multiValue(key: MultiFilterKey, raw: string): string | number | undefined {
  const filter = multiFilters[key]
  if (key === 'seats' || key === 'doors') {
    // "5", "5 places", "5 portes".
    const number = /^(\d{1,2})(?:\s*(?:places?|portes?|sieges?))?$/.exec(foldText(raw))?.[1]
    return number === undefined
      ? undefined
      : (filter.schema as z.ZodType<number>).safeParse(number).data
  }
  if (filter.vocabulary) {
    const code = fromLabelledVocabulary(raw, filter.vocabulary)
    return code === undefined
      ? undefined
      : (filter.schema as z.ZodType<string>).safeParse(code).data
  }
  const slug = slugify(raw)
  return slug.length <= 64 && SLUG.test(slug) ? slug : undefined
}

/**
 * A number as people write it: "30000", "30 000", "30.000" or "30'000" (groups of three), "1,5",
 * "30 000 €", "120 ch". Undefined when it is not one.
 */
export function readNumber(raw: string): number | undefined {
  const text = raw
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\s*(?:€|eur|euros?|km|ch|cv|hp|kg)$/i, '')
    .trim()
  if (/^\d{1,3}(?:[ .']\d{3})+$/.test(text)) return Number(text.replace(/[ .']/g, ''))
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.floor(Number(text.replace(',', '.')))
  return undefined
}

function clamp(value: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, value))
}

/** The first plain number of a parameter (page, page size), clamped; never reported. */
function quietInteger(params: URLSearchParams, name: string, lo: number, hi: number) {
  const raw = params.get(name)?.trim()
  if (!raw || !/^\d+(?:\.\d+)?$/.test(raw)) return undefined
  return clamp(Math.floor(Number(raw)), lo, hi)
}

interface ModelToken {
  raw: string
  /**
   * `canonical`: as the site writes it (`ford.puma`); `dotted`: the same in other words
   * (`Ford.Puma`); `prefixed`: the brand before the model (`ford-puma`, `Ford Puma`); `bare`: the
   * model alone (`puma`, `Puma`).
   */
  form: 'canonical' | 'dotted' | 'prefixed' | 'bare'
  brand?: BrandSlug
  /** The model part, slugified. */
  model: string
}

function modelToken(raw: string): ModelToken | undefined {
  const lower = raw.toLowerCase()
  const dot = lower.indexOf('.')
  if (dot > 0) {
    const brand = brandOf(lower.slice(0, dot))
    const model = slugify(lower.slice(dot + 1))
    if (!brand || !SLUG.test(model) || model.length > 64) return undefined
    return { raw, brand, model, form: raw === `${brand}.${model}` ? 'canonical' : 'dotted' }
  }
  const slug = slugify(raw)
  // A brand is not a model (`model=kia`).
  if (!SLUG.test(slug) || slug.length > 64 || knownBrandOf(slug)) return undefined
  const prefixed = brandSlugs.find((brand) => slug.startsWith(`${brand}-`))
  return prefixed
    ? { raw, brand: prefixed, model: slug.slice(prefixed.length + 1), form: 'prefixed' }
    : { raw, model: slug, form: 'bare' }
}

/**
 * The slug of the catalogue model a value names in one brand (by slug or by name); undefined
 * when the brand has no such model, null when the brand's catalogue is not at hand.
 */
function catalogueModel(
  catalogue: ModelCatalogue | null | undefined,
  brand: BrandSlug,
  model: string
): string | undefined | null {
  const models = catalogue?.get(brand)
  if (!models) return null
  return models.find((entry) => entry.slug === model || slugify(entry.name) === model)?.slug
}

/** The brands a bare model is looked for in: the brands the query names, else every brand. */
function brandsToSearch(given: readonly BrandSlug[]): readonly BrandSlug[] {
  return given.length > 0 ? given : brandSlugs
}

/**
 * The brands whose catalogue `readStockQuery` needs to understand the model values of a query:
 * none when every model is written the site's way (`ford.puma`), the common case.
 */
export function catalogueBrandsFor(params: URLSearchParams): BrandSlug[] {
  const brands = new Set<BrandSlug>()
  const given = rawValues(params, 'brand').flatMap((raw) => brandOf(raw) ?? [])
  for (const raw of rawValues(params, 'model')) {
    const token = modelToken(raw)
    if (!token || token.form === 'canonical') continue
    if (token.brand) brands.add(token.brand)
    if (token.form === 'bare' || token.form === 'prefixed') {
      for (const brand of brandsToSearch(given)) brands.add(brand)
    }
  }
  return [...brands]
}

/**
 * The `brand.model` values a model value stands for. With the catalogue, only models that exist
 * (a bare "500e" is Fiat's and Abarth's); without it, only what needs no guessing.
 */
function resolveModel(
  token: ModelToken,
  given: readonly BrandSlug[],
  catalogue: ModelCatalogue | null | undefined
): string[] {
  if (token.brand) {
    const slug = catalogueModel(catalogue, token.brand, token.model)
    if (slug) return [`${token.brand}.${slug}`]
    // Without the brand's catalogue, a brand written with the model is taken at its word.
    if (slug === null) return [`${token.brand}.${token.model}`]
    if (token.form !== 'prefixed') return []
  }
  // A bare model, or a "prefixed" one whose whole text may be the model's own name.
  const bare = token.form === 'prefixed' ? `${token.brand}-${token.model}` : token.model
  const found: string[] = []
  for (const brand of brandsToSearch(given)) {
    const slug = catalogueModel(catalogue, brand, bare)
    if (slug) found.push(`${brand}.${slug}`)
  }
  // No catalogue at hand: `brand=ford&model=puma` still means the Ford Puma, nothing else does.
  const only = given.length === 1 ? given[0] : undefined
  if (found.length === 0 && only && token.form === 'bare' && !catalogue?.get(only)) {
    return [`${only}.${bare}`]
  }
  return found
}

/**
 * Reads a stock query from a query string. Never throws. Unknown parameters are not filters and
 * are ignored quietly (tracking tags); numbers are clamped, a reversed min/max swapped, a bad
 * page or sort gives the default. A filter value that cannot be understood is reported.
 * `catalogue` holds the brands `catalogueBrandsFor(params)` asked for (null when unavailable).
 * @example readStockQuery(new URLSearchParams('brand=ford&model=puma'), catalogue).query.model // ['ford.puma']
 */
export function readStockQuery(
  params: URLSearchParams,
  catalogue?: ModelCatalogue | null
): StockQueryReading {
  const query = emptyStockQuery()
  const ignored: IgnoredFilterValue[] = []
  const ignore = (param: string, value: string) => {
    if (ignored.length >= MAX_IGNORED) return
    if (ignored.some((entry) => entry.param === param && entry.value === value)) return
    ignored.push({ param, value: value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value })
  }

  const brands = new Set<BrandSlug>()
  for (const raw of rawValues(params, 'brand')) {
    const brand = brandOf(raw)
    if (brand) brands.add(brand)
    else ignore('brand', raw)
  }
  const given = [...brands]
  const models = new Set<string>()
  for (const raw of rawValues(params, 'model')) {
    const token = modelToken(raw)
    const resolved = token ? resolveModel(token, given, catalogue) : []
    if (resolved.length === 0) ignore('model', raw)
    for (const value of resolved) if (models.size < MAX_VALUES) models.add(value)
  }
  // A model implies its brand: `model=ford.puma` and `brand=ford&model=ford.puma` are one search.
  for (const model of models) brands.add(model.split('.')[0] as BrandSlug)
  query.brand = sortValues([...brands].slice(0, MAX_VALUES))
  query.model = sortValues(models)

  for (const key of multiFilterKeys) {
    const values = new Set<string | number>()
    for (const raw of rawValues(params, key)) {
      const value = multiValue(key, raw)
      if (value === undefined) ignore(key, raw)
      else if (values.size < MAX_VALUES) values.add(value)
    }
    ;(query[key] as (string | number)[]) = sortValues(values)
  }

  for (const key of rangeFilterKeys) {
    const [lo, hi] = rangeFilters[key].bounds
    const end = (name: string): number | undefined => {
      const raw = params.get(name)?.trim()
      if (!raw) return undefined
      const value = readNumber(raw)
      if (value === undefined) ignore(name, raw)
      return value === undefined ? undefined : clamp(value, lo, hi)
    }
    let min = end(`${key}_min`)
    let max = end(`${key}_max`)
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
    query[key] = {
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    }
  }

  const vat = foldText(params.get('vat_reportable') ?? '')
  query.vat_reportable = ['true', '1', 'on', 'oui', 'yes'].includes(vat)
  if (vat && !query.vat_reportable && !['false', '0', 'off', 'non', 'no'].includes(vat)) {
    ignore('vat_reportable', params.get('vat_reportable')?.trim() ?? '')
  }

  query.sort = sortSchema.safeParse(params.get('sort')?.trim().toLowerCase()).data ?? DEFAULT_SORT
  query.page = quietInteger(params, 'page', 1, MAX_PAGE) ?? 1
  query.page_size = quietInteger(params, 'page_size', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE
  return { query, ignored }
}

/**
 * The stock API's reading (docs/stock-api.md): lenient, never an error; what cannot be
 * understood is dropped.
 * @example parseStockQuery(new URLSearchParams('fuel=diesel,electric&price_max=30000&page=2'))
 */
export function parseStockQuery(params: URLSearchParams): StockQuery {
  return readStockQuery(params).query
}
