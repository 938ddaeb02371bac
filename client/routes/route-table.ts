import {
  type LocalizedUrlSegments,
  localizedUrlSegments,
  urlSegment,
} from '../config/url-segments.ts'

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

export interface RouteDefinition {
  /** Route name without its language: what links and loaders are keyed by (`stock-vehicle`). */
  name: string
  /** Route id, the name with its language suffix (`stock-vehicle___fr`, spec §2). */
  id: string
  /** Path pattern: `:name` for a parameter, `:slug(.*)*` for the content catch-all. */
  path: string
  page: PageId
}

/** `{numeric id}-1-{brand, model and trim words}` (spec §2, route parameter `vehicle`). */
export const VEHICLE_PARAM = /^\d+-1-[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Builds the route table of one language from its localized URL segments. */
export function buildRouteTable<L extends string>(
  language: L,
  segments: LocalizedUrlSegments = localizedUrlSegments
) {
  const s = (key: Parameters<typeof urlSegment>[0]) => urlSegment(key, language, segments)
  // The id is the name with the language: a language is data, not a second table of names.
  const route = <const N extends string, const T extends string, const P extends PageId>(
    name: N,
    path: T,
    page: P
  ) => ({ name, id: `${name}___${language}` as const, path, page })
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
    route('slug', '/:slug(.*)*', 'content'),
  ] as const satisfies readonly RouteDefinition[]
}

/** The French route table, the only one registered (the site is fr-LU only). */
export const routeTable = buildRouteTable('fr')

export type Route = (typeof routeTable)[number]
export type RouteId = Route['id']

/** A route's name without its language suffix: `stock-vehicle` for `stock-vehicle___fr`. */
export type RouteName = Route['name']

type RoutesByName = { [R in Route as R['name']]: R }

/** The route of a name, with its literal path and page. */
export type RouteNamed<N extends RouteName> = RoutesByName[N]

/** The page a route renders: `vehicle-detail` for `stock-vehicle`. */
export type PageOfRoute<N extends RouteName> = RoutesByName[N]['page']
