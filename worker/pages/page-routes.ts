import { type Context, Hono } from 'hono'
import { notFound, serverError, serviceUnavailable } from '../../client/errors/error-types.ts'
import {
  type RouteParams,
  catchAllSlug,
  matchRoute,
  validateParams,
} from '../../client/routes/match-route.ts'
import {
  type Route,
  isCatchAll,
  languageOfRouteId,
  routeTable,
} from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import type { PageCache } from '../cache/page-cache.ts'
import { editorTarget } from '../../redirects/editor-table.ts'
import { trackingParams, withParams } from '../../redirects/normalize.ts'
import { reportError } from '../monitoring/report-error.ts'
import { withEditorParams } from '../preview/preview-token.ts'
import { isUpstreamFailure } from '../upstream/upstream-health.ts'
import { answerData, answerRedirect } from './answer-data.ts'
import { answerDocument } from './answer-document.ts'
import type { RouteResult } from './loader.ts'
import { loaderContext } from './loader-context.ts'
import { loadRoute } from './loaders.ts'
import { type PageAnswer, RETRY_AFTER_SECONDS, resolvePayload } from './page-answer.ts'
import { cachedAnswer, cacheSlot, isPersonal, pageStore, stillValid } from './page-cache-slot.ts'
import { pageFrame } from './site-frame.ts'

/**
 * A page's parameters: a content page's story slug is its path below the language prefix, as
 * sent (the content client encodes it); the others are the route's segments, decoded.
 */
function routeParams(route: Route, path: string, match: RouteParams): RouteParams {
  return isCatchAll(route) ? { slug: catchAllSlug(route, path) } : match
}

