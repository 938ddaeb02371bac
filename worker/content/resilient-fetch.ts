/**
 * The fetch handed to `storyblok-js-client`. The SDK (v7) retries only 429s, has no timeout of
 * its own by default and never retries 5xx, network errors or timeouts (NOTES.md); this wrapper
 * adds what is missing without touching its 429 handling:
 * - a deadline per attempt covering headers and body (AbortController), so a stalled upstream
 *   cannot hold a Worker request;
 * - up to `maxAttempts` attempts on 5xx and network errors, with exponential backoff and full
 *   jitter (sleep = random × min(cap, base × 2^n)) so isolates do not retry in lockstep;
 * - redirects followed by hand: the API answers a request without `cv` with a 301, and the
 *   in-process local service behind the embedded default's upstream fetch does not follow them;
 * - error bodies turned into JSON: the SDK parses every body as JSON and, when that throws, drops
 *   the status (a 502 HTML page from a proxy would surface as a bare SyntaxError).
 */

export type ResilientFetchOptions = {
  fetch: typeof fetch
  /** Deadline of one attempt in ms (spec budget: at most 3 s). */
  timeoutMs?: number
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  /** Injected for tests; `Math.random` by default (called per retry, never at module scope). */
  random?: () => number
  sleep?: (ms: number) => Promise<void>
}

const MAX_TIMEOUT_MS = 3000
const MAX_REDIRECTS = 3
const redirectStatuses = new Set([301, 302, 303, 307, 308])
const nullBodyStatuses = new Set([101, 204, 205, 304])

class AttemptTimeoutError extends Error {
  override name = 'TimeoutError'
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Full-jitter backoff delay before retry number `retry` (1-based). */
export function backoffDelay(
  retry: number,
  options: { base: number; cap: number; random: () => number }
) {
  return Math.floor(options.random() * Math.min(options.cap, options.base * 2 ** (retry - 1)))
}

export function createResilientFetch(options: ResilientFetchOptions): typeof fetch {
  const timeoutMs = Math.min(options.timeoutMs ?? 2500, MAX_TIMEOUT_MS)
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3)
  const base = options.baseDelayMs ?? 100
  const cap = options.maxDelayMs ?? 1000
  const sleep = options.sleep ?? defaultSleep

  async function attempt(url: string, init: RequestInit | undefined): Promise<Response> {
    const controller = new AbortController()
    const callerSignal = init?.signal ?? undefined
    const onCallerAbort = () => controller.abort(callerSignal?.reason)
    if (callerSignal?.aborted) onCallerAbort()
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
    const timer = setTimeout(
      () =>
        controller.abort(
          new AttemptTimeoutError(`Content API request timed out after ${timeoutMs} ms`)
        ),
      timeoutMs
    )
    try {
      let target = url
      for (let hop = 0; ; hop++) {
        const response = await untilAborted(
          options.fetch(target, { ...init, signal: controller.signal }),
          controller.signal
        )
        const location = response.headers.get('location')
        if (redirectStatuses.has(response.status) && location && hop < MAX_REDIRECTS) {
          await response.body?.cancel()
          target = new URL(location, target).toString()
          continue
        }
        // Read the body inside the deadline: a stalled body is as bad as stalled headers.
        const body = nullBodyStatuses.has(response.status)
          ? null
          : await untilAborted(response.arrayBuffer(), controller.signal)
        return normalizeErrorBody(response, body)
      }
    } catch (error) {
      // Surface our own timeout rather than the runtime's generic AbortError.
      if (controller.signal.aborted && controller.signal.reason instanceof AttemptTimeoutError) {
        throw controller.signal.reason
      }
      throw error
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
    }
  }

  return async function resilientFetch(input, requestInit) {
    // The SDK passes a URL string; a Request is unpacked so every attempt can rebuild it.
    const url = input instanceof Request ? input.url : input.toString()
    const init =
      input instanceof Request
        ? { method: input.method, headers: input.headers, signal: input.signal, ...requestInit }
        : requestInit
    for (let attemptNumber = 1; ; attemptNumber++) {
      const isLast = attemptNumber >= maxAttempts
      try {
        const response = await attempt(url, init)
        if (response.status < 500 || isLast) return response
      } catch (error) {
        if (init?.signal?.aborted || isLast) throw error
      }
      await sleep(backoffDelay(attemptNumber, { base, cap, random: options.random ?? Math.random }))
    }
  }
}

/**
 * Settles with `promise`, or rejects when `signal` aborts: an injected fetch (the in-process local
 * service, a test double) may ignore the signal for its headers or its body.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function normalizeErrorBody(response: Response, body: ArrayBuffer | null): Response {
  const init = {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  }
  if (response.ok || body === null || isJson(body)) return new Response(body, init)
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json')
  const text = new TextDecoder().decode(body).trim().slice(0, 200)
  const error = response.statusText || text || `HTTP ${response.status}`
  return new Response(JSON.stringify({ error }), { ...init, headers })
}

function isJson(body: ArrayBuffer): boolean {
  try {
    JSON.parse(new TextDecoder().decode(body))
    return true
  } catch {
    return false
  }
}
