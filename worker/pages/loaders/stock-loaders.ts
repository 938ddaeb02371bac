import type { Loader } from '../loader.ts'
import { notFoundLoader } from './not-found.ts'

/** Vehicle detail and brand model pages (owned by the stock feature). */
export const vehicleDetailLoader: Loader = notFoundLoader('vehicle-not-found')
export const brandModelsLoader: Loader = notFoundLoader('brand-not-found')
export const modelDetailLoader: Loader = notFoundLoader('brand-not-found')
