import { createCrmClient } from '../crm/crm-client.ts'
import type { AppConfig } from '../env.ts'
import { reportError } from '../monitoring/report-error.ts'
import type { LeadsConsumerDeps } from './consumer.ts'
import type { LeadQueue } from './lead-message.ts'
import type { LeadPipelineDeps } from './pipeline.ts'
import type { SubjectSources } from './subject.ts'
import { turnstileSecret } from './turnstile.ts'

/** The queue binding as the pipeline sees it: an awaited send. */
export function leadQueue(binding: Queue): LeadQueue {
  return {
    async send(message) {
      await binding.send(message, { contentType: 'json' })
    },
  }
}

export function pipelineDeps(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch,
  subjects: SubjectSources
): LeadPipelineDeps {
  return {
    subjects,
    db: env.DB,
    queue: leadQueue(env.LEADS_QUEUE),
    upstreamFetch,
    turnstileSecret: turnstileSecret(config),
    rateLimitSalt: config.CRM_WEBHOOK_SECRET ?? config.SITE_URL,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    report: (error, context) => reportError(error, { area: 'leads', ...context }),
  }
}

/** `max_retries` of the leads consumer in wrangler.toml. */
export const LEADS_MAX_RETRIES = 8

export function consumerDeps(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch
): LeadsConsumerDeps {
  return {
    db: env.DB,
    crm: createCrmClient({
      url: config.CRM_WEBHOOK_URL,
      secret: config.CRM_WEBHOOK_SECRET,
      fetch: upstreamFetch,
      requireSignature: config.USE_MOCKS !== 'true',
    }),
    now: () => new Date(),
    maxRetries: LEADS_MAX_RETRIES,
    report: (error, context) => reportError(error, { area: 'leads', ...context }),
  }
}
