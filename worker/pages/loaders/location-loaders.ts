import type { Loader } from '../loader.ts'
import { notFoundLoader } from './not-found.ts'

/** Dealership pages (owned by the dealerships feature). */
export const locationDetailLoader: Loader = notFoundLoader('location-not-found')
