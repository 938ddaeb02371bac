import { createIsolateCache, type IsolateCache, stringBytes } from './isolate-cache.ts'

/**
 * A page answer as the page routes sent it: the whole body and the headers they set themselves
 * (the middleware around them adds the rest to every answer, cached or not).
 */
export interface CachedPage {
  body: Uint8Array<ArrayBuffer>
  contentType: string
  cacheControl: string
  cacheTag: string
  /** The document's validator; client-navigation payloads have none. */
  etag: string | null
  /**
   * When the page changes by itself (a timed block opens or closes, epoch ms): it is not answered
   * from the cache from then on, whatever the cache's own time-to-live.
   */
  validUntil?: number
}

export type PageCache = IsolateCache<CachedPage>

/**
 * Seconds an isolate answers a page from memory. Content changes reach it through the key (the
 * content generation); stock does not, so this is how much later than KV's own cache of the stock
 * API (60 s and more) a price or a sold car may show.
 */
export const PAGE_CACHE_TTL = 30

/** Pages an isolate keeps at most. */
export const PAGE_CACHE_ENTRIES = 500

/**
 * Bytes of page bodies an isolate keeps at most: an eighth of the 128 MB an isolate may use, or
 * about a hundred of the largest pages (the stock overview, ≈ 150 KB).
 */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024

/** Headers, key and bookkeeping of an entry, counted on top of its body. */
const ENTRY_OVERHEAD_BYTES = 1024

/**
 * The pages of one isolate, bounded in count and in bytes, least recently used out first.
 *
 * @example
 * const pages = createPageCache()
 * pages.set(pageCacheKey('build', 42, 'https://example.com/'), page)
 */
export function createPageCache(
  options: { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number } = {}
): PageCache {
  return createIsolateCache<CachedPage>({
    maxEntries: options.maxEntries ?? PAGE_CACHE_ENTRIES,
    maxWeight: options.maxBytes ?? PAGE_CACHE_BYTES,
    weigh: (page, key) => page.body.byteLength + stringBytes(key) + ENTRY_OVERHEAD_BYTES,
    ttlMs: options.ttlMs ?? PAGE_CACHE_TTL * 1000,
    now: options.now,
  })
}

/**
 * The key of a page: the build (its HTML and assets), the content generation (a publish makes
 * every page of the old one unreachable at once) and the full URL, query included, since loaders
 * read it (filters, list pages).
 */
export function pageCacheKey(buildId: string, generation: number, url: string): string {
  return `${buildId} g${generation} ${url}`
}
