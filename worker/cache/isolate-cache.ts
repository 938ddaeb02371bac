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
  /** Forgets one entry (a purge: the stock webhook drops what it knows has changed). */
  delete(key: string): void
  /** Forgets every entry (tests that count the reads an isolate's memory would spare). */
  clear(): void
  /** The entries held, expired or not, least recently used first (tests walk what is kept). */
  entries(): IterableIterator<[string, V]>
  readonly size: number
  /** The summed weight of the entries held, in bytes. */
  readonly weight: number
}

export interface IsolateCacheOptions<V> {
  /** Entries kept at most; the least recently used one leaves first. */
  maxEntries: number
  /** Milliseconds an entry is served after it was stored. */
  ttlMs: number
  /**
   * Bytes the entries may take together; least recently used entries leave until the rest
   * fits. Every cache of an isolate has one: a count of entries alone does not bound memory
   * when a visitor chooses what goes in (a long URL, a large answer).
   */
  maxWeight: number
  /** Bytes an entry takes, its key included (`stringBytes` for text). */
  weigh: (value: V, key: string) => number
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
 * const cache = createIsolateCache<string>({
 *   maxEntries: 2, ttlMs: 60_000, maxWeight: 1_000_000,
 *   weigh: (value, key) => stringBytes(value) + stringBytes(key),
 * })
 * cache.set('/fr/a', '/a')
 * cache.get('/fr/a') // '/a' for a minute, unless two other keys were used since
 *
 * const pages = createIsolateCache<Uint8Array>({
 *   maxEntries: 100, ttlMs: 30_000, maxWeight: 8_000_000,
 *   weigh: (body, key) => body.byteLength + stringBytes(key),
 * })
 */
export function createIsolateCache<V>(options: IsolateCacheOptions<V>): IsolateCache<V> {
  if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
    throw new Error('createIsolateCache: maxEntries must be a positive integer')
  }
  if (!(options.ttlMs > 0)) throw new Error('createIsolateCache: ttlMs must be positive')
  if (!(options.maxWeight > 0)) throw new Error('createIsolateCache: maxWeight must be positive')
  const now = options.now ?? Date.now
  const { maxWeight, weigh } = options
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
      const weight = weigh(value, key)
      if (!(weight <= maxWeight)) return
      entries.set(key, { value, weight, expiresAt: now() + options.ttlMs })
      total += weight
      while (entries.size > options.maxEntries || total > maxWeight) {
        const oldest = entries.keys().next()
        if (oldest.done === true) break
        remove(oldest.value)
      }
    },
    delete(key) {
      remove(key)
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

/** Bytes a JavaScript string takes at most in memory (two per UTF-16 code unit). */
export function stringBytes(text: string): number {
  return text.length * 2
}
