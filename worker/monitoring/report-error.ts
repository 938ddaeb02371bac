import { captureException, captureMessage } from '@sentry/cloudflare'

/**
 * Reports an error that the visitor will not see as such (a failed loader, a broken block).
 * Logged for `wrangler tail`; sent to Sentry when monitoring is configured (captureException is
 * a no-op without an initialised client).
 */
export function reportError(error: unknown, context: Record<string, string>): void {
  console.error('[error]', context, error)
  captureException(error, { extra: context })
}

/**
 * Raises an alert someone must act on (a lead that will not be delivered): a Sentry event at
 * level error, tagged for search and alert rules. Tags only, and never personal data: the caller
 * passes ids and categories (worker/leads/alert.ts).
 */
export function reportAlert(message: string, tags: Record<string, string>): void {
  console.error('[alert]', message, tags)
  captureMessage(message, { level: 'error', tags })
}
