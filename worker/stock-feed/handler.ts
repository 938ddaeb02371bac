import { platformCaches, purgeTags, zonePurgeConfigSchema } from '../content/purge-tags.ts'
import { createResendMailer } from '../mail/resend-mailer.ts'
import { reportAlert, reportError } from '../monitoring/report-error.ts'
import { platform } from '../platform.ts'
import { DEFAULT_GUARD } from './import-stock.ts'
import type { FeedSettings } from './parse-feed.ts'
import { runScheduledImport, type ScheduledImportOutcome } from './scheduled-import.ts'

/** The cron of the stock import in wrangler.toml: hourly, off the leads' five-minute beat. */
export const STOCK_IMPORT_CRON = '7 * * * *'

/**
 * The `scheduled` handler of the stock import: reads `STOCK_FEED_*` (worker/env.ts), does nothing
 * when no feed is configured. Tests replace the feed, the network and the clock.
 */
export async function handleStockImportCron(
  _controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
  overrides: {
    feed?: { url: string; settings: FeedSettings }
    fetch?: typeof fetch
    now?: () => Date
    capture?: (message: string, tags: Record<string, string>) => void
  } = {}
): Promise<ScheduledImportOutcome | null> {
  const { config, upstreamFetch } = platform(env, ctx)
  const now = overrides.now ?? (() => new Date())
  const feed =
    overrides.feed ??
    (config.STOCK_FEED_URL
      ? {
          url: config.STOCK_FEED_URL,
          settings: {
            format: config.STOCK_FEED_FORMAT ?? 'neutral',
            location: config.STOCK_FEED_LOCATION,
            thisYear: now().getUTCFullYear(),
          },
        }
      : null)
  if (!feed) return null
  const capture = overrides.capture ?? reportAlert
  const mailer =
    config.MAIL_API_URL && config.MAIL_FROM && config.OPS_ALERT_EMAIL
      ? {
          mailer: createResendMailer({
            apiUrl: config.MAIL_API_URL,
            apiKey: config.MAIL_API_KEY,
            fetch: upstreamFetch,
          }),
          from: config.MAIL_FROM,
          to: config.OPS_ALERT_EMAIL,
        }
      : null
  const zone = zonePurgeConfigSchema.safeParse(env)
  return runScheduledImport({
    db: env.DB,
    fetch: overrides.fetch ?? upstreamFetch,
    feed: { ...feed, token: config.STOCK_FEED_TOKEN },
    guard: {
      ...DEFAULT_GUARD,
      maxRemovedPercent: config.STOCK_IMPORT_MAX_REMOVED_PERCENT ?? DEFAULT_GUARD.maxRemovedPercent,
    },
    now,
    purge: (tags) =>
      purgeTags(tags, {
        kv: env.CACHE,
        siteUrl: config.SITE_URL,
        ...platformCaches(ctx),
        zone: zone.success
          ? { zoneId: zone.data.CLOUDFLARE_ZONE_ID, apiToken: zone.data.CLOUDFLARE_API_TOKEN }
          : undefined,
        fetch,
      }),
    forget: async (keys) => {
      await Promise.all(keys.map((key) => env.CACHE.delete(key)))
    },
    alert: async (message, details) => {
      capture(message, details)
      if (!mailer) return
      // Operators' mail, not visitor text: the technical reason as the importer wrote it.
      const delivery = await mailer.mailer.sendMail({
        to: mailer.to,
        from: mailer.from,
        subject: `[stock] ${message}`,
        text: Object.entries(details)
          .map(([key, value]) => `${key}: ${value}`)
          .join('\n'),
        idempotencyKey: `alert/stock-import/${details.source ?? ''}/${message}/${now().toISOString()}`,
      })
      if (!delivery.ok)
        reportError(new Error(`Alert e-mail not sent: ${delivery.error}`), { area: 'stock-import' })
    },
    report: reportError,
  })
}
