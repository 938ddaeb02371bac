import { captureException } from '@sentry/cloudflare'

/**
 * Reports an error that the visitor will not see as such (a failed loader, a broken block).
 * Logged for `wrangler tail`; sent to Sentry when monitoring is configured (captureException is
 * a no-op without an initialised client).
 */
export function reportError(error: unknown, context: Record<string, string>): void {
  console.error('[error]', context, error)
  captureException(error, { extra: context })
}