async function runLoader(
  c: Context<AppEnv>,
  route: Route,
  params: RouteParams,
  path: string,
  url: URL
): Promise<RouteResult> {
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

/** The page routes' own headers, and the 503's request to come back later. */
function setPageHeaders(c: Context<AppEnv>, answer: PageAnswer, url: URL): void {
  c.header('Cache-Control', answer.headers.cacheControl)
  c.header('Cache-Tag', answer.headers.cacheTag)
  if (answer.status === 503) {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    console.warn(`[pages] ${url.pathname} answered 503`, c.get('services').health.report)
  }
}

/** Browsers and the edge keep an editor's redirect briefly: editors change their minds. */
const EDITOR_REDIRECT_CACHE_CONTROL = 'public, max-age=300, s-maxage=300'

/** The checked table of a cached read, as a map, built once per read (the read is frozen). */
const editorTables = new WeakMap<object, ReadonlyMap<string, string>>()

/**
 * An editor's redirect (datasource `redirects`, docs/decisions/0049) for a path whose page is
 * not found, as a 301 (or the payload the browser router follows); null when there is none. A
 * table that cannot be read leaves the not-found page (reported): never a 5xx for it.
 */
async function editorRedirect(
  c: Context<AppEnv>,
  path: string,
  search: string
): Promise<Response | null> {
  let read
  try {
    read = await c.get('services').content.editorRedirects()
  } catch (error) {
    reportError(error, { phase: 'editor redirects', path })
    return null
  }
  let table = editorTables.get(read)
  if (!table) {
    table = new Map(read.entries)
    editorTables.set(read, table)
  }
  const target = editorTarget(table, path, search)
  if (target === null) return null
  c.header('Cache-Control', EDITOR_REDIRECT_CACHE_CONTROL)
  c.header('Cache-Tag', 'html,editor-redirects')
  return answerRedirect(c, withParams(target, trackingParams(search)))
}

/**
 * One page request, document or payload (`pageRequest`, worker/middleware/data-requests.ts), in
 * steps: the page cache, the loader, the answer's payload and headers, then the payload or the
 * document.
 */
async function handlePage(
  c: Context<AppEnv>,
  route: Route,
  params: RouteParams,
  options: { cache?: PageCache | undefined; preset?: RouteResult }
): Promise<Response> {
  const { preset } = options
  const slot = preset ? null : await cacheSlot(c, options.cache)
  const hit = slot?.cache.get(slot.key)
  if (hit && stillValid(hit, c.get('services').now())) return cachedAnswer(c, hit)

  const { asData, path } = c.get('pageRequest')
  const url = new URL(c.req.url)
  url.pathname = path
  const result = preset ?? (await runLoader(c, route, params, path, url))
  // A path the editors redirect: when its page is not found, and when it cannot be read (the
  // table was checked against the live pages when it was built, so it stands during an outage).
  if (
    result.kind === 'error' &&
    (result.error.status === 404 || c.get('services').health.degraded)
  ) {
    const moved = await editorRedirect(c, path, url.search)
    if (moved) return moved
  }
  if (result.kind === 'redirect') {
    // Inside the editor's frame a redirect keeps the token (docs/decisions/0011, issue 26).
    const preview = c.get('services').content.version === 'draft'
    return answerRedirect(
      c,
      preview ? withEditorParams(result.location, url.searchParams) : result.location
    )
  }
  const services = c.get('services')
  // A page with a timed block is kept by no cache past the block's next change.
  const changesAt = result.kind === 'page' ? result.changesAt : undefined
  const answer = resolvePayload({
    freshFor:
      changesAt === undefined
        ? undefined
        : Math.max(1, Math.ceil((changesAt - services.now()) / 1000)),
    route,
    url,
    frame: await pageFrame(services.frameContent, languageOfRouteId(route.id)),
    siteUrl: c.get('config').SITE_URL,
    result,
    params: result.kind === 'page' ? params : {},
    health: c.get('services').health,
    personal: isPersonal(url.searchParams),
  })
  setPageHeaders(c, answer, url)
  const store = pageStore(slot, answer.status, answer.headers, changesAt)
  if (asData) return answerData(c, answer, store)
  return answerDocument(c, { route, path, url }, answer, store)
}

/**
 * The page-not-found page for the current request, rendered like any page (status, caching,
 * bot answer) without running a loader: for old URLs whose legacy entry has no usable target.
 */
export function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  const route = routeTable[routeTable.length - 1] ?? routeTable[0]
  const { path } = c.get('pageRequest')
  return handlePage(
    c,
    route,
    {},
    {
      preset: { kind: 'error', error: notFound('page-not-found', path) },
    }
  )
}

/**
 * Every page path, found in the route tables by their own matcher (`matchRoute`: German, then
 * French, the first route in table order that matches answers; the French content pages' route
 * takes every path). One Hono route rather than one per table path: with the tables' shapes
 * (parameters beside static segments, a wildcard per language) Hono can only use its trie
 * router, whose search for each request was a fifth of the trivial route's CPU time in workerd,
 * for a match the table's matcher makes in microseconds. The app mounts these routes at `/` and
 * under the payload prefix (Hono routes a request by its path before any middleware runs, so a
 * payload path cannot be rewritten to the page's); which one a request is, and the page's path,
 * the handler reads from `pageRequest`. With a `cache` (one per isolate, docs/decisions/0018), a
 * page asked again is answered from memory without its loader until the cache's time-to-live or
 * the next publish.
 */
export function pageRoutes(options: { cache?: PageCache }): Hono<AppEnv> {
  const pages = new Hono<AppEnv>()
  pages.get('*', (c) => {
    const { path } = c.get('pageRequest')
    const match = matchRoute(path)
    // Not met: the French content route's pattern takes every path.
    if (!match) return notFoundPage(c)
    if (match.kind === 'invalid') {
      return handlePage(
        c,
        match.route,
        {},
        {
          preset: { kind: 'error', error: notFound('page-not-found', path) },
        }
      )
    }
    return handlePage(c, match.route, routeParams(match.route, path, match.params), options)
  })
  return pages
}
