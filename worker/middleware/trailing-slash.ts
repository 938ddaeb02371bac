import type { MiddlewareHandler } from 'hono'

/** One URL per page: `/stock/` answers 301 to `/stock` (query kept). */
export function trimTrailingSlash(): MiddlewareHandler {
  return async function trimTrailingSlashMiddleware(c, next) {
    const url = new URL(c.req.url)
    if (
      url.pathname.length > 1 &&
      url.pathname.endsWith('/') &&
      (c.req.method === 'GET' || c.req.method === 'HEAD')
    ) {
      url.pathname = url.pathname.replace(/\/+$/, '') || '/'
      return c.redirect(url.pathname + url.search, 301)
    }
    await next()
  }
}
