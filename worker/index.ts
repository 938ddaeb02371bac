import { withSentry } from '@sentry/cloudflare'
import { createApp } from './app.ts'
import { sentryOptions } from './monitoring/sentry-options.ts'

const app = createApp()

const handler = {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>

/** Sentry wraps the handlers; it stays uninitialised unless SENTRY_DSN and ENVIRONMENT are set. */
export default withSentry((env: Env) => sentryOptions(env), handler)
