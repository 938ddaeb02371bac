import type { Hono } from 'hono'
import type { AppConfig } from '../env.ts'
import { createLocalCrmSink } from './crm/app.ts'
import { createLocalContentService } from './content/app.ts'
import { createLocalMailSink } from './mail/app.ts'
import { createLocalStockService } from './stock/service.ts'

/** A local service: a Hono app speaking an upstream's production HTTP contract. */
export type LocalService = Pick<Hono<{ Bindings: Env }>, 'fetch'>

const byConfig = new WeakMap<AppConfig, Record<string, LocalService>>()

/**
 * The local services of the embedded default, keyed by the host each upstream URL names, so
 * that pointing an upstream URL at a real host is all it takes to leave the demo.
 */
export function localServices(config: AppConfig): Record<string, LocalService> {
  const hit = byConfig.get(config)
  if (hit) return hit
  const services: Record<string, LocalService> = {
    [new URL(config.STOCK_API_URL).host]: createLocalStockService(),
    [new URL(config.STORYBLOK_API_URL).host]: createLocalContentService(),
  }
  if (config.CRM_WEBHOOK_URL) {
    services[new URL(config.CRM_WEBHOOK_URL).host] = createLocalCrmSink({
      secret: config.CRM_WEBHOOK_SECRET,
      path: new URL(config.CRM_WEBHOOK_URL).pathname,
    })
  }
  if (config.MAIL_API_URL) {
    services[new URL(config.MAIL_API_URL).host] = createLocalMailSink({
      apiKey: config.MAIL_API_KEY,
    })
  }
  byConfig.set(config, services)
  return services
}
