import type { Language } from '../locale/language.ts'
import {
  type RouteName,
  type RouteNamed,
  isCatchAll,
  languagePrefix,
  routeTables,
} from './route-table.ts'

type PathOf<N extends RouteName> = RouteNamed<N>['path']

/** The parameter names of a path pattern: `/:brand/models/:model` → `'brand' | 'model'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}(.*)*`
    ? Name
    : P extends `${string}:${infer Name}`
      ? Name
      : never

/** The parameters `href` needs for a route: exactly the names its pattern declares. */
export type RouteParamsOf<N extends RouteName> = [ParamNames<PathOf<N>>] extends [never]
  ? Record<string, never>
  : { [K in ParamNames<PathOf<N>>]: string }

/** Query values: an absent (`undefined`/`null`/empty) value is left out of the URL. */
export type QueryInput =
  URLSearchParams | Record<string, string | number | readonly string[] | null | undefined>

/** Per language, each route name's path pattern. */
const patterns = Object.fromEntries(
  Object.entries(routeTables).map(([language, table]) => [
    language,
    new Map<string, { path: string; catchAll: boolean }>(
      table.map((route) => [route.name, { path: route.path, catchAll: isCatchAll(route) }])
    ),
  ])
)

function encodeSlug(slug: string): string {
  return slug
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/')
}

/** A content page's path: `/slug` in French; `/de/slug` in German, whose home is `/de`. */
function catchAllPath(prefix: string, slug: string): string {
  return prefix && !slug ? prefix : `${prefix}/${slug}`
}

/** `?a=1&b=2` from query input, or '' when nothing is set. */
export function queryString(query: QueryInput | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query)
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The one way to build an internal path: from a route of the route table and its parameters,
 * typed so a missing or misspelt parameter is a compile error.
 *
 * The language is required: a page links to pages of its own language (docs/decisions/0036), so
 * a component passes its page's (`useLanguage()`), never a default. A query goes before it.
 *
 * @example
 * href('stock-vehicle', { vehicle: '123-1-ford-puma' }, 'fr') // '/stock/123-1-ford-puma'
 * href('slug', { slug: 'private-lease/kia-ev3' }, 'fr')      // '/private-lease/kia-ev3'
 * href('slug', { slug: 'stock' }, { brand: 'ford' }, 'fr')  // '/stock?brand=ford'
 * href('stock-vehicle', { vehicle: '123-1-ford-puma' }, 'de') // '/de/stock/123-1-ford-puma'
 * href('slug', { slug: '' }, 'de')                            // '/de'
 */
export function href<N extends RouteName>(
  name: N,
  params: RouteParamsOf<N>,
  language: Language
): string
export function href<N extends RouteName>(
  name: N,
  params: RouteParamsOf<N>,
  query: QueryInput | undefined,
  language: Language
): string
export function href<N extends RouteName>(
  name: N,
  params: RouteParamsOf<N>,
  queryOrLanguage: QueryInput | Language | undefined,
  languageAfterQuery?: Language
): string {
  // A query is an object, never a string: a string third argument is the language.
  const [query, language] =
    typeof queryOrLanguage === 'string'
      ? [undefined, queryOrLanguage]
      : [queryOrLanguage, languageAfterQuery]
  if (language === undefined) throw new Error(`href(${name}): no language`)
  const pattern = patterns[language]?.get(name)
  if (pattern === undefined) throw new Error(`Unknown route: ${name}`)
  const values = params as Record<string, string>
  const path = pattern.catchAll
    ? catchAllPath(languagePrefix(language), encodeSlug(values.slug ?? ''))
    : pattern.path.replace(/:([a-z]+)/g, (_, key: string) => {
        const value = values[key]
        if (!value) throw new Error(`Route ${name} needs the parameter "${key}"`)
        return encodeURIComponent(value)
      })
  return `${path}${queryString(query)}`
}

/**
 * Content pages the interface links to by name (their stories exist in every space this site
 * serves; the content checks verify each one against the demo space).
 */
export const contentPages = {
  home: '',
  stock: 'stock',
  usedCarCentre: 'centre-de-vehicules-d-occasion',
  contact: 'contact',
  testDrive: 'reserver-un-essai',
  locations: 'concessions',
  brands: 'brands',
  news: 'news',
  careers: 'carrieres',
  privateLease: 'private-lease',
  businessLease: 'business-lease',
  privacy: 'politique-de-traitement-des-donnees',
  faq: 'faq',
} as const

export type ContentPage = keyof typeof contentPages

/** The path of a named content page in a language, with an optional query: `pageHref('stock', 'fr', { brand })`. */
export function pageHref(page: ContentPage, language: Language, query?: QueryInput): string {
  return href('slug', { slug: contentPages[page] }, query, language)
}

/**
 * The in-app path of a vehicle's detail page; the brand-less URL is the canonical one. Here
 * rather than beside the vehicle card: every page loads this module, so the card's first load
 * has no module of its own for one line (docs/decisions/0030).
 */
export function vehiclePath(slug: string, language: Language): string {
  return href('stock-vehicle', { vehicle: slug }, language)
}
