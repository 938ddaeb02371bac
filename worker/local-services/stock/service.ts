import { Hono } from 'hono'
import { catalogueRoutes } from './catalogue-routes.ts'
import type { AssetUrl, StockEnv } from './d1.ts'
import { errorResponse } from './errors.ts'
import { leaseRoutes } from './lease-routes.ts'
import { createSearchIndexCache } from './search-index.ts'
import { valuationRoutes } from './valuation.ts'
import { searchRoutes, vehicleRoutes } from './vehicle-routes.ts'

export interface LocalStockServiceOptions {
  /**
   * The bearer token every request must carry (`STOCK_API_TOKEN`); without one, the service is
   * open, as the embedded demo is.
   */
  token?: string
  /**
   * The origin the demo's files (`/demo/vehicles/…`) are served from, for the absolute URLs of
   * contract v1.1. Unset: the site's origin the HTTP bridge names (`x-local-site-origin`), else
   * the request's own origin (in-process, `http://stock.local.test`, which the Worker reads back
   * as its own files: worker/stock/media.ts).
   */
  assetBase?: string
}

/** The demo's root-relative paths made absolute on `origin`; absolute URLs are left alone. */
export function assetUrlOn(origin: string): AssetUrl {
  const base = origin.replace(/\/$/, '')
  return (pathOrUrl) => (pathOrUrl.startsWith('/') ? `${base}${pathOrUrl}` : pathOrUrl)
}

/** Constant-time comparison of the token a request carries with the configured one. */
function sameToken(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let difference = a.length ^ b.length
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/**
 * The embedded stock service: the stock API contract (worker/stock/contract.ts, /v1) over D1.
 * Mounted in-process for the stock host when USE_MOCKS is "true"; production calls the group's
 * real stock API with the same requests.
 */
export function createLocalStockService(options: LocalStockServiceOptions = {}) {
  const app = new Hono<StockEnv>()
  // The search's in-memory copy of the stock (ADR 0065): owned by this instance (one per
  // isolate in the Worker), keyed by database and checked against its version on every search;
  // deliberately not module state.
  const searchIndexes = createSearchIndexCache()
  app.use(async function stockAccess(c, next) {
    if (options.token !== undefined) {
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
      if (given === undefined || !sameToken(given, options.token)) {
        c.header('www-authenticate', 'Bearer realm="stock"')
        return errorResponse(c, 401, 'A valid bearer token is required')
      }
    }
    const origin =
      options.assetBase ?? c.req.header('x-local-site-origin') ?? new URL(c.req.url).origin
    c.set('asset', assetUrlOn(origin))
    await next()
    // The demo's free text is French but for the lease offers' terms and conditions: every
    // language falls back to it (contract v1.1) unless the route said otherwise.
    if (
      c.res.headers.get('content-type')?.startsWith('application/json') &&
      !c.res.headers.has('content-language')
    ) {
      c.res.headers.set('content-language', 'fr')
    }
  })
  app.route('/v1/vehicles', searchRoutes(searchIndexes))
  app.route('/v1/vehicles', vehicleRoutes)
  app.route('/v1/lease-offers', leaseRoutes)
  app.route('/v1/valuations', valuationRoutes)
  app.route('/v1', catalogueRoutes)
  app.notFound((c) =>
    errorResponse(c, 404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`)
  )
  app.onError((error, c) => {
    console.error('local stock service', error)
    return errorResponse(c, 500, 'Internal error of the local stock service')
  })
  return app
}
