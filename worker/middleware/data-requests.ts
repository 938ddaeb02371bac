import type { MiddlewareHandler } from 'hono'
import { DATA_PREFIX, payloadPagePath } from '../../framework/payload/payload.ts'
import type { AppEnv } from '../app-env.ts'

/**
 * Recognises client-navigation payload requests (`/__data/stock` for `/stock`) once, before any
 * middleware or route that cares: the legacy redirects and the page routes read the answer from
 * the context (`pageRequest`) instead of each knowing the prefix.
 */
export function dataRequests(): MiddlewareHandler<AppEnv> {
  return async function dataRequestsMiddleware(c, next) {
    // Decided on the path Hono routes by (decoded), as the mount under the prefix is; the page's
    // path is taken from the URL as sent, as loaders read it.
    const asData = payloadPagePath(c.req.path) !== null
    const pathname = new URL(c.req.url).pathname
    c.set('pageRequest', {
      asData,
      path: asData ? pathname.slice(DATA_PREFIX.length) || '/' : pathname,
    })
    await next()
  }
}
