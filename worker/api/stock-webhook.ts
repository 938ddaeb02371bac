import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import type { PageCache } from '../cache/page-cache.ts'
import { platformCaches, purgeTags, zonePurgeConfigSchema } from '../content/purge-tags.ts'
import {
  createWebhookFailures,
  replayGuard,
  withinWebhookRateLimit,
} from '../content/webhook-guard.ts'
import { hmacHex, verifyHmacHex } from '../content/webhook-signature.ts'
import { parseJsonText, readBoundedText } from '../http/request-body.ts'
import { reportError } from '../monitoring/report-error.ts'
import { purgeVehicles } from '../stock/stock-purge.ts'

/** Unix seconds at which the sender signed the request. */
export const STOCK_WEBHOOK_TIMESTAMP_HEADER = 'stock-webhook-timestamp'
/** Hex HMAC-SHA256, with `STOCK_WEBHOOK_SECRET`, of `{timestamp}.{raw body}`. */
export const STOCK_WEBHOOK_SIGNATURE_HEADER = 'stock-webhook-signature'
/** Seconds a signed request is accepted either side of the Worker's clock. */
export const STOCK_WEBHOOK_TOLERANCE_SECONDS = 300
/** KV prefix of the signed requests already applied (kept past the window, then forgotten). */
export const STOCK_WEBHOOK_SEEN_PREFIX = 'stock-webhook:seen:'
/** Vehicles one event may name: a bounded purge per request (send more events for more). */
export const STOCK_WEBHOOK_MAX_VEHICLES = 50

const MAX_BODY_BYTES = 16_000

/** The events the stock webhook applies (docs/stock-webhook.md). */
export const STOCK_EVENTS = ['vehicle.changed', 'vehicle.sold'] as const

/** Loose: a field the sender adds must not turn a signed event into an error. */
export const stockEventSchema = z.looseObject({
  event: z.string().min(1).max(100),
  vehicle_ids: z.array(z.number().int().positive()).min(1).max(STOCK_WEBHOOK_MAX_VEHICLES),
})
export type StockEvent = z.infer<typeof stockEventSchema>

/** The text signed: the timestamp binds the body to its moment. */
function signedText(timestamp: string, body: string): string {
  return `${timestamp}.${body}`
}

/**
 * The headers of a signed stock event (tests, docs/stock-webhook.md's example, a sender in
 * TypeScript).
 * @example await signStockEvent(secret, JSON.stringify({ event: 'vehicle.sold', vehicle_ids: [42] }), now)
 */
export async function signStockEvent(
  secret: string,
  body: string,
  unixSeconds: number
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(unixSeconds))
  return {
    [STOCK_WEBHOOK_TIMESTAMP_HEADER]: timestamp,
    [STOCK_WEBHOOK_SIGNATURE_HEADER]: await hmacHex(secret, signedText(timestamp, body), 'SHA-256'),
  }
}

/**
 * `POST /api/stock/webhook`: the stock system tells the site a vehicle changed (price, photos,
 * anything shown; a new vehicle too) or was sold. The signature and its timestamp are checked
 * before anything else is read or written; only requests that fail them are rate limited (in the
 * isolate's memory, as the CMS webhook's). A signed request is applied once: a replay within the
 * window is acknowledged and does nothing, one past it is refused. Applying purges the vehicle's
 * pages in both languages and the searches it shows in (worker/stock/stock-purge.ts), in KV, in
 * this isolate's page cache and in every shared cache the deployment has. Always answers JSON.
 */
export function stockWebhookRoutes(
  options: { pageCache?: PageCache; now?: () => number } = {}
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const failures = createWebhookFailures()
  const now = options.now ?? Date.now

  routes.post('/', async (c) => {
    const config = c.get('config')
    const services = c.get('services')
    const secret = config.STOCK_WEBHOOK_SECRET
    if (!secret) {
      reportError(new Error('STOCK_WEBHOOK_SECRET is not set'), { route: 'stock-webhook' })
      return c.json({ error: 'Webhook not configured' }, 503)
    }
    const body = await readBoundedText(c, MAX_BODY_BYTES)
    const timestamp = c.req.header(STOCK_WEBHOOK_TIMESTAMP_HEADER)?.trim() ?? ''
    const signed =
      body !== null &&
      /^\d{1,12}$/.test(timestamp) &&
      (await verifyHmacHex(
        secret,
        signedText(timestamp, body),
        c.req.header(STOCK_WEBHOOK_SIGNATURE_HEADER),
        'SHA-256'
      ))
    const skew = Math.abs(now() / 1000 - Number(timestamp))
    const timely = skew <= STOCK_WEBHOOK_TOLERANCE_SECONDS
    if (body === null || !signed || !timely) {
      const ip = c.req.header('cf-connecting-ip') ?? 'unknown'
      if (!(await withinWebhookRateLimit(failures, ip, now()))) {
        c.header('Retry-After', '60')
        return c.json({ error: 'Too many requests' }, 429)
      }
      if (body === null) return c.json({ error: 'Body too large' }, 413)
      if (!signed) return c.json({ error: 'Invalid signature' }, 401)
      return c.json(
        {
          error: `Timestamp more than ${STOCK_WEBHOOK_TOLERANCE_SECONDS} s from the server's clock`,
        },
        401
      )
    }
    const json = parseJsonText(body)
    if (json === undefined) return c.json({ error: 'Body is not JSON' }, 400)
    const event = stockEventSchema.safeParse(json)
    if (!event.success) {
      return c.json(
        {
          error: 'Not a stock event',
          issues: event.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        },
        400
      )
    }
    if (!STOCK_EVENTS.some((name) => name === event.data.event)) {
      return c.json({ ok: true, status: 'ignored', event: event.data.event })
    }
    const replay = await replayGuard(services.cache, signedText(timestamp, body), {
      prefix: STOCK_WEBHOOK_SEEN_PREFIX,
      expirationTtl: STOCK_WEBHOOK_TOLERANCE_SECONDS * 2,
    })
    if (replay.seen) return c.json({ ok: true, status: 'duplicate', event: event.data.event })

    const ids = [...new Set(event.data.vehicle_ids)]
    let report
    try {
      report = await purgeVehicles(ids, {
        kv: services.cache,
        current: (id) => services.stock.vehicle(id),
        pageCache: options.pageCache,
      })
    } catch (error) {
      // KV refused a read, a list or a delete: nothing is recorded, the sender may send it again.
      reportError(error, { route: 'stock-webhook', phase: 'purge' })
      return c.json({ error: 'Purge not done, retry' }, 503)
    }
    const zone = zonePurgeConfigSchema.safeParse(c.env)
    const purged = await purgeTags(report.tags, {
      kv: services.cache,
      siteUrl: config.SITE_URL,
      ...platformCaches(c.executionCtx),
      zone: zone.success
        ? { zoneId: zone.data.CLOUDFLARE_ZONE_ID, apiToken: zone.data.CLOUDFLARE_API_TOKEN }
        : undefined,
      fetch,
    })
    await replay.remember()
    for (const error of purged.errors) {
      reportError(new Error(`Cache purge failed: ${error}`), { route: 'stock-webhook' })
    }
    return c.json({
      ok: true,
      status: 'applied',
      event: event.data.event,
      vehicle_ids: ids,
      keys_deleted: report.deleted.length,
      searches_kept: report.searchesKept,
      complete: report.complete,
      unknown_state: report.unknown,
      purged: purged.tags,
      via: purged.via,
    })
  })

  return routes
}
