import type { PagePayload, PagePayloadOf } from '../../framework/payload/payload.ts'
import type { SiteFrame } from '../../client/domain/site-frame.ts'
import { serviceUnavailable } from '../../client/errors/error-types.ts'
import type { RouteParams } from '../../client/routes/match-route.ts'
import { type PageId, type Route, languageOfRouteId } from '../../client/routes/route-table.ts'
import { PAGE_CACHE_TTL } from '../cache/page-cache.ts'
import { errorMeta, pageMeta, withLanguageSwitch } from '../seo/page-meta.ts'
import type { UpstreamHealth } from '../upstream/upstream-health.ts'
import type { PageResult, RouteResult } from './loader.ts'

/**
 * Seconds a visitor or a crawler is asked to wait before asking again for a page that lacked
 * upstream data (503): enough for a restarted upstream, short enough not to lose a visitor.
 */
export const RETRY_AFTER_SECONDS = 60

/**
 * Seconds a page built from copies kept for outages (stale-if-error, a story's last good copy)
 * is kept by the caches in front, the page cache’s own lifetime (docs/decisions/0028): such an
 * answer outlives the outage by at most this much.
 */
const FALLBACK_MAX_AGE = PAGE_CACHE_TTL

/** The headers the page routes set on a page answer (and keep with it in the page cache). */
export interface PageHeaders {
  cacheControl: string
  cacheTag: string
}

/** A page as it is answered, document or payload: what to say, with which status and headers. */
export interface PageAnswer {
  payload: PagePayload
  /** The answer's status: a degraded page keeps its text (the friendly notices) but says 503. */
  status: PagePayload['status'] | 503
  headers: PageHeaders
}

/** A page's payload: the data of the page its loader paired it with. */
function pagePayload<P extends PageId>(
  result: PageResult<P>,
  route: Route,
  params: RouteParams,
  meta: PagePayload['meta']
): PagePayloadOf<P> {
  return {
    kind: 'page',
    routeId: route.id,
    page: result.page,
    params,
    status: result.status ?? 200,
    meta,
    data: result.data,
  }
}

/**
 * Edge caching of pages: short at the edge, long stale windows; errors briefly; 5xx never. A
 * page built from outage copies is kept briefly; a degraded answer (503) never.
 */
function cacheControl(
  payload: PagePayload,
  personal: boolean,
  health: UpstreamHealth,
  freshFor: number | undefined
): string {
  if (payload.status === 500 || payload.status === 503) return 'no-store'
  // A form's refused values or its "sent" answer belong to one visitor: no shared cache keeps them.
  if (personal || (payload.meta.noindex && payload.kind === 'page')) return 'private, no-store'
  if (payload.status === 404) return 'public, max-age=0, s-maxage=60'
  // A sold vehicle's page: gone for good, though its similar vehicles move like a search.
  if (payload.status === 410) return 'public, max-age=0, s-maxage=300, stale-if-error=86400'
  if (health.fallback) {
    const maxAge = Math.min(FALLBACK_MAX_AGE, freshFor ?? FALLBACK_MAX_AGE)
    return `public, max-age=0, s-maxage=${maxAge}, stale-if-error=86400`
  }
  // A timed block opens or closes in `freshFor` seconds: kept no longer, and never served stale
  // while revalidating (docs/decisions/0049).
  if (freshFor !== undefined && freshFor < PAGE_MAX_AGE) {
    return `public, max-age=0, s-maxage=${freshFor}, stale-if-error=86400`
  }
  return `public, max-age=0, s-maxage=${PAGE_MAX_AGE}, stale-while-revalidate=86400, stale-if-error=86400`
}

/** Seconds the caches in front keep a page (then revalidated in the background for a day). */
const PAGE_MAX_AGE = 300

function toPayload(
  route: Route,
  url: URL,
  siteUrl: string,
  result: Exclude<RouteResult, { kind: 'redirect' }>,
  params: RouteParams
): PagePayload {
  if (result.kind === 'page') {
    const meta = withLanguageSwitch(
      pageMeta(siteUrl, url, result.meta, languageOfRouteId(route.id)),
      route.id,
      url
    )
    return pagePayload(result, route, params, meta)
  }
  const { error } = result
  return {
    kind: 'error',
    routeId: route.id,
    status: error.status,
    error,
    meta: withLanguageSwitch(
      errorMeta(siteUrl, url, error, languageOfRouteId(route.id)),
      route.id,
      url
    ),
  }
}

/** The payload with the site-config story's frame, when it is not the built-in one. */
function withFrame(payload: PagePayload, frame: SiteFrame | undefined): PagePayload {
  return frame ? { ...payload, frame } : payload
}

/**
 * A loader's result as the page answer: its payload, the status (503 when a read failed with
 * nothing to answer instead) and the caching headers.
 */
export function resolvePayload(page: {
  route: Route
  /** The page's URL (without the payload prefix). */
  url: URL
  siteUrl: string
  result: Exclude<RouteResult, { kind: 'redirect' }>
  params: RouteParams
  health: UpstreamHealth
  /** A form's personal answer (worker/pages/page-cache-slot.ts): no shared cache keeps it. */
  personal: boolean
  /** The page frame from the site-config story (worker/pages/site-frame.ts); none: built-in. */
  frame?: SiteFrame | undefined
  /** Seconds until the page changes by itself (a timed block); none: only a publish changes it. */
  freshFor?: number | undefined
}): PageAnswer {
  const { route, result, health } = page
  // A read that failed with nothing to answer instead: whatever the loader made of it (a block's
  // notice, a page without its dealership, a "not found" it could not check) lacks upstream data.
  const degraded = health.degraded
  const payload = withFrame(
    toPayload(
      route,
      page.url,
      page.siteUrl,
      degraded && result.kind === 'error' ? { kind: 'error', error: serviceUnavailable() } : result,
      page.params
    ),
    page.frame
  )
  const tags = [
    'html',
    `route:${route.id}`,
    ...(result.kind === 'page' ? (result.cacheTags ?? []) : []),
  ]
  return {
    payload,
    status: degraded ? 503 : payload.status,
    headers: {
      cacheControl: degraded
        ? 'no-store'
        : cacheControl(payload, page.personal, health, page.freshFor),
      cacheTag: tags.join(','),
    },
  }
}

/**
 * The payload as the browser gets it (embedded for hydration, or `/__data` for a navigation):
 * without the structured data, which only the document's head carries (JSON-LD for crawlers);
 * nothing in the browser reads it (docs/decisions/0024).
 */
export function forBrowser(payload: PagePayload): PagePayload {
  if (payload.meta.structuredData.length === 0) return payload
  return { ...payload, meta: { ...payload.meta, structuredData: [] } }
}
