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
  /** Route name, `___fr` suffix included (spec §2). */
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
  const suffix = `___${language}` as const
  const stock = s('stock')
  // Order matters: the first match wins, and the catch-all comes last.
  return [
    { id: `stock-compare${suffix}`, path: `/${stock}/${s('compare')}`, page: 'compare' },
    { id: `stock-favorite${suffix}`, path: `/${stock}/${s('favorite')}`, page: 'favorites' },
    { id: `stock-vehicle${suffix}`, path: `/${stock}/:vehicle`, page: 'vehicle-detail' },
    {
      id: `stock-vehicle-interest${suffix}`,
      path: `/${stock}/:vehicle/${s('interest')}`,
      page: 'vehicle-interest',
    },
    {
      id: `stock-vehicle-test-drive${suffix}`,
      path: `/${stock}/:vehicle/${s('test-drive')}`,
      page: 'vehicle-test-drive',
    },
    {
      id: `stock-vehicle-lease-calculator${suffix}`,
      path: `/${stock}/:vehicle/${s('lease-calculator')}`,
      page: 'vehicle-lease-calculator',
    },
    { id: `brand-models${suffix}`, path: '/:brand/models', page: 'brand-models' },
    { id: `brand-models-model${suffix}`, path: '/:brand/models/:model', page: 'model-detail' },
    {
      id: `brand-models-model-contact${suffix}`,
      path: '/:brand/models/:model/contact',
      page: 'model-contact',
    },
    {
      id: `brand-models-model-testdrive${suffix}`,
      path: '/:brand/models/:model/testdrive',
      page: 'model-test-drive',
    },
    {
      id: `brand-locations-location${suffix}`,
      path: '/:brand/locations/:location',
      page: 'location-detail',
    },
    {
      id: `locations-location${suffix}`,
      path: `/${s('locations')}/:location`,
      page: 'location-detail',
    },
    { id: `brand-stock-vehicle${suffix}`, path: '/:brand/stock/:vehicle', page: 'vehicle-detail' },
    {
      id: `brand-stock-vehicle-interest${suffix}`,
      path: '/:brand/stock/:vehicle/interest',
      page: 'vehicle-interest',
    },
    {
      id: `brand-stock-vehicle-testdrive${suffix}`,
      path: '/:brand/stock/:vehicle/testdrive',
      page: 'vehicle-test-drive',
    },
    {
      id: `brand-stock-vehicle-lease-calculator${suffix}`,
      path: '/:brand/stock/:vehicle/lease-calculator',
      page: 'vehicle-lease-calculator',
    },
    { id: `slug${suffix}`, path: '/:slug(.*)*', page: 'content' },
  ] as const satisfies readonly RouteDefinition[]
}

/** The French route table, the only one registered (the site is fr-LU only). */
export const routeTable = buildRouteTable('fr')

export type Route = (typeof routeTable)[number]
export type RouteId = Route['id']
