/**
 * The isolate's budget of Storyblok requests. Storyblok limits uncached Content Delivery API
 * requests per second (API reference, "Rate limit": single entries and listings of up to 25
 * entries 50, up to 50 entries 15, up to 75 entries 10, up to 100 entries 6) and answers 429
 * past them. Right after a publish every cache is cold at once; the SDK is built per request and
 * retries a 429 ten times 300 ms apart, longer than a page waits, so nothing else bounds the
 * Worker's rate. One limiter per isolate (created with the app) starts at most a fifth less than
 * the documented limits in any one-second window, whatever the number of requests in flight
 * (docs/decisions/0027). The Worker cannot tell which requests the CDN has cached, so it counts
 * every request as uncached.
 *
 * It keeps only start times: a waiting request sleeps on its own timer and re-checks, so no
 * promise or timer of one request is ever awaited by another (Workers forbid that).
 */

export type ContentRequestKind = 'single' | 'small' | 'medium' | 'large' | 'very-large'

/** Requests a second the Worker allows itself: four fifths of Storyblok's documented limits. */
export const CONTENT_RATE_LIMITS: Record<ContentRequestKind, number> = {
  single: 40,
  small: 40,
  medium: 12,
  large: 8,
  'very-large': 4,
}

const WINDOW_MS = 1_000

/**
 * The share of each limit one client may use in a window (at least one request): a single
 * client asking for unknown pages as fast as it can waits for its own share, and leaves the rest
 * of the isolate's budget to every other visitor (docs/decisions/0043).
 */
export const CLIENT_SHARE = 0.25

/** Clients tracked at once; past this, clients with nothing in the window are forgotten first. */
const MAX_CLIENTS = 10_000

/**
 * Who a request comes from, for the client share: the connecting address, an IPv6 one by its
 * /64 (what one subscriber gets), or undefined when the platform did not say (local runs).
 */
export function clientKeyOf(ip: string | undefined | null): string | undefined {
  const address = ip?.trim()
  if (!address) return undefined
  if (!address.includes(':')) return address
  const groups = address.toLowerCase().split('::')
  const head = (groups[0] ?? '').split(':').filter(Boolean)
  const tail = groups.length > 1 ? (groups[1] ?? '').split(':').filter(Boolean) : []
  const full = [
    ...head,
    ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'),
    ...tail,
  ]
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The kind of a Content Delivery API request, from its URL (`per_page` 25 by default). */
export function contentRequestKind(url: URL): ContentRequestKind {
  const path = url.pathname.replace(/\/+$/, '')
  const listing = /\/cdn\/(stories|links|datasources|datasource_entries)$/.test(path)
  if (!listing) return 'single'
  const perPage = Number(url.searchParams.get('per_page') ?? 25)
  if (!Number.isFinite(perPage) || perPage <= 25) return 'small'
  if (perPage <= 50) return 'medium'
  if (perPage <= 75) return 'large'
  return 'very-large'
}

export interface ContentRateLimiter {
  /**
   * Resolves once a request to `url` may start (and counts it as started); rejects with the
   * signal's reason if the caller gives up first.
   */
  acquire(url: URL, signal?: AbortSignal | null): Promise<void>
  /** `fetch` that waits for the limiter before every request. */
  wrap(fetch: typeof globalThis.fetch): typeof globalThis.fetch
  /**
   * The same budget for one client's requests, which may use at most `CLIENT_SHARE` of each
   * limit in any window (`clientKeyOf`); without a client, the whole budget as before.
   */
  forClient(client: string | undefined): ContentRateLimiter
  /** How many requests had to wait so far (for tests and logs). */
  readonly delayed: number
}

/**
 * @example
 * const limiter = createContentRateLimiter() // once per app, i.e. per isolate
 * const client = createContentClient({ accessToken, endpoint, fetch: upstreamFetch, limiter })
 */
export function createContentRateLimiter(
  options: {
    limits?: Partial<Record<ContentRequestKind, number>>
    /** Clock in milliseconds and a sleep (tests pass their own). */
    now?: () => number
    sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>
  } = {}
): ContentRateLimiter {
  const limits = { ...CONTENT_RATE_LIMITS, ...options.limits }
  for (const [kind, limit] of Object.entries(limits)) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new Error(`createContentRateLimiter: the ${kind} limit must be a positive integer`)
    }
  }
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? abortableSleep
  const starts = new Map<ContentRequestKind, number[]>()
  /** Each client's starts by kind: its share of the window. */
  const clients = new Map<string, Map<ContentRequestKind, number[]>>()
  let delayed = 0

  const inWindow = (list: number[] | undefined, time: number) =>
    (list ?? []).filter((start) => start > time - WINDOW_MS)
  const clientLimit = (kind: ContentRequestKind) =>
    Math.max(1, Math.floor(limits[kind] * CLIENT_SHARE))

  /** Forgets the clients with nothing left in the window once too many are tracked. */
  function forgetIdleClients(time: number): void {
    if (clients.size < MAX_CLIENTS) return
    for (const [client, kinds] of clients) {
      if ([...kinds.values()].every((list) => inWindow(list, time).length === 0)) {
        clients.delete(client)
      }
    }
  }

  async function acquire(url: URL, signal?: AbortSignal | null, client?: string): Promise<void> {
    const kind = contentRequestKind(url)
    let waited = false
    for (;;) {
      if (signal?.aborted) throw signal.reason
      const time = now()
      const recent = inWindow(starts.get(kind), time)
      starts.set(kind, recent)
      const own = client === undefined ? null : inWindow(clients.get(client)?.get(kind), time)
      const overall = recent.length < limits[kind]
      const share = own === null || own.length < clientLimit(kind)
      if (overall && share) {
        recent.push(time)
        if (client !== undefined && own !== null) {
          forgetIdleClients(time)
          own.push(time)
          const kinds = clients.get(client) ?? new Map<ContentRequestKind, number[]>()
          kinds.set(kind, own)
          clients.set(client, kinds)
        }
        return
      }
      if (!waited) delayed++
      waited = true
      // The oldest start that holds this request back leaves the window then; others may take
      // the slot first, so re-check.
      const oldest = (share ? recent[0] : own?.[0]) ?? time
      await sleep(Math.max(1, oldest + WINDOW_MS - time), signal)
    }
  }

  function limiterFor(client: string | undefined): ContentRateLimiter {
    return {
      acquire: (url, signal) => acquire(url, signal, client),
      wrap(fetch) {
        return async function limitedFetch(input, init) {
          const url = new URL(input instanceof Request ? input.url : input.toString())
          const signal = init?.signal ?? (input instanceof Request ? input.signal : null)
          await acquire(url, signal, client)
          return fetch(input, init)
        }
      },
      forClient: limiterFor,
      get delayed() {
        return delayed
      },
    }
  }
  return limiterFor(undefined)
}

function abortableSleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
