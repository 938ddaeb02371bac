import type { MiddlewareHandler } from 'hono'
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

export function localServicesOverHttp(): MiddlewareHandler<AppEnv> {
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
    const answer = await service.fetch(new Request(target, c.req.raw), c.env, c.executionCtx)
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
