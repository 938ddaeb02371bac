import { type Context, Hono } from 'hono'
import type { PagePayload } from '../../client/app/payload.ts'
import { notFound, serverError } from '../../client/errors/error-types.ts'
import { type RouteParams, validateParams } from '../../client/routes/match-route.ts'
import { type Route, routeTable } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import { reportError } from '../monitoring/report-error.ts'
import { etagMatches, weakEtag } from '../render/etag.ts'
import { jsonForScript } from '../render/json-script.ts'
import { renderDocument } from '../render/render-document.tsx'
import { errorMeta, pageMeta } from '../seo/page-meta.ts'
import type { LoaderResult } from './loader.ts'
import { loaders } from './loaders.ts'

declare const __BUILD_ID__: string

export const DATA_PREFIX = '/__data'

/** Hono's pattern for a table path: the content catch-all becomes a wildcard. */
function honoPath(route: Route): string {
  return route.path === '/:slug(.*)*' ? '*' : route.path
}

function routeParams(c: Context<AppEnv>, route: Route, path: string): RouteParams {
  if (route.path === '/:slug(.*)*') return { slug: path.slice(1) }
  return c.req.param() as RouteParams
}

/** Edge caching of pages: short at the edge, long stale windows; errors briefly; 5xx never. */
function cacheControl(payload: PagePayload): string {
  if (payload.status === 500) return 'no-store'
  if (payload.meta.noindex && payload.kind === 'page') return 'private, no-store'
  if (payload.status === 404) return 'public, max-age=0, s-maxage=60'
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400'
}

async function runLoader(
  c: Context<AppEnv>,
  route: Route,
  path: string,
  url: URL
): Promise<LoaderResult> {
  const params = routeParams(c, route, path)
  const invalid = validateParams(params, path)
  if (invalid) return { kind: 'error', error: invalid }
  const config = c.get('config')
  try {
    return await loaders[route.id]({
      routeId: route.id,
      params,
      url,
      path,
      config,
      services: c.get('services'),
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    })
  } catch (error) {
    reportError(error, { route: route.id, path })
    return { kind: 'error', error: serverError() }
  }
}

function toPayload(
  route: Route,
  path: string,
  url: URL,
  siteUrl: string,
  result: LoaderResult,
  params: RouteParams
): PagePayload {
  if (result.kind === 'page') {
    return {
      kind: 'page',
      routeId: route.id,
      page: route.page,
      params,
      status: 200,
      meta: pageMeta(siteUrl, url, result.meta),
      data: result.data,
    }
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

async function handlePage(
  c: Context<AppEnv>,
  route: Route,
  asData: boolean,
  preset?: LoaderResult
): Promise<Response> {
  const url = new URL(c.req.url)
  const path = asData ? url.pathname.slice(DATA_PREFIX.length) || '/' : url.pathname
  url.pathname = path
  const result = preset ?? (await runLoader(c, route, path, url))
  if (result.kind === 'redirect') {
    if (asData) return c.json({ kind: 'redirect', location: result.location })
    return c.redirect(result.location, 301)
  }
  const params = result.kind === 'page' ? routeParams(c, route, path) : {}
  const payload = toPayload(route, path, url, c.get('config').SITE_URL, result, params)
  const tags = [
    'html',
    `route:${route.id}`,
    ...(result.kind === 'page' ? (result.cacheTags ?? []) : []),
  ]
  c.header('Cache-Control', cacheControl(payload))
  c.header('Cache-Tag', tags.join(','))
  // A payload is data about a page, not the page: it answers 200 and carries the page's status,
  // so a client navigation to a missing page is not a failed request.
  if (asData) return c.json(payload)

  if (payload.kind === 'error' && c.get('isBot')) {
    // Spec §6: bots get the status and a minimal body, not the visitor error page.
    return c.html(`<!doctype html><title>${payload.status}</title>`, payload.status)
  }
  const payloadJson = jsonForScript(payload)
  const etag = weakEtag(__BUILD_ID__, payloadJson)
  c.header('ETag', etag)
  if (payload.status === 200 && etagMatches(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304)
  }
  try {
    const { SENTRY_DSN, ENVIRONMENT } = c.get('config')
    const stream = await renderDocument(payload, {
      waitForAll: c.get('isBot'),
      payloadJson,
      monitoring: SENTRY_DSN ? { dsn: SENTRY_DSN, environment: ENVIRONMENT } : null,
      location: path + url.search,
      onError: (error) => reportError(error, { route: route.id, path }),
    })
    c.header('Content-Type', 'text/html; charset=utf-8')
    return c.body(stream, payload.status)
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
    c.header('Content-Type', 'text/html; charset=utf-8')
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
  return handlePage(c, route, false, { kind: 'error', error: notFound('page-not-found', path) })
}

/**
 * Registers the route table, in table order: the first route that matches answers. Mounted
 * twice by the app: at `/` for documents and at `/__data` for client-navigation payloads.
 */
export function pageRoutes(options: { asData: boolean }): Hono<AppEnv> {
  const pages = new Hono<AppEnv>()
  for (const route of routeTable) {
    pages.get(honoPath(route), (c) => handlePage(c, route, options.asData))
  }
  return pages
}
