import { withSentry } from '@sentry/cloudflare'
import { handleAlertsCron } from './alerts/alert-cron.ts'
import { createApp } from './app.ts'
import { handleLeadsCron, handleLeadsQueue } from './leads/handlers.ts'
import { handleStockImportCron, STOCK_IMPORT_CRON } from './stock-feed/handler.ts'
import { sentryOptions } from './monitoring/sentry-options.ts'

const app = createApp()

const handler = {
  fetch: app.fetch,
  queue: (batch, env, ctx) => handleLeadsQueue(batch, env, ctx),
  scheduled: async (controller, env, ctx) => {
    // The stock import has its own cron (docs/stock-feed.md); every other tick is the leads' and
    // the alerts', side by side: a failure of one never holds back the other (the leads' is
    // rethrown, as before; the alerts report their own).
    if (controller.cron === STOCK_IMPORT_CRON) {
      await handleStockImportCron(controller, env, ctx)
      return
    }
    await Promise.allSettled([
      handleLeadsCron(controller, env, ctx),
      handleAlertsCron(env, ctx),
    ]).then(([leads]) => {
      if (leads.status === 'rejected') throw leads.reason
    })
  },
} satisfies ExportedHandler<Env>

/** Sentry wraps the handlers; it stays uninitialised unless SENTRY_DSN and ENVIRONMENT are set. */
const monitored = withSentry((env: Env) => sentryOptions(env), handler)

/**
 * Without monitoring configured, the handlers run unwrapped: an uninitialised Sentry reports
 * nothing, yet its wrapper would still trace every request and hand the app a new proxy of `env`
 * each time, defeating what the app keeps per isolate under `env` (docs/decisions/0024).
 */
export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    return sentryOptions(env) ? monitored.fetch(request, env, ctx) : app.fetch(request, env, ctx)
  },
  queue(batch: MessageBatch, env: Env, ctx: ExecutionContext) {
    return sentryOptions(env) ? monitored.queue(batch, env, ctx) : handler.queue(batch, env, ctx)
  },
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    return sentryOptions(env)
      ? monitored.scheduled(controller, env, ctx)
      : handler.scheduled(controller, env, ctx)
  },
}
