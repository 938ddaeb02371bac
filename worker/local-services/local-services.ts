import type { Hono } from 'hono'
import type { AppConfig } from '../env.ts'
import { createLocalCrmSink } from './crm/app.ts'
import { createLocalContentService } from './content/app.ts'
import { createLocalMailSink } from './mail/app.ts'
import { createLocalStockService } from './stock/service.ts'

/** A local service: a Hono app speaking an upstream's production HTTP contract. */
export type LocalService = Pick<Hono<{ Bindings: Env }>, 'fetch'>

const byConfig = new WeakMap<AppConfig, Record<string, LocalService>>()

/** The embedded default's hosts (docs/decisions/0006): reserved, never a real upstream's. */
const LOCAL_HOST = /\.local\.test$/

/**
 * The local services of the embedded default, keyed by the host each upstream URL names, for the
 * upstreams whose URL names a `*.local.test` host: pointing an upstream URL at any other host (a
 * real API, a closed port to rehearse an outage) is all it takes to leave the demo for that
 * upstream. Two upstreams on one local host would shadow each other (the stock API's requests
 * answered by the CMS, 404s read as "vehicle not found"): refused.
 */
export function localServices(config: AppConfig): Record<string, LocalService> {
  const hit = byConfig.get(config)
  if (hit) return hit
  const candidates: [string, () => LocalService][] = [
    [config.STOCK_API_URL, () => createLocalStockService({ token: config.STOCK_API_TOKEN })],
    [config.STORYBLOK_API_URL, () => createLocalContentService()],
  ]
  const crmUrl = config.CRM_WEBHOOK_URL
  if (crmUrl) {
    candidates.push([
      crmUrl,
      () =>
        createLocalCrmSink({ secret: config.CRM_WEBHOOK_SECRET, path: new URL(crmUrl).pathname }),
    ])
  }
  if (config.MAIL_API_URL) {
    candidates.push([
      config.MAIL_API_URL,
      () => createLocalMailSink({ apiKey: config.MAIL_API_KEY }),
    ])
  }
  const services: Record<string, LocalService> = {}
  for (const [url, create] of candidates) {
    const { host, hostname } = new URL(url)
    if (!LOCAL_HOST.test(hostname)) continue
    if (services[host]) {
      throw new Error(`Two upstreams share the local host ${host}: give each its own`)
    }
    services[host] = create()
  }
  byConfig.set(config, services)
  return services
}
