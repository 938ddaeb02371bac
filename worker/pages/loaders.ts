import type { PageId, PageOfRoute, RouteName, RouteNamed } from '../../client/routes/route-table.ts'
import type { Loader, LoaderContext, Loaders, PageResult, RouteResult } from './loader.ts'
import { contentLoader } from './loaders/content-loader.ts'
import {
  modelContactLoader,
  modelTestDriveLoader,
  vehicleInterestLoader,
  vehicleTestDriveLoader,
} from './loaders/lead-form-loaders.ts'
import { legalNoticeLoader } from './loaders/legal-notice-loader.ts'
import { locationDetailLoader } from './loaders/location-loaders.ts'
import {
  brandModelsLoader,
  modelDetailLoader,
  vehicleDetailLoader,
} from './loaders/stock-loaders.ts'
import { compareLoader, favoritesLoader, leaseCalculatorLoader } from './loaders/tools-loaders.ts'

/**
 * One loader per route name (a language is data of the route table, not a name of its own): a
 * route without one, or a loader whose data is not its route's page's, is a type error.
 */
export const loaders: Loaders = {
  'stock-compare': compareLoader,
  'stock-favorite': favoritesLoader,
  'stock-vehicle': vehicleDetailLoader,
  'stock-vehicle-interest': vehicleInterestLoader,
  'stock-vehicle-test-drive': vehicleTestDriveLoader,
  'stock-vehicle-lease-calculator': leaseCalculatorLoader,
  'brand-models': brandModelsLoader,
  'brand-models-model': modelDetailLoader,
  'brand-models-model-contact': modelContactLoader,
  'brand-models-model-testdrive': modelTestDriveLoader,
  'brand-locations-location': locationDetailLoader,
  'locations-location': locationDetailLoader,
  'brand-stock-vehicle': vehicleDetailLoader,
  'brand-stock-vehicle-interest': vehicleInterestLoader,
  'brand-stock-vehicle-testdrive': vehicleTestDriveLoader,
  'brand-stock-vehicle-lease-calculator': leaseCalculatorLoader,
  'legal-notice': legalNoticeLoader,
  slug: contentLoader,
}

/**
 * Runs a route's loader and pairs its data with the page the route renders. `name` is the
 * route's own name, passed apart so the compiler ties the loader to the route's page.
 */
export function loadRoute<N extends RouteName>(
  name: N,
  route: RouteNamed<N>,
  context: LoaderContext
): Promise<RouteResult<PageOfRoute<N>>> {
  return withPage<PageOfRoute<N>>(route.page, loaders[name], context)
}

async function withPage<P extends PageId>(
  page: P,
  load: Loader<P>,
  context: LoaderContext
): Promise<RouteResult<P>> {
  const result = await load(context)
  if (result.kind !== 'page') return result
  const { data, meta, cacheTags, changesAt, status } = result
  const paired: PageResult<P> = {
    kind: 'page',
    page,
    data,
    meta,
    cacheTags,
    ...(changesAt === undefined ? {} : { changesAt }),
    ...(status === undefined ? {} : { status }),
  }
  return paired
}
