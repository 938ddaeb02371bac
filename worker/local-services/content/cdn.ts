/**
 * What Storyblok's CDN does in front of the Content Delivery API, simulated for the local
 * service (docs/decisions/0027):
 * - **Cache by URL.** A published answer (with `cv`) is kept under its full URL and answered again
 *   as it was, however the content changed since; drafts are never cached.
 * - **Rate limits** (API reference, "Rate limit"): cached requests 1000 a second; uncached ones by
 *   kind — single entries and listings of up to 25 entries 50 a second, up to 50 entries 15, up to
 *   75 entries 10, up to 100 (and larger pages of links or datasource entries) 6. Past a limit the
 *   answer is 429. Each kind has its own one-second sliding window.
 */

export type RequestKind = 'cached' | 'single' | 'small' | 'medium' | 'large' | 'very-large'

/** Requests a second per kind, as documented. */
export const STORYBLOK_RATE_LIMITS: Record<RequestKind, number> = {
  cached: 1000,
  single: 50,
  small: 50,
  medium: 15,
  large: 10,
  'very-large': 6,
}

/** The kind of an uncached request: a single entry, or a listing by its page size. */
export function uncachedKind(perPage: number | null): RequestKind {
  if (perPage === null) return 'single'
  if (perPage <= 25) return 'small'
  if (perPage <= 50) return 'medium'
  if (perPage <= 75) return 'large'
  return 'very-large'
}

export type CachedAnswer = { status: number; body: string; headers: [string, string][] }

export type CdnOptions = {
  /** Clock in milliseconds (tests move it by hand). */
  now?: () => number
  /** `false` turns the limits off; a partial table overrides some. On by default. */
  rateLimits?: boolean | Partial<Record<RequestKind, number>>
  /** Bounds of the URL cache (least recently used answers leave first). */
  maxEntries?: number
  maxBytes?: number
}

/** What the simulated CDN saw: answers from its cache, uncached requests, 429s. */
export type CdnTraffic = { cached: number; uncached: number; refused: number }

export function createCdn(options: CdnOptions = {}) {
  const now = options.now ?? Date.now
  const limits =
    options.rateLimits === false
      ? null
      : {
          ...STORYBLOK_RATE_LIMITS,
          ...(typeof options.rateLimits === 'object' ? options.rateLimits : {}),
        }
  const maxEntries = options.maxEntries ?? 2_000
  const maxBytes = options.maxBytes ?? 8_000_000
  const answers = new Map<string, CachedAnswer>()
  let bytes = 0
  const windows = new Map<RequestKind, number[]>()
  const traffic: CdnTraffic = { cached: 0, uncached: 0, refused: 0 }

  return {
    traffic,
    /** The cache key of a request: path and parameters, in a stable order. */
    key(url: URL): string {
      const params = [...url.searchParams].sort(([a, av], [b, bv]) =>
        a === b ? av.localeCompare(bv) : a.localeCompare(b)
      )
      return `${url.pathname}?${new URLSearchParams(params).toString()}`
    },
    lookup(key: string): CachedAnswer | undefined {
      const hit = answers.get(key)
      if (!hit) return undefined
      answers.delete(key)
      answers.set(key, hit)
      return hit
    },
    store(key: string, answer: CachedAnswer): void {
      const size = answer.body.length
      if (size > maxBytes) return
      const previous = answers.get(key)
      if (previous) {
        bytes -= previous.body.length
        answers.delete(key)
      }
      answers.set(key, answer)
      bytes += size
      for (const [oldest, value] of answers) {
        if (answers.size <= maxEntries && bytes <= maxBytes) break
        answers.delete(oldest)
        bytes -= value.body.length
      }
    },
    /** Admits a request of `kind` now, or says it is over the limit (and counts the 429). */
    admit(kind: RequestKind): boolean {
      if (kind === 'cached') traffic.cached++
      else traffic.uncached++
      if (!limits) return true
      const time = now()
      const window = (windows.get(kind) ?? []).filter((start) => start > time - 1000)
      if (window.length >= limits[kind]) {
        windows.set(kind, window)
        traffic.refused++
        return false
      }
      window.push(time)
      windows.set(kind, window)
      return true
    },
  }
}

export type Cdn = ReturnType<typeof createCdn>
