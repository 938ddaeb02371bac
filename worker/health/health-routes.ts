import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { createContentClient } from '../content/content-client.ts'
import { pingLeadChannel } from '../crm/crm-ping.ts'
import { wireLocationsResponseSchema } from '../stock/contract.ts'
import { fetchJson } from '../upstream/fetch-json.ts'
import type { Readiness, ReadinessProbes } from './readiness.ts'

declare const __BUILD_ID__: string

/**
 * Answers for uptime monitors (docs/deploying.md, "Monitoring"), never cached, never in the
 * sitemap:
 * - `GET /healthz`: the Worker itself answers (no upstream, no binding read): 200 with the build;
 * - `GET /readyz`: whether each upstream the site needs answers now (content, stock, CRM, D1):
 *   200 when all do, 503 naming the degraded ones. Names only: no host, no error text. The probes
 *   run at most once per isolate every few seconds (worker/health/readiness.ts), so polling it
 *   costs the upstreams nothing that grows with the polls.
 */
export function healthRoutes(options: { readiness: Readiness; buildTimestamp: number }) {
  const routes = new Hono<AppEnv>()

  routes.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({
      status: 'ok',
      build: __BUILD_ID__,
      builtAt: new Date(options.buildTimestamp).toISOString(),
      environment: c.get('config').ENVIRONMENT,
    })
  })

  routes.get('/readyz', async (c) => {
    const config = c.get('config')
    const services = c.get('services')
    const { timeoutMs } = options.readiness
    const probes: ReadinessProbes = {
      // The space's current version: the one read a publish changes, small and never cached.
      content: () =>
        createContentClient({
          accessToken: config.STORYBLOK_TOKEN,
          endpoint: config.STORYBLOK_API_URL,
          fetch: services.upstreamFetch,
          limiter: services.contentLimiter,
          timeoutMs,
          log: () => undefined,
        }).getSpace(),
      stock: async () => {
        const answer = await fetchJson({
          fetch: services.upstreamFetch,
          url: `${config.STOCK_API_URL.replace(/\/$/, '')}/locations`,
          schema: wireLocationsResponseSchema,
          timeoutMs,
          label: 'readiness stock',
        })
        if (answer === null) throw new Error('stock /locations answered 404')
      },
      crm: async () => {
        const ping = await pingLeadChannel({
          crmUrl: config.CRM_WEBHOOK_URL,
          mailUrl: config.MAIL_API_URL,
          fetch: services.upstreamFetch,
          timeoutMs,
        })
        if (!ping.reachable) throw new Error(`${ping.channel} ping: ${ping.status ?? 'no answer'}`)
      },
      d1: () => services.db.prepare('SELECT 1 AS one').first(),
    }
    const report = await options.readiness.report(probes)
    c.header('Cache-Control', 'no-store')
    if (report.status !== 'ready') c.header('Retry-After', '30')
    return c.json({ ...report, build: __BUILD_ID__ }, report.status === 'ready' ? 200 : 503)
  })

  return routes
}
