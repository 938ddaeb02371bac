import { lookupKeys } from '../../redirects/normalize.ts'
import { isSafeTarget } from '../../redirects/target.ts'

/** What the legacy table says about a request. */
export type LegacyLookup =
  /** A safe same-site target: answer 301. */
  | { kind: 'redirect'; location: string; key: string }
  /** The old path is in the table but has no usable target: answer page-not-found. */
  | { kind: 'gone'; key: string; unsafeTarget: string | null }
  /** The table does not know the path. */
  | { kind: 'miss' }

/**
 * How long an edge location keeps a read (seconds). The table changes a few times a year and
 * browsers cache 301s anyway, so a long edge cache costs nothing and keeps lookups off the
 * central store. Deleted keys may still answer from an edge for this long after an upload.
 */
export const REDIRECT_CACHE_TTL = 3600

export interface RedirectStore {
  lookup(pathname: string, search: string): Promise<LegacyLookup>
}

/**
 * The legacy table in KV. Both candidate keys (path plus query, then the path alone) are read in
 * one bulk get, and the most specific one present wins. The value is re-validated here: KV may
 * hold rows that never went through the checker, and none of them may lead off the site.
 */
export function createRedirectStore(kv: KVNamespace): RedirectStore {
  return {
    async lookup(pathname, search) {
      const keys = lookupKeys(pathname, search)
      if (keys.length === 0) return { kind: 'miss' }
      const options = { type: 'text', cacheTtl: REDIRECT_CACHE_TTL } as const
      // One key (no query): a plain get; two: one bulk get instead of two round trips.
      const [only] = keys
      const values =
        keys.length === 1 && only !== undefined
          ? new Map([[only, await kv.get(only, options)]])
          : await kv.get(keys, options)
      for (const key of keys) {
        const value = values.get(key)
        if (value === null || value === undefined) continue
        if (value !== '' && isSafeTarget(value)) return { kind: 'redirect', location: value, key }
        return { kind: 'gone', key, unsafeTarget: value === '' ? null : value }
      }
      return { kind: 'miss' }
    },
  }
}
