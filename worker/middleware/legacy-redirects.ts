import type { Context, MiddlewareHandler } from 'hono'
import { isLegacyPath, trackingParams, withParams } from '../../redirects/normalize.ts'
import type { AppEnv } from '../app-env.ts'
import { reportError } from '../monitoring/report-error.ts'
import { payloadPagePath } from '../../framework/payload/payload.ts'
import { answerRedirect } from '../pages/answer-data.ts'
import { createIsolateCache, type IsolateCache } from '../cache/isolate-cache.ts'
import {
  createRedirectStore,
  type LegacyLookup,
  legacyLookupBytes,
  REDIRECT_ISOLATE_BYTES,
  REDIRECT_ISOLATE_ENTRIES,
  REDIRECT_ISOLATE_TTL,
} from '../redirects/redirect-store.ts'

export interface LegacyRedirectsOptions {
  /** The REDIRECTS namespace of a request (bindings are per request, hence a function). */
  namespace?: (c: Context<AppEnv>) => KVNamespace
  /** Renders the page-not-found page, for old paths whose entry has no usable target. */
  notFound: (c: Context<AppEnv>) => Promise<Response>
  /**
   * Lookups remembered across the requests of this isolate (docs/decisions/0016). By default
   * one cache per middleware, hence per app and isolate; tests pass their own.
   */
  cache?: IsolateCache<LegacyLookup>
}

/**
 * Browsers keep a 301 for this long: long enough to spare repeat lookups, short enough that a
 * corrected row reaches visitors the same day. Edges may keep it longer; the tag lets an upload
 * purge them.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400'
export const LEGACY_REDIRECT_CACHE_TAG = 'legacy-redirects'

/**
 * The old site's URLs (spec §2 "Legacy redirects"): `/fr` and `/fr/...` only (and their
 * client-navigation payloads under `/__data`) are looked up in
 * the REDIRECTS table, by path plus query then path alone; a hit answers 301 (spec §9), an entry
 * without a usable target the page-not-found page, and anything else — every other path without
 * a single KV read — goes on to the routes. An isolate answers an old URL it looked up in the
 * last `REDIRECT_ISOLATE_TTL` seconds from memory: hot old URLs (ads, search engines, old links)
 * cost no KV read after their first.
 */
export function legacyRedirects(options: LegacyRedirectsOptions): MiddlewareHandler<AppEnv> {
  const namespace = options.namespace ?? ((c: Context<AppEnv>) => c.env.REDIRECTS)
  const cache =
    options.cache ??
    createIsolateCache<LegacyLookup>({
      maxEntries: REDIRECT_ISOLATE_ENTRIES,
      ttlMs: REDIRECT_ISOLATE_TTL * 1000,
      maxWeight: REDIRECT_ISOLATE_BYTES,
      weigh: legacyLookupBytes,
    })
  return async function legacyRedirectsMiddleware(c, next) {
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') return next()
    // Client navigation asks for `/__data/fr/...` when an old link sits in CMS content.
    const { asData, path: pathname } = c.get('pageRequest')
    // Told on the decoded path (an old link may escape a letter of `/fr`), looked up as sent.
    const decoded = asData ? payloadPagePath(c.req.path) : c.req.path
    if (decoded === null || !isLegacyPath(decoded)) return next()
    const url = new URL(c.req.url)
    let found
    try {
      found = await createRedirectStore(namespace(c), cache).lookup(pathname, url.search)
    } catch (error) {
      // The table being unreachable must not take old URLs down with a 500: they get the
      // routes' answer (page-not-found) until KV is back.
      reportError(error, { phase: 'legacy-redirects', path: url.pathname })
      return next()
    }
    if (found.kind === 'miss') return next()
    if (found.kind === 'gone') {
      if (found.unsafeTarget !== null) {
        reportError(new Error('Refused an unsafe legacy redirect target'), {
          key: found.key,
          target: found.unsafeTarget.slice(0, 200),
        })
      }
      // A payload request gets the routes' page-not-found payload.
      return asData ? next() : options.notFound(c)
    }
    const location = withParams(found.location, trackingParams(url.search))
    c.header('Cache-Control', REDIRECT_CACHE_CONTROL)
    c.header('Cache-Tag', LEGACY_REDIRECT_CACHE_TAG)
    // As a loader's redirect: a 301, or the payload the browser router follows.
    return answerRedirect(c, location)
  }
}
