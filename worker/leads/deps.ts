import { createCrmClient } from '../crm/crm-client.ts'
import type { AppConfig } from '../env.ts'
import { createResendMailer } from '../mail/resend-mailer.ts'
import type { Mailer } from '../mail/mail.ts'
import { reportAlert, reportError } from '../monitoring/report-error.ts'
import { createServices } from '../services.ts'
import { alertDeadLead, type CaptureAlert } from './alert.ts'
import {
  crmChannel,
  dealershipContact,
  type LeadChannel,
  mailChannel,
  unconfiguredChannel,
} from './channels.ts'
import type { LeadsConsumerDeps } from './consumer.ts'
import type { ConfirmationSender } from './confirmation.ts'
import type { LeadQueue } from './lead-message.ts'
import type { LeadPipelineDeps } from './pipeline.ts'
import type { SubjectSources } from './subject.ts'
import type { Location } from '../../client/domain/location.ts'
import { dealershipOfLocation, directoryOf } from '../../client/features/lead-forms/dealerships.ts'
import { turnstileSecret } from './turnstile.ts'

/** The queue binding as the pipeline sees it: an awaited send. */
export function leadQueue(binding: Queue): LeadQueue {
  return {
    async send(message) {
      await binding.send(message, { contentType: 'json' })
    },
  }
}

const report = (error: unknown, context: Record<string, string>) =>
  reportError(error, { area: 'leads', ...context })

export function pipelineDeps(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch,
  stock: SubjectSources & { locations(): Promise<readonly Location[] | null> }
): LeadPipelineDeps {
  return {
    subjects: stock,
    dealerships: async () => {
      const list = await stock.locations()
      return list && list.length > 0 ? directoryOf(list.map(dealershipOfLocation)) : null
    },
    db: env.DB,
    queue: leadQueue(env.LEADS_QUEUE),
    upstreamFetch,
    turnstileSecret: turnstileSecret(config),
    rateLimitSalt: config.CRM_WEBHOOK_SECRET ?? config.SITE_URL,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    report,
  }
}

/** `max_retries` of the leads consumer in wrangler.toml. */
export const LEADS_MAX_RETRIES = 8

/** The e-mail adapter of the configuration, or null when e-mail is not configured. */
export function configuredMailer(config: AppConfig, upstreamFetch: typeof fetch): Mailer | null {
  if (!config.MAIL_API_URL || !config.MAIL_FROM) return null
  return createResendMailer({
    apiUrl: config.MAIL_API_URL,
    apiKey: config.MAIL_API_KEY,
    fetch: upstreamFetch,
  })
}

type StockService = ReturnType<typeof createServices>['stock']

/**
 * The stock service of a queue batch, built on its first use and kept for the batch: the mail
 * channel and the visitors' confirmations both look dealerships up through it.
 */
function batchStock(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch,
  waitUntil: (promise: Promise<unknown>) => void
): () => StockService {
  let stock: StockService | undefined
  return () => (stock ??= createServices({ env, config, upstreamFetch, waitUntil }).stock)
}

/**
 * The lead channel of the configuration: the CRM webhook when `CRM_WEBHOOK_URL` is set, else
 * e-mail to the dealership when e-mail is configured (docs/decisions/0051).
 */
export function leadChannel(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch,
  waitUntil: (promise: Promise<unknown>) => void,
  stock = batchStock(env, config, upstreamFetch, waitUntil)
): LeadChannel {
  if (config.CRM_WEBHOOK_URL) {
    return crmChannel(
      createCrmClient({
        url: config.CRM_WEBHOOK_URL,
        secret: config.CRM_WEBHOOK_SECRET,
        fetch: upstreamFetch,
        requireSignature: config.USE_MOCKS !== 'true',
      })
    )
  }
  const mailer = configuredMailer(config, upstreamFetch)
  if (!mailer || !config.MAIL_FROM) return unconfiguredChannel
  return mailChannel({
    mailer,
    from: config.MAIL_FROM,
    dealership: (slug) =>
      dealershipContact(
        slug,
        async (wanted) => {
          const location = await stock().location(wanted)
          return location ? { name: location.name, email: location.email } : null
        },
        report
      ),
  })
}

/** Sentry's event for an alert (a no-op without monitoring), and a log line for `wrangler tail`. */
export const captureAlert: CaptureAlert = reportAlert

export function consumerDeps(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch,
  waitUntil: (promise: Promise<unknown>) => void,
  capture: CaptureAlert = captureAlert
): LeadsConsumerDeps {
  const mailer = configuredMailer(config, upstreamFetch)
  const stock = batchStock(env, config, upstreamFetch, waitUntil)
  const mail =
    mailer && config.MAIL_FROM && config.OPS_ALERT_EMAIL
      ? { mailer, from: config.MAIL_FROM, to: config.OPS_ALERT_EMAIL }
      : undefined
  const confirmation: ConfirmationSender | undefined =
    mailer && config.MAIL_FROM && config.LEAD_CONFIRMATION_MAIL !== 'off'
      ? {
          mailer,
          from: config.MAIL_FROM,
          siteUrl: config.SITE_URL,
          dealership: async (slug) => {
            const location = await stock().location(slug)
            return location ? dealershipOfLocation(location) : null
          },
        }
      : undefined
  return {
    db: env.DB,
    channel: leadChannel(env, config, upstreamFetch, waitUntil, stock),
    ...(confirmation ? { confirmation } : {}),
    now: () => new Date(),
    maxRetries: LEADS_MAX_RETRIES,
    report,
    alert: (alert, at) => alertDeadLead(alert, at, { capture, mail, report }),
  }
}
