import { Hono } from 'hono'
import { catalogueRoutes } from './catalogue-routes.ts'
import type { StockBindings } from './d1.ts'
import { errorResponse } from './errors.ts'
import { leaseRoutes } from './lease-routes.ts'
import { valuationRoutes } from './valuation.ts'
import { vehicleRoutes } from './vehicle-routes.ts'

/**
 * The embedded stock service: the stock API contract (worker/stock/contract.ts, /v1) over D1.
 * Mounted in-process for the stock host when USE_MOCKS is "true"; production calls the group's
 * real stock API with the same requests.
 */
export function createLocalStockService() {
  const app = new Hono<{ Bindings: StockBindings }>()
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
