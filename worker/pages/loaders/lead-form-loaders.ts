import type { Loader } from '../loader.ts'
import { notFoundLoader } from './not-found.ts'

/** Form pages of a vehicle or a model (owned by the leads feature). */
export const vehicleInterestLoader: Loader = notFoundLoader('vehicle-form-not-found')
export const vehicleTestDriveLoader: Loader = notFoundLoader('vehicle-form-not-found')
export const modelContactLoader: Loader = notFoundLoader('brand-not-found')
export const modelTestDriveLoader: Loader = notFoundLoader('brand-not-found')
