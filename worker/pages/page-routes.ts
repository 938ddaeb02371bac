import { type Context, Hono } from 'hono'
import { DATA_PREFIX, type PagePayload, type PagePayloadOf } from '../../client/app/payload.ts'
import { notFound, serverError, serviceUnavailable } from '../../client/errors/error-types.ts'
import { type RouteParams, validateParams } from '../../client/routes/match-route.ts'
import { type Route, routeTable } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import {
  type CachedPage,
  PAGE_CACHE_TTL,
  type PageCache,
  pageCacheKey,
} from '../cache/page-cache.ts'
import { FORM_STATE_PARAM, SENT_PARAM } from '../leads/form-state.ts'
import { reportError } from '../monitoring/report-error.ts'
import { etagMatches, weakEtag } from '../render/etag.ts'
import { jsonForScript } from '../render/json-script.ts'
import { renderDocument, renderDocumentToString } from '../render/render-document.tsx'
import { errorMeta, pageMeta } from '../seo/page-meta.ts'
import { isUpstreamFailure, type UpstreamHealth } from '../upstream/upstream-health.ts'
import type { PageId } from '../../client/routes/route-table.ts'
import type { PageResult, RouteResult } from './loader.ts'
import { loaderContext } from './loader-context.ts'
import { loadRoute } from './loaders.ts'

declare const __BUILD_ID__: string

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8'

/** Hono's pattern for a table path: the content catch-all becomes a wildcard. */
function honoPath(route: Route): string {
  return route.path === '/:slug(.*)*' ? '*' : route.path
}

function routeParams(c: Context<AppEnv>, route: Route, path: string): RouteParams {
  if (route.path === '/:slug(.*)*') return { slug: path.slice(1) }
  return c.req.param() as RouteParams
}

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

/**
 * Edge caching of pages: short at the edge, long stale windows; errors briefly; 5xx never. A
 * page built from outage copies is kept briefly; a degraded answer (503) never.
 */
function cacheControl(payload: PagePayload, personal: boolean, health: UpstreamHealth): string {
  if (payload.status === 500 || payload.status === 503) return 'no-store'
  // A form's refused values or its "sent" answer belong to one visitor: no shared cache keeps them.
  if (personal || (payload.meta.noindex && payload.kind === 'page')) return 'private, no-store'
  if (payload.status === 404) return 'public, max-age=0, s-maxage=60'
  if (health.fallback) {
    return `public, max-age=0, s-maxage=${FALLBACK_MAX_AGE}, stale-if-error=86400`
  }
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400'
}

async function runLoader(
  c: Context<AppEnv>,
  route: Route,
  path: string,
  url: URL
): Promise<RouteResult> {
  const params = routeParams(c, route, path)
  const invalid = validateParams(params, path)
  if (invalid) return { kind: 'error', error: invalid }
  try {
    return await loadRoute(
      route.name,
      route,
      loaderContext(c, { routeId: route.id, params, url, path })
    )
  } catch (error) {
    reportError(error, { route: route.id, path })
    // An upstream that failed is a reason to come back later (503), not a fault of the page.
    const unavailable = isUpstreamFailure(error) || c.get('services').health.degraded
    return { kind: 'error', error: unavailable ? serviceUnavailable() : serverError() }
  }
}

function toPayload(
  route: Route,
  path: string,
  url: URL,
  siteUrl: string,
  result: RouteResult,
  params: RouteParams
): PagePayload {
  if (result.kind === 'page') {
    return pagePayload(result, route, params, pageMeta(siteUrl, url, result.meta))
  }
  const error = result.kind === 'error' ? result.error : notFound('page-not-found', path)
  return {
    kind: 'error',
    routeId: route.id,
    status: error.status,
    error,
    meta: errorMeta(siteUrl, url, error),
  }
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
    status: 200,
    meta,
    data: result.data,
  }
}

/**
 * The payload as the browser gets it (embedded for hydration, or `/__data` for a navigation):
 * without the structured data, which only the document's head carries (JSON-LD for crawlers);
 * nothing in the browser reads it (docs/decisions/0024).
 */
function forBrowser(payload: PagePayload): PagePayload {
  if (payload.meta.structuredData.length === 0) return payload
  return { ...payload, meta: { ...payload.meta, structuredData: [] } }
}

