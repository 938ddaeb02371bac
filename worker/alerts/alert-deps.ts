import type { AppConfig } from '../env.ts'
import { createResendMailer } from '../mail/resend-mailer.ts'
import type { Mailer } from '../mail/mail.ts'
import { reportError } from '../monitoring/report-error.ts'
import { createAlertStock, type AlertStock } from './stock-reads.ts'

export interface AlertDeps {
  db: D1Database
  stock: AlertStock
  mailer: Mailer
  from: string
  siteUrl: string
  /** The key of the links' signatures (docs/decisions/0060). */
  signingKey: string
  now: () => Date
  report: (error: unknown, context: Record<string, string>) => void
}

const report = (error: unknown, context: Record<string, string>) =>
  reportError(error, { area: 'alerts', ...context })

/**
 * The alerts' dependencies, or null when e-mail is not configured: without a mail API, its key
 * (which also signs the links) and a sender, no alert can be confirmed, so none is taken.
 */
export function alertDeps(
  db: D1Database,
  config: AppConfig,
  upstreamFetch: typeof fetch
): AlertDeps | null {
  if (!config.MAIL_API_URL || !config.MAIL_FROM || !config.MAIL_API_KEY) return null
  return {
    db,
    stock: createAlertStock({
      baseUrl: config.STOCK_API_URL,
      fetch: upstreamFetch,
      ...(config.STOCK_API_TOKEN ? { token: config.STOCK_API_TOKEN } : {}),
    }),
    mailer: createResendMailer({
      apiUrl: config.MAIL_API_URL,
      apiKey: config.MAIL_API_KEY,
      fetch: upstreamFetch,
    }),
    from: config.MAIL_FROM,
    siteUrl: config.SITE_URL,
    signingKey: config.MAIL_API_KEY,
    now: () => new Date(),
    report,
  }
}
