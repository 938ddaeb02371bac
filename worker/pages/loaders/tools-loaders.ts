import type { Loader } from '../loader.ts'
import { notFoundLoader } from './not-found.ts'

/** Compare, favourites and the lease calculator (owned by the visitor-tools feature). */
export const compareLoader: Loader = notFoundLoader('page-not-found')
export const favoritesLoader: Loader = notFoundLoader('page-not-found')
export const leaseCalculatorLoader: Loader = notFoundLoader('vehicle-not-found')
