import type { RouteId } from '../../client/routes/route-table.ts'
import type { Loader } from './loader.ts'
import { contentLoader } from './loaders/content-loader.ts'
import {
  modelContactLoader,
  modelTestDriveLoader,
  vehicleInterestLoader,
  vehicleTestDriveLoader,
} from './loaders/lead-form-loaders.ts'
import { locationDetailLoader } from './loaders/location-loaders.ts'
import {
  brandModelsLoader,
  modelDetailLoader,
  vehicleDetailLoader,
} from './loaders/stock-loaders.ts'
import { compareLoader, favoritesLoader, leaseCalculatorLoader } from './loaders/tools-loaders.ts'

/** One loader per route id: a route without one is a type error. */
export const loaders = {
  'stock-compare___fr': compareLoader,
  'stock-favorite___fr': favoritesLoader,
  'stock-vehicle___fr': vehicleDetailLoader,
  'stock-vehicle-interest___fr': vehicleInterestLoader,
  'stock-vehicle-test-drive___fr': vehicleTestDriveLoader,
  'stock-vehicle-lease-calculator___fr': leaseCalculatorLoader,
  'brand-models___fr': brandModelsLoader,
  'brand-models-model___fr': modelDetailLoader,
  'brand-models-model-contact___fr': modelContactLoader,
  'brand-models-model-testdrive___fr': modelTestDriveLoader,
  'brand-locations-location___fr': locationDetailLoader,
  'locations-location___fr': locationDetailLoader,
  'brand-stock-vehicle___fr': vehicleDetailLoader,
  'brand-stock-vehicle-interest___fr': vehicleInterestLoader,
  'brand-stock-vehicle-testdrive___fr': vehicleTestDriveLoader,
  'brand-stock-vehicle-lease-calculator___fr': leaseCalculatorLoader,
  slug___fr: contentLoader,
} satisfies Record<RouteId, Loader>
