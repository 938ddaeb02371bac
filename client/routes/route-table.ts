import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_SETTINGS,
  type Language,
  isLanguage,
} from '../locale/language.ts'
import { type UrlSegments, urlSegment } from '../config/url-segments.ts'

/** The page component folder under client/pages that renders a route. */
export type PageId =
  | 'content'
  | 'compare'
  | 'favorites'
  | 'vehicle-detail'
  | 'vehicle-interest'
  | 'vehicle-test-drive'
  | 'vehicle-lease-calculator'
  | 'brand-models'
  | 'model-detail'
  | 'model-contact'
  | 'model-test-drive'
  | 'location-detail'
  | 'legal-notice'

export interface RouteDefinition {
  /** Route name without its language: what links and loaders are keyed by (`stock-vehicle`). */
  name: string
  /** Route id, the name with its language suffix (`stock-vehicle___fr`, spec §2). */
  id: string
  /** Path pattern: `:name` for a parameter, `:slug(.*)*` for the content catch-all. */
  path: string
  page: PageId
  /** The language of the route's pages (docs/decisions/0036). */
  language: string
}

/** The content catch-all's parameter pattern, last in every table. */
export const CATCH_ALL = ':slug(.*)*'

/** Whether a route is its language's content catch-all (`/:slug(.*)*`, `/de/:slug(.*)*`). */
export function isCatchAll(route: Pick<RouteDefinition, 'path'>): boolean {
  return route.path.endsWith(`/${CATCH_ALL}`)
}

/**
 * The path prefix of a language's pages, its LANGUAGES entry's: none for French, `/de` for German
 * (docs/decisions/0036); `/<code>` for a code the table does not know (a test's).
 */
export type LanguagePrefix<L extends string> = L extends Language
  ? (typeof LANGUAGE_SETTINGS)[L]['prefix']
  : `/${L}`

/** The prefix of `language`'s paths. */
export function languagePrefix<L extends string>(language: L): LanguagePrefix<L> {
  // The one cast: TypeScript cannot narrow a generic by looking it up in a table.
  return (
    isLanguage(language) ? LANGUAGE_SETTINGS[language].prefix : `/${language}`
  ) as LanguagePrefix<L>
}

/** `{numeric id}-1-{brand, model and trim words}` (spec §2, route parameter `vehicle`). */
export const VEHICLE_PARAM = /^\d+-1-[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The segments a language renames: its LANGUAGES entry's; none for a code the table lacks. */
function segmentsOf(language: string): UrlSegments {
  return isLanguage(language) ? LANGUAGE_SETTINGS[language].segments : {}
}

/**
 * Builds the route table of one language: the one list of routes below, with the language's
 * URL segments and prefix. Every language's table is this list (issue 31).
 */
export function buildRouteTable<L extends string>(
  language: L,
  segments: UrlSegments = segmentsOf(language)
) {
  const s = (key: Parameters<typeof urlSegment>[0]) => urlSegment(key, segments)
  const prefix = languagePrefix(language)
  // The id is the name with the language: a language is data, not a second table of names.
  const route = <const N extends string, const T extends string, const P extends PageId>(
    name: N,
    path: T,
    page: P
  ) => ({
    name,
    id: `${name}___${language}` as const,
    path: `${prefix}${path}` as const,
    page,
    language,
  })
  const stock = s('stock')
  // Order matters: the first match wins, and the catch-all comes last.
  return [
    route('stock-compare', `/${stock}/${s('compare')}`, 'compare'),
    route('stock-favorite', `/${stock}/${s('favorite')}`, 'favorites'),
    route('stock-vehicle', `/${stock}/:vehicle`, 'vehicle-detail'),
    route('stock-vehicle-interest', `/${stock}/:vehicle/${s('interest')}`, 'vehicle-interest'),
    route(
      'stock-vehicle-test-drive',
      `/${stock}/:vehicle/${s('test-drive')}`,
      'vehicle-test-drive'
    ),
    route(
      'stock-vehicle-lease-calculator',
      `/${stock}/:vehicle/${s('lease-calculator')}`,
      'vehicle-lease-calculator'
    ),
    route('brand-models', '/:brand/models', 'brand-models'),
    route('brand-models-model', '/:brand/models/:model', 'model-detail'),
    route('brand-models-model-contact', '/:brand/models/:model/contact', 'model-contact'),
    route('brand-models-model-testdrive', '/:brand/models/:model/testdrive', 'model-test-drive'),
    route('brand-locations-location', '/:brand/locations/:location', 'location-detail'),
    route('locations-location', `/${s('locations')}/:location`, 'location-detail'),
    route('brand-stock-vehicle', '/:brand/stock/:vehicle', 'vehicle-detail'),
    route('brand-stock-vehicle-interest', '/:brand/stock/:vehicle/interest', 'vehicle-interest'),
    route(
      'brand-stock-vehicle-testdrive',
      '/:brand/stock/:vehicle/testdrive',
      'vehicle-test-drive'
    ),
    route(
      'brand-stock-vehicle-lease-calculator',
      '/:brand/stock/:vehicle/lease-calculator',
      'vehicle-lease-calculator'
    ),
    // The trader's legal notice, from the deployment's legal identity (docs/decisions/0054).
    route('legal-notice', `/${s('legal-notice')}`, 'legal-notice'),
    route('slug', `/${CATCH_ALL}`, 'content'),
  ] as const satisfies readonly RouteDefinition[]
}

type RouteTables = { readonly [L in Language]: ReturnType<typeof buildRouteTable<L>> }

/** Each language's table, by language (the same routes; ids `name___<language>`). */
export const routeTables = Object.fromEntries(
  LANGUAGES.map((language) => [language, buildRouteTable(language)])
) as RouteTables

/** The French route table: unprefixed paths, every URL the site had before German. */
export const routeTable = routeTables[DEFAULT_LANGUAGE]

export type Route = RouteTables[Language][number]

/** A language's routes, as routes of any language. */
const routesOf = (language: Language): readonly Route[] => routeTables[language]

/**
 * Every route in matching order: the prefixed languages first, since all their paths start with
 * their prefix and the French catch-all (and the French brand routes) would otherwise take them.
 */
export const allRoutes: readonly Route[] = [
  ...LANGUAGES.filter((language) => languagePrefix(language)).flatMap(routesOf),
  ...LANGUAGES.filter((language) => !languagePrefix(language)).flatMap(routesOf),
]

export type RouteId = Route['id']

/** A route's name without its language suffix: `stock-vehicle` for `stock-vehicle___fr`. */
export type RouteName = Route['name']

type RoutesByName = { [R in Route as R['name']]: R }

/** The route of a name, with its literal path and page. */
export type RouteNamed<N extends RouteName> = RoutesByName[N]

/** The page a route renders: `vehicle-detail` for `stock-vehicle`. */
export type PageOfRoute<N extends RouteName> = RoutesByName[N]['page']

/**
 * The language of a page path (docs/decisions/0036): the language whose prefix starts it (German
 * for `/de` and below), French for everything else. It is the path's alone, never a header's.
 */
export function languageOfPath(pathname: string): Language {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language)
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language
  }
  return DEFAULT_LANGUAGE
}

/**
 * The language of a route id, its suffix (`stock-vehicle___de` → `de`): how a payload says its
 * page's language without a field of its own. French for none (an error page without route).
 */
export function languageOfRouteId(routeId: string | null): Language {
  const suffix = routeId?.slice(routeId.lastIndexOf('___') + 3)
  return isLanguage(suffix) ? suffix : DEFAULT_LANGUAGE
}
