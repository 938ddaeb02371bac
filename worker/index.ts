import { withSentry } from '@sentry/cloudflare'
import { createApp } from './app.ts'
import { handleLeadsCron, handleLeadsQueue } from './leads/handlers.ts'
import { sentryOptions } from './monitoring/sentry-options.ts'

const app = createApp()

const handler = {
  fetch: app.fetch,
  queue: (batch, env, ctx) => handleLeadsQueue(batch, env, ctx),
  scheduled: async (controller, env, ctx) => {
    await handleLeadsCron(controller, env, ctx)
  },
} satisfies ExportedHandler<Env>

/** Sentry wraps the handlers; it stays uninitialised unless SENTRY_DSN and ENVIRONMENT are set. */
export default withSentry((env: Env) => sentryOptions(env), handler)
