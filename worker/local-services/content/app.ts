import { Hono } from 'hono'
import { createCdn, type CdnOptions } from './cdn.ts'
import { managementApi } from './management/management-api.ts'
import { requireToken, type LocalContentEnv, type Respond } from './request-context.ts'
import { spaceRoutes } from './space-routes.ts'
import { storyRoutes } from './story-routes.ts'

export type { LocalContentBindings } from './request-context.ts'

/**
 * A local Storyblok-compatible Content Delivery API v2 (and Management API v1, management/) over D1, as strict as the real one
 * (docs/decisions/0027): documented parameters only (422 otherwise), drafts only with the preview
 * token, a redirect without `cv`, answers kept per URL by a simulated CDN (an older `cv` keeps
 * getting the content of its time) and the documented rate limits (429).
 *
 * @example
 * const service = createLocalContentService()
 * await service.request('/v2/cdn/stories/contact?token=t&cv=1', {}, { DB, STORYBLOK_TOKEN: 't' })
 * service.traffic // { cached, uncached, refused }
 */
export function createLocalContentService(options: CdnOptions = {}) {
  const app = new Hono<LocalContentEnv>()
  const cdn = createCdn(options)

  /**
   * The CDN in front of `compute`: a cached answer if the URL was answered before (published
   * reads only), else the rate limit of `kind`, then the answer (kept when it is a 200).
   */
  const respond: Respond = async (c, kind, cacheable, compute) => {
    const key = cdn.key(new URL(c.req.url))
    const hit = cacheable ? cdn.lookup(key) : undefined
    if (!cdn.admit(hit ? 'cached' : kind)) return c.json({ error: 'Too Many Requests' }, 429)
    if (hit) return new Response(hit.body, { status: hit.status, headers: hit.headers })
    const answer = await compute()
    const headers: [string, string][] = [
      ['content-type', 'application/json; charset=UTF-8'],
      ...Object.entries(answer.headers ?? {}),
    ]
    const body = JSON.stringify(answer.body)
    if (cacheable && answer.status === 200) cdn.store(key, { status: 200, body, headers })
    return new Response(body, { status: answer.status, headers })
  }

  app.use('/v2/cdn/*', requireToken())
  storyRoutes(app, respond)
  spaceRoutes(app, respond)
  // The Management API (`/v1/spaces/…`): not behind the CDN, its own token (management/).
  const management = managementApi()
  app.all('/v1/*', (c) => management.fetch(c.req.raw, c.env))
  app.notFound((c) => c.json({ error: 'Not found' }, 404))

  return Object.assign(app, {
    /** What the simulated CDN saw (tests read it). */
    traffic: cdn.traffic,
  })
}

export type LocalContentService = ReturnType<typeof createLocalContentService>