/** Query parameters that make a page personal: a no-JavaScript form's refused values or "sent". */
const PERSONAL_PARAMS = [FORM_STATE_PARAM, SENT_PARAM]

/**
 * Where the page cache keeps this request's answer, or null when it must neither be read nor
 * stored: an editor preview (drafts), a form's personal answer, or no known content generation.
 * Reads the generation, which the loader then reuses (one read per request, worker/content/).
 */
async function cacheSlot(c: Context<AppEnv>, cache: PageCache | undefined) {
  if (!cache) return null
  const { content } = c.get('services')
  if (content.version !== 'published') return null
  const query = new URL(c.req.url).searchParams
  if (PERSONAL_PARAMS.some((name) => query.has(name))) return null
  const generation = await content.generation().catch(() => 0)
  if (generation <= 0) return null
  return { cache, key: pageCacheKey(__BUILD_ID__, generation, c.req.url) }
}

/** A page from the cache: the headers the page routes set, and 304 when the validator matches. */
function cachedAnswer(c: Context<AppEnv>, page: CachedPage): Response {
  c.header('Cache-Control', page.cacheControl)
  c.header('Cache-Tag', page.cacheTag)
  if (page.etag !== null) {
    c.header('ETag', page.etag)
    if (etagMatches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304)
  }
  c.header('Content-Type', page.contentType)
  return c.body(page.body, 200)
}

