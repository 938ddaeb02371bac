/**
 * Errors of the content upstream. Spec §8: any status outside 200–206 is rejected with its status
 * text and the response; a network failure or timeout has no status (0).
 */
export class ContentRequestError extends Error {
  override name = 'ContentRequestError'
  readonly status: number
  readonly statusText: string
  /** The upstream response as the SDK read it (status, statusText, data, headers), if any. */
  readonly response: unknown

  constructor(
    message: string,
    options: { status: number; statusText: string; response?: unknown; cause?: unknown }
  ) {
    super(message, { cause: options.cause })
    this.status = options.status
    this.statusText = options.statusText
    this.response = options.response
  }
}

/** The API answered 2xx but not with the shape the raw schemas describe. */
export class ContentResponseError extends Error {
  override name = 'ContentResponseError'
}

/** True for a 404 from the delivery API: the story does not exist or is not published. */
export function isContentNotFound(error: unknown): boolean {
  return error instanceof ContentRequestError && error.status === 404
}
