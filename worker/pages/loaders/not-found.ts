import { type ErrorType, notFound } from '../../../client/errors/error-types.ts'
import type { Loader } from '../loader.ts'

/** A loader whose answer is always the given not-found error (routes without data of their own). */
export function notFoundLoader(type: ErrorType): Loader {
  return async ({ path }) => ({ kind: 'error', error: notFound(type, path) })
}
