import { lookupKeys } from '../../redirects/normalize.ts'
import { isSafeTarget } from '../../redirects/target.ts'
import { type IsolateCache, stringBytes } from '../cache/isolate-cache.ts'

/** What the legacy table says about a request. */
export type LegacyLookup =
  /** A safe same-site target: answer 301. */
  | { kind: 'redirect'; location: string; key: string }
  /** The old path is in the table but has no usable target: answer page-not-found. */
  | { kind: 'gone'; key: string; unsafeTarget: string | null }
  /** The table does not know the path. */
  | { kind: 'miss' }

/**
 * How stale a lookup may be after an upload changed its row (seconds): the table changes a few
 * times a year and browsers cache 301s anyway, so an hour costs nothing and keeps lookups off the
 * central store. It is shared between the two caches a lookup goes through, so that their sum
 * stays within it: the isolate's memory, then the KV edge cache of the location.
 */
export const REDIRECT_MAX_STALENESS = 3600

/** How long an isolate remembers a lookup, hit or miss (seconds). */
export const REDIRECT_ISOLATE_TTL = 300

/** How long an edge location keeps a read (seconds, KV's `cacheTtl`; at least 60). */
export const REDIRECT_CACHE_TTL = REDIRECT_MAX_STALENESS - REDIRECT_ISOLATE_TTL

/**
 * Lookups an isolate remembers at most. Keys are at most 512 bytes each, so even a full cache of
 * the longest keys stays within one or two megabytes of the isolate's 128 MB.
 */
export const REDIRECT_ISOLATE_ENTRIES = 1000

/** Bytes those lookups may take together, keys and targets counted (`legacyLookupBytes`). */
export const REDIRECT_ISOLATE_BYTES = 2_000_000

/** Bytes one remembered lookup takes: its key, the strings it holds, and some bookkeeping. */
export function legacyLookupBytes(lookup: LegacyLookup, key: string): number {
  const held =
    lookup.kind === 'redirect'
      ? stringBytes(lookup.location) + stringBytes(lookup.key)
      : lookup.kind === 'gone'
        ? stringBytes(lookup.key) + stringBytes(lookup.unsafeTarget ?? '')
        : 0
  return stringBytes(key) + held + 64
}

export interface RedirectStore {
  lookup(pathname: string, search: string): Promise<LegacyLookup>
}

async function read(kv: KVNamespace, keys: readonly string[]): Promise<LegacyLookup> {
  const options = { type: 'text', cacheTtl: REDIRECT_CACHE_TTL } as const
  // One key (no query): a plain get; two: one bulk get instead of two round trips.
  const [only] = keys
  const values =
    keys.length === 1 && only !== undefined
      ? new Map([[only, await kv.get(only, options)]])
      : await kv.get([...keys], options)
  for (const key of keys) {
    const value = values.get(key)
    if (value === null || value === undefined) continue
    if (value !== '' && isSafeTarget(value)) return { kind: 'redirect', location: value, key }
    return { kind: 'gone', key, unsafeTarget: value === '' ? null : value }
  }
  return { kind: 'miss' }
}

/**
 * The legacy table in KV. Both candidate keys (path plus query, then the path alone) are read in
 * one bulk get, and the most specific one present wins. The value is re-validated here: KV may
 * hold rows that never went through the checker, and none of them may lead off the site.
 *
 * With a `cache` (one per isolate, see `REDIRECT_ISOLATE_TTL`), the outcome of a lookup — a
 * redirect, an unusable row or a miss — is remembered under its normalized keys, so every form
 * of an old URL (letter case, trailing slash, parameter order, tracking parameters) shares one
 * entry. A failed read is not remembered.
 *
 * @example
 * const cache = createIsolateCache<LegacyLookup>({ maxEntries: 1000, ttlMs: 300_000,
 *   maxWeight: REDIRECT_ISOLATE_BYTES, weigh: legacyLookupBytes })
 * await createRedirectStore(env.REDIRECTS, cache).lookup('/fr/nouvelles', '') // reads KV
 * await createRedirectStore(env.REDIRECTS, cache).lookup('/FR/Nouvelles/', '') // does not
 */
export function createRedirectStore(
  kv: KVNamespace,
  cache?: IsolateCache<LegacyLookup>
): RedirectStore {
  return {
    async lookup(pathname, search) {
      const keys = lookupKeys(pathname, search)
      if (keys.length === 0) return { kind: 'miss' }
      // JSON, not a join: a decoded path may hold any separator, and one key list must never
      // pass for another.
      const cacheKey = JSON.stringify(keys)
      const known = cache?.get(cacheKey)
      if (known !== undefined) return known
      const found = await read(kv, keys)
      cache?.set(cacheKey, found)
      return found
    },
  }
}
