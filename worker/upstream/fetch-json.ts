import type { z } from 'zod'

/** An upstream answered badly or not at all; the message names the upstream and the path. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}

export interface FetchJsonOptions<T> {
  fetch: typeof fetch
  url: string
  schema: z.ZodType<T>
  /** Deadline of the whole read, headers and body. */
  timeoutMs: number
  init?: RequestInit
  label: string
  /**
   * The body of the upstream's own "not found" answer. A 404 is then "not found" (`null`) only
   * when its body is this one; any other 404 (a proxy's or a load balancer's page, a request that
   * reached another service, a host that is not the API) is a fault like a 5xx: a page must never
   * say "not found" because the upstream could not be reached. Without it, every 404 is `null`.
   */
  notFoundBody?: z.ZodType<unknown>
  /**
   * The body of the upstream's "gone" (410: a resource that existed and left, a sold vehicle),
   * read as an answer of its own; without it, or when the body is another, a 410 is a fault.
   */
  goneBody?: z.ZodType<T>
  /** Reads the headers of an answer that is returned (a 2xx, a 410 read as `goneBody`). */
  onAnswer?: (headers: Headers) => void
}

/**
 * GET or POST JSON from an upstream with a timeout, validated by a zod schema. A 404 resolves to
 * `null` (the caller decides what a missing resource means), or with `notFoundBody` only the
 * upstream's own 404; with `goneBody`, a 410 resolves to its body; anything else non-2xx throws. The
 * deadline covers the headers and the body, even with a fetch that ignores the abort signal (an
 * in-process local service, a test double): a stalled upstream cannot hold a request longer. The
 * abort reason names the deadline, so logs (and the outage test) can tell which one applied.
 */
export async function fetchJson<T>(options: FetchJsonOptions<T>): Promise<T | null> {
  const controller = new AbortController()
  const { signal } = controller
  // Not `AbortSignal.timeout`: its reason does not say how long the upstream was given.
  const timer = setTimeout(
    () =>
      controller.abort(new DOMException(`timed out after ${options.timeoutMs} ms`, 'TimeoutError')),
    options.timeoutMs
  )
  try {
    return await readJson(options, signal)
  } finally {
    clearTimeout(timer)
  }
}

async function readJson<T>(options: FetchJsonOptions<T>, signal: AbortSignal): Promise<T | null> {
  const failure = (error: unknown) =>
    new UpstreamError(
      `${options.label}: ${error instanceof Error ? error.message : 'network error'}`,
      null
    )
  let response: Response
  try {
    response = await untilAborted(
      options.fetch(options.url, {
        ...options.init,
        headers: { accept: 'application/json', ...options.init?.headers },
        signal,
      }),
      signal
    )
  } catch (error) {
    throw failure(error)
  }
  if (response.status === 404) {
    if (!options.notFoundBody) {
      await response.body?.cancel()
      return null
    }
    let body: unknown
    try {
      body = await untilAborted(
        response.json().catch(() => undefined),
        signal
      )
    } catch (error) {
      throw failure(error)
    }
    if (options.notFoundBody.safeParse(body).success) return null
    throw new UpstreamError(`${options.label}: HTTP 404 not answered by the API itself`, 404)
  }
  if (response.status === 410 && options.goneBody) {
    let body: unknown
    try {
      body = await untilAborted(
        response.json().catch(() => undefined),
        signal
      )
    } catch (error) {
      throw failure(error)
    }
    const gone = options.goneBody.safeParse(body)
    if (gone.success) {
      options.onAnswer?.(response.headers)
      return gone.data
    }
    throw new UpstreamError(`${options.label}: HTTP 410 not answered by the API itself`, 410)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new UpstreamError(`${options.label}: HTTP ${response.status}`, response.status)
  }
  let body: unknown
  try {
    body = await untilAborted(
      response.json().catch(() => undefined),
      signal
    )
  } catch (error) {
    throw failure(error)
  }
  const parsed = options.schema.safeParse(body)
  if (!parsed.success) {
    throw new UpstreamError(`${options.label}: unexpected response shape`, response.status)
  }
  options.onAnswer?.(response.headers)
  return parsed.data
}

/** Settles with `promise`, or rejects with the signal's reason once it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
