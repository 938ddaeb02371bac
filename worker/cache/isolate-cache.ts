/**
 * A small in-memory cache with a size bound (least recently used entry out first) and a
 * time-to-live per entry. It lives as long as the isolate that created it, so it spares repeated
 * reads of the same key across requests; it holds settled values only, never a promise (a
 * promise started by one request must not be awaited by another in Workers).
 */
export interface LookupCache<V> {
  /** The value stored under `key` if it has not expired; a hit makes it the most recent. */
  get(key: string): V | undefined
  set(key: string, value: V): void
  readonly size: number
}

export interface LookupCacheOptions {
  /** Entries kept at most; the least recently used one leaves first. */
  maxEntries: number
  /** Milliseconds an entry is served after it was stored. */
  ttlMs: number
  /** Clock in milliseconds (tests move it by hand). */
  now?: () => number
}

interface Entry<V> {
  value: V
  expiresAt: number
}

/**
 * @example
 * const cache = createLookupCache<string>({ maxEntries: 2, ttlMs: 60_000 })
 * cache.set('/fr/a', '/a')
 * cache.get('/fr/a') // '/a' for a minute, unless two other keys were used since
 */
export function createLookupCache<V>(options: LookupCacheOptions): LookupCache<V> {
  if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
    throw new Error('createLookupCache: maxEntries must be a positive integer')
  }
  if (!(options.ttlMs > 0)) throw new Error('createLookupCache: ttlMs must be positive')
  const now = options.now ?? Date.now
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest use first.
  const entries = new Map<string, Entry<V>>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      entries.delete(key)
      if (now() >= entry.expiresAt) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { value, expiresAt: now() + options.ttlMs })
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done !== true) entries.delete(oldest.value)
      }
    },
    get size() {
      return entries.size
    },
  }
}
