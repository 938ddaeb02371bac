import type { CaptureAlert } from './alert.ts'
import { reportError } from '../monitoring/report-error.ts'
import { platform } from '../platform.ts'
import { processDeadLetter, processLeadMessage, type LeadsConsumerDeps } from './consumer.ts'
import { requeueOverdueLeads } from './cron.ts'
import { consumerDeps, leadQueue } from './deps.ts'
import type { LeadQueue } from './lead-message.ts'
import { applyRetention, DEFAULT_RETENTION, type RetentionResult } from './retention.ts'

/**
 * The `queue` handler: delivers leads (CRM or e-mail), one message at a time so that a crash
 * leaves the acknowledged ones acknowledged. Messages from the dead-letter queue settle their
 * lead: failed (the cron brings it back) or, past the delivery window, dead and alerted.
 */
export async function handleLeadsQueue(
  batch: MessageBatch<unknown>,
  env: Env,
  ctx: ExecutionContext,
  overrides: Partial<LeadsConsumerDeps> & { capture?: CaptureAlert } = {}
): Promise<void> {
  const { config, upstreamFetch } = platform(env, ctx)
  const { capture, ...replaced } = overrides
  const deps = {
    ...consumerDeps(env, config, upstreamFetch, (promise) => ctx.waitUntil(promise), capture),
    ...replaced,
  }
  const dead = batch.queue.endsWith('-dlq')
  for (const message of batch.messages) {
    if (dead) await processDeadLetter(message, deps)
    else await processLeadMessage(message, deps)
  }
}

/**
 * The `scheduled` handler: re-enqueues leads not delivered within 15 minutes, then applies the
 * retention periods (docs/privacy.md). A failed retention run is reported and tried again at
 * the next tick; it never holds back the leads.
 */
export async function handleLeadsCron(
  _controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
  overrides: { now?: () => Date; queue?: LeadQueue } = {}
): Promise<{ requeued: number; retention: RetentionResult | null }> {
  const { config } = platform(env, ctx)
  const now = overrides.now ?? (() => new Date())
  const report = (error: unknown, context: Record<string, string>) =>
    reportError(error, { area: 'leads', ...context })
  const requeued = await requeueOverdueLeads({
    db: env.DB,
    queue: overrides.queue ?? leadQueue(env.LEADS_QUEUE),
    now,
    report,
  })
  const retention = await applyRetention(env.DB, now(), {
    leadDays: config.LEAD_RETENTION_DAYS ?? DEFAULT_RETENTION.leadDays,
    spamDays: config.LEAD_SPAM_RETENTION_DAYS ?? DEFAULT_RETENTION.spamDays,
  }).catch((error: unknown) => {
    report(error, { step: 'retention' })
    return null
  })
  return { requeued, retention }
}
