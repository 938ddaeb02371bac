import type { MiddlewareHandler } from 'hono'
import { sameSitePath } from '../../client/routes/same-site-path.ts'

/**
 * One URL per page: `/stock/` answers 301 to `/stock` (query kept). A path whose trimmed form
 * would leave the site (`//evil.example/` → `//evil.example`) is not redirected at all: the
 * routes answer it (page-not-found), as any path that is no page.
 */
export function trimTrailingSlash(): MiddlewareHandler {
  return async function trimTrailingSlashMiddleware(c, next) {
    const url = new URL(c.req.url)
    if (
      url.pathname.length > 1 &&
      url.pathname.endsWith('/') &&
      (c.req.method === 'GET' || c.req.method === 'HEAD')
    ) {
      const target = sameSitePath((url.pathname.replace(/\/+$/, '') || '/') + url.search)
      if (target !== null) return c.redirect(target, 301)
    }
    await next()
  }
}
