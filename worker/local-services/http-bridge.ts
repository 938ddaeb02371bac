import type { ExecutionContext, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { localServices } from './local-services.ts'

/**
 * Whether this build carries the local services: `false` when it is built for a named Cloudflare
 * environment (vite.config.ts), so a production bundle drops this middleware's body; a build
 * that does not define it (tools, older configs) keeps it.
 */
declare const __LOCAL_SERVICES__: boolean

/**
 * Local services reachable over HTTP while the embedded default runs (`USE_MOCKS = "true"`), so
 * an editor's or developer's own tools can read the demo data with the production contracts:
 * - `/__local/storyblok/v2/cdn/…` → the local Storyblok Content Delivery API (token
 *   `demo-public-token`, or the preview token of `.dev.vars` for drafts);
 * - `/__local/storyblok/v1/spaces/…` → the local Storyblok Management API (token
 *   `demo-management-token` in `Authorization`; docs/editors.md);
 * - `/__local/stock/v1/…` → the local stock API (docs/stock-api.md).
 * They are the very services the Worker reads in-process, with the same data, cache versions
 * and rate limits. Everywhere else, and in production, the path is an ordinary unknown page.
 *
 * @example
 * new StoryblokClient({ accessToken: 'demo-public-token',
 *   endpoint: 'http://localhost:8787/__local/storyblok/v2' }).get('cdn/stories/contact')
 */
export const LOCAL_HTTP_MOUNTS = {
  '/__local/storyblok': 'STORYBLOK_API_URL',
  '/__local/stock': 'STOCK_API_URL',
} as const

export interface LocalServicesOverHttpOptions {
  /**
   * The Worker's own app: the local Management API sends its publish webhook there (signed, to
   * `/api/cms/webhook`), as Storyblok POSTs it to the site (worker/local-services/content/management).
   */
  webhook?: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>
}

export function localServicesOverHttp(
  options: LocalServicesOverHttpOptions = {}
): MiddlewareHandler<AppEnv> {
  return async function localServicesHttp(c, next) {
    if (typeof __LOCAL_SERVICES__ !== 'undefined' && !__LOCAL_SERVICES__) return next()
    const config = c.get('config')
    if (config.USE_MOCKS !== 'true') return next()
    const url = new URL(c.req.url)
    const prefix = Object.keys(LOCAL_HTTP_MOUNTS).find((mount) =>
      url.pathname.startsWith(`${mount}/`)
    ) as keyof typeof LOCAL_HTTP_MOUNTS | undefined
    if (!prefix) return next()
    const upstream = new URL(config[LOCAL_HTTP_MOUNTS[prefix]])
    const service = localServices(config)[upstream.host]
    if (!service) return next()
    const target = new URL(`${url.pathname.slice(prefix.length)}${url.search}`, upstream.origin)
    const request = new Request(target, c.req.raw)
    // The site's origin, for the webhook the Management API sends back to it.
    request.headers.set('x-local-site-origin', url.origin)
    const { webhook } = options
    const env = webhook
      ? {
          ...c.env,
          LOCAL_WEBHOOK_DISPATCH: (event: Request) => webhook(event, c.env, c.executionCtx),
        }
      : c.env
    const answer = await service.fetch(request, env, c.executionCtx)
    const headers = new Headers(answer.headers)
    // A redirect names the service's own host: point it back at this mount.
    const location = headers.get('location')
    if (location?.startsWith(upstream.origin)) {
      headers.set('location', `${url.origin}${prefix}${location.slice(upstream.origin.length)}`)
    }
    // Storyblok's API answers browsers from any origin; so does its local stand-in.
    if (prefix === '/__local/storyblok') headers.set('access-control-allow-origin', '*')
    return new Response(answer.body, { status: answer.status, headers })
  }
}
