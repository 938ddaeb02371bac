import { notFound } from '../../client/errors/error-types.ts'
import type { RouteId } from '../../client/routes/route-table.ts'
import type { Loader } from './loader.ts'
import { contentLoader } from './loaders/content-loader.ts'

const vehicleNotFound: Loader = async ({ path }) => ({
  kind: 'error',
  error: notFound('vehicle-not-found', path),
})
const brandNotFound: Loader = async ({ path }) => ({
  kind: 'error',
  error: notFound('brand-not-found', path),
})
const locationNotFound: Loader = async ({ path }) => ({
  kind: 'error',
  error: notFound('location-not-found', path),
})
const pageNotFound: Loader = async ({ path }) => ({
  kind: 'error',
  error: notFound('page-not-found', path),
})

/** One loader per route id: a route without one is a type error. */
export const loaders = {
  'stock-compare___fr': pageNotFound,
  'stock-favorite___fr': pageNotFound,
  'stock-vehicle___fr': vehicleNotFound,
  'stock-vehicle-interest___fr': vehicleNotFound,
  'stock-vehicle-test-drive___fr': vehicleNotFound,
  'stock-vehicle-lease-calculator___fr': vehicleNotFound,
  'brand-models___fr': brandNotFound,
  'brand-models-model___fr': brandNotFound,
  'brand-models-model-contact___fr': brandNotFound,
  'brand-models-model-testdrive___fr': brandNotFound,
  'brand-locations-location___fr': locationNotFound,
  'locations-location___fr': locationNotFound,
  'brand-stock-vehicle___fr': vehicleNotFound,
  'brand-stock-vehicle-interest___fr': vehicleNotFound,
  'brand-stock-vehicle-testdrive___fr': vehicleNotFound,
  'brand-stock-vehicle-lease-calculator___fr': vehicleNotFound,
  slug___fr: contentLoader,
} satisfies Record<RouteId, Loader>
