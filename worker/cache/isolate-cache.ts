/**
 * A small in-memory cache with a size bound (least recently used entry out first) and a
 * time-to-live per entry. It lives as long as the isolate that created it, so it spares repeated
 * work on the same key across requests; it holds settled values only, never a promise (a promise
 * started by one request must not be awaited by another in Workers).
 */
export interface IsolateCache<V> {
  /** The value stored under `key` if it has not expired; a hit makes it the most recent. */
  get(key: string): V | undefined
  /** Stores `value`; a value heavier than `maxWeight` on its own is not stored (and `key` is dropped). */
  set(key: string, value: V): void
  /** Forgets every entry (tests that count the reads an isolate's memory would spare). */
  clear(): void
  /** The entries held, expired or not, least recently used first (tests walk what is kept). */
  entries(): IterableIterator<[string, V]>
  readonly size: number
  /** The summed weight of the entries held (their count without `weigh`). */
  readonly weight: number
}

export interface IsolateCacheOptions<V> {
  /** Entries kept at most; the least recently used one leaves first. */
  maxEntries: number
  /** Milliseconds an entry is served after it was stored. */
  ttlMs: number
  /**
   * With `weigh`: the most the entries may weigh together (bytes, say); least recently used
   * entries leave until the rest fits.
   */
  maxWeight?: number
  /** The weight of a value, for `maxWeight`. */
  weigh?: (value: V) => number
  /** Clock in milliseconds (tests move it by hand). */
  now?: () => number
}

interface Entry<V> {
  value: V
  weight: number
  expiresAt: number
}

/**
 * @example
 * const cache = createIsolateCache<string>({ maxEntries: 2, ttlMs: 60_000 })
 * cache.set('/fr/a', '/a')
 * cache.get('/fr/a') // '/a' for a minute, unless two other keys were used since
 *
 * const pages = createIsolateCache<Uint8Array>({
 *   maxEntries: 100, ttlMs: 30_000, maxWeight: 8_000_000, weigh: (body) => body.byteLength,
 * })
 */
export function createIsolateCache<V>(options: IsolateCacheOptions<V>): IsolateCache<V> {
  if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
    throw new Error('createIsolateCache: maxEntries must be a positive integer')
  }
  if (!(options.ttlMs > 0)) throw new Error('createIsolateCache: ttlMs must be positive')
  if ((options.maxWeight === undefined) !== (options.weigh === undefined)) {
    throw new Error('createIsolateCache: maxWeight and weigh go together')
  }
  if (options.maxWeight !== undefined && !(options.maxWeight > 0)) {
    throw new Error('createIsolateCache: maxWeight must be positive')
  }
  const now = options.now ?? Date.now
  const maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY
  const weigh = options.weigh ?? (() => 1)
  // A Map iterates in insertion order: re-inserting on a hit keeps the oldest use first.
  const entries = new Map<string, Entry<V>>()
  let total = 0

  function remove(key: string): void {
    const entry = entries.get(key)
    if (entry === undefined) return
    entries.delete(key)
    total -= entry.weight
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      if (now() >= entry.expiresAt) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      remove(key)
      const weight = weigh(value)
      if (!(weight <= maxWeight)) return
      entries.set(key, { value, weight, expiresAt: now() + options.ttlMs })
      total += weight
      while (entries.size > options.maxEntries || total > maxWeight) {
        const oldest = entries.keys().next()
        if (oldest.done === true) break
        remove(oldest.value)
      }
    },
    clear() {
      entries.clear()
      total = 0
    },
    *entries() {
      for (const [key, entry] of entries) yield [key, entry.value]
    },
    get size() {
      return entries.size
    },
    get weight() {
      return total
    },
  }
}
