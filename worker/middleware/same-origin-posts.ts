import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

export type PostOrigin = 'same-origin' | 'cross-site' | 'unknown'

/**
 * Where a POST comes from, as the browser says it (docs/decisions/0041):
 *
 * - `Sec-Fetch-Site` first (scripts cannot set it): `same-origin` and `none` (the visitor's own
 *   action, e.g. a form re-sent from history) are the site; anything else (`same-site`,
 *   `cross-site`) is not.
 * - Without it, `Origin`: the site's own origin (the request's host, or `SITE_URL`) is the site;
 *   any other, `null` included, is not.
 * - Without either, `unknown`: a browser sends at least one of them on every cross-site POST, so
 *   this is a client that is not a browser acting for someone (curl, a server, a very old
 *   browser), which cannot carry a visitor's cookies or IP into the site anyway.
 */
export function postOrigin(
  headers: { secFetchSite: string | undefined; origin: string | undefined },
  requestUrl: string,
  siteUrl: string
): PostOrigin {
  const site = headers.secFetchSite?.trim().toLowerCase()
  if (site) return site === 'same-origin' || site === 'none' ? 'same-origin' : 'cross-site'
  const origin = headers.origin?.trim()
  if (!origin) return 'unknown'
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return 'cross-site'
  }
  // The host as the request reached the Worker (a local edge may speak http to it while the
  // browser spoke https), or the public site's origin exactly.
  if (parsed.origin === new URL(siteUrl).origin) return 'same-origin'
  if (parsed.host === new URL(requestUrl).host && /^https?:$/.test(parsed.protocol)) {
    return 'same-origin'
  }
  return 'cross-site'
}

/**
 * Refuses POSTs another website makes its visitors send (cross-site request forgery of leads):
 * `refuse` answers them (403, in the form's language and format). Requests without either header
 * pass (see `postOrigin`).
 */
export function sameOriginPosts(options: {
  refuse: (c: Context<AppEnv>) => Response | Promise<Response>
}): MiddlewareHandler<AppEnv> {
  return async function sameOriginPostsMiddleware(c, next) {
    if (c.req.method !== 'POST') return next()
    const from = postOrigin(
      { secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin') },
      c.req.url,
      c.get('config').SITE_URL
    )
    if (from === 'cross-site') return options.refuse(c)
    await next()
  }
}
