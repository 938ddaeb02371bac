import type { ErrorType } from '../../client/errors/error-types.ts'

/**
 * Thrown by a block data loader when the thing its page exists to show is gone (a withdrawn lease
 * offer): the content loader answers the page with this error type and status 404 instead of
 * rendering the page without it. Any other loader error only leaves its block without data.
 */
export class BlockNotFoundError extends Error {
  constructor(
    readonly errorType: ErrorType,
    detail: string
  ) {
    super(`Block data not found: ${detail}`)
    this.name = 'BlockNotFoundError'
  }
}