async function handlePage(
  c: Context<AppEnv>,
  route: Route,
  options: { asData: boolean; cache?: PageCache | undefined; preset?: RouteResult }
): Promise<Response> {
  const { asData, preset } = options
  const slot = preset ? null : await cacheSlot(c, options.cache)
  const hit = slot?.cache.get(slot.key)
  if (hit) return cachedAnswer(c, hit)

  const url = new URL(c.req.url)
  const path = asData ? url.pathname.slice(DATA_PREFIX.length) || '/' : url.pathname
  url.pathname = path
  const result = preset ?? (await runLoader(c, route, path, url))
  if (result.kind === 'redirect') {
    if (asData) return c.json({ kind: 'redirect', location: result.location })
    return c.redirect(result.location, 301)
  }
  const params = result.kind === 'page' ? routeParams(c, route, path) : {}
  const { health } = c.get('services')
  // A read that failed with nothing to answer instead: whatever the loader made of it (a block's
  // notice, a page without its dealership, a "not found" it could not check) lacks upstream data.
  const degraded = health.degraded
  const payload = toPayload(
    route,
    path,
    url,
    c.get('config').SITE_URL,
    degraded && result.kind === 'error' ? { kind: 'error', error: serviceUnavailable() } : result,
    params
  )
  // The answer's status: a degraded page keeps its text (the friendly notices) but says 503.
  const status = degraded ? 503 : payload.status
  const tags = [
    'html',
    `route:${route.id}`,
    ...(result.kind === 'page' ? (result.cacheTags ?? []) : []),
  ]
  const personal = PERSONAL_PARAMS.some((name) => url.searchParams.has(name))
  const headers = {
    cacheControl: degraded ? 'no-store' : cacheControl(payload, personal, health),
    cacheTag: tags.join(','),
  }
  c.header('Cache-Control', headers.cacheControl)
  c.header('Cache-Tag', headers.cacheTag)
  if (status === 503) {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    console.warn(`[pages] ${url.pathname} answered 503`, health.report)
  }
  // Only what any visitor may see again: pages with their content (not errors, which scanners
  // would pile up), public (noindex pages with personal data are private).
  const store =
    slot && status === 200 && headers.cacheControl.startsWith('public')
      ? (page: Omit<CachedPage, keyof typeof headers>) =>
          slot.cache.set(slot.key, { ...page, ...headers })
      : null
  // A payload is data about a page, not the page: it answers 200 and carries the page's status,
  // so a client navigation to a missing page is not a failed request.
  if (asData) {
    const json = JSON.stringify(forBrowser(payload))
    store?.({ body: new TextEncoder().encode(json), contentType: 'application/json', etag: null })
    c.header('Content-Type', 'application/json')
    // Except when degraded (503, the payload still renders): not to be kept by any cache.
    return c.body(json, status === 503 ? 503 : 200)
  }

  if (payload.kind === 'error' && c.get('isBot')) {
    // Spec §6: bots get the status and a minimal body, not the visitor error page.
    return c.html(`<!doctype html><title>${status}</title>`, status)
  }
  const payloadJson = jsonForScript(forBrowser(payload))
  // A degraded answer has no validator: a revalidation must get the whole page again. The tag
  // covers the structured data too: the head carries it, the embedded payload does not.
  const etag =
    status === 503
      ? null
      : weakEtag(__BUILD_ID__, payloadJson + jsonForScript(payload.meta.structuredData))
  if (etag !== null) c.header('ETag', etag)
  let renderFailed = false
  // The document as one string (docs/decisions/0024): nothing suspends (the loader ran, the
  // page's code was loaded), so React renders it all before its first byte either way, and the
  // string render costs less than the stream's. A page that left a boundary unfinished (it
  // suspended or threw) is rendered again as a stream, which waits for it and reports errors.
  const render = async (waitForAll: boolean): Promise<string | ReadableStream> => {
    const { SENTRY_DSN, ENVIRONMENT } = c.get('config')
    const options = {
      payloadJson,
      monitoring: SENTRY_DSN ? { dsn: SENTRY_DSN, environment: ENVIRONMENT } : null,
      location: path + url.search,
    }
    const html = await renderDocumentToString(payload, options)
    if (html !== null) return html
    reportError(new Error('A page rendered to a string left a boundary unfinished: streamed'), {
      route: route.id,
      path,
    })
    return renderDocument(payload, {
      ...options,
      waitForAll,
      onError: (error) => {
        renderFailed = true
        reportError(error, { route: route.id, path })
      },
    })
  }
  // A page to keep is sent whole (no per-chunk copy), and a document whose render reported an
  // error (a block that failed) is sent, not kept.
  const renderAndKeep = async (keep: NonNullable<typeof store>, waitForAll: boolean) => {
    const rendered = await render(waitForAll)
    const body =
      typeof rendered === 'string'
        ? new TextEncoder().encode(rendered)
        : new Uint8Array(await new Response(rendered).arrayBuffer())
    if (!renderFailed) keep({ body, contentType: HTML_CONTENT_TYPE, etag })
    return body
  }
  if (etag !== null && status === 200 && etagMatches(c.req.header('if-none-match'), etag)) {
    // Revalidations (browsers, the edge cache in front) would otherwise never fill the cache:
    // the document is rendered after the answer, for the next request.
    if (store) {
      c.executionCtx.waitUntil(
        renderAndKeep(store, true).catch((error: unknown) =>
          reportError(error, { route: route.id, path, phase: 'fill' })
        )
      )
    }
    return c.body(null, 304)
  }
  try {
    const isBot = c.get('isBot')
    const body = store ? await renderAndKeep(store, isBot) : await render(isBot)
    c.header('Content-Type', HTML_CONTENT_TYPE)
    return c.body(body, status)
  } catch (error) {
    reportError(error, { route: route.id, path, phase: 'render' })
    const failure = serverError()
    const fallback: PagePayload = {
      kind: 'error',
      routeId: route.id,
      status: 500,
      error: failure,
      meta: errorMeta(c.get('config').SITE_URL, url, failure),
    }
    c.header('Cache-Control', 'no-store')
    c.header('Content-Type', HTML_CONTENT_TYPE)
    return c.body(
      await renderDocument(fallback, {
        waitForAll: true,
        location: path + url.search,
        onError: () => undefined,
      }),
      500
    )
  }
}

/**
 * The page-not-found page for the current request, rendered like any page (status, caching,
 * bot answer) without running a loader: for old URLs whose legacy entry has no usable target.
 */
export function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  const route = routeTable[routeTable.length - 1] ?? routeTable[0]
  const path = new URL(c.req.url).pathname
  return handlePage(c, route, {
    asData: false,
    preset: { kind: 'error', error: notFound('page-not-found', path) },
  })
}

/**
 * Registers the route table, in table order: the first route that matches answers. Mounted
 * twice by the app: at `/` for documents and at `/__data` for client-navigation payloads. With a
 * `cache` (one per isolate, docs/decisions/0018), a page asked again is answered from memory
 * without its loader until the cache's time-to-live or the next publish.
 */
export function pageRoutes(options: { asData: boolean; cache?: PageCache }): Hono<AppEnv> {
  const pages = new Hono<AppEnv>()
  for (const route of routeTable) {
    pages.get(honoPath(route), (c) => handlePage(c, route, options))
  }
  return pages
}
