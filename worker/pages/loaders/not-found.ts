import { type ErrorType, notFound } from '../../../client/errors/error-types.ts'
import type { PageId } from '../../../client/routes/route-table.ts'
import type { Loader } from '../loader.ts'

/** A loader whose answer is always the given not-found error (routes without data of their own). */
export function notFoundLoader<P extends PageId>(type: ErrorType): Loader<P> {
  return async ({ path }) => ({ kind: 'error', error: notFound(type, path) })
}
