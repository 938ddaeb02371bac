import { reportError } from '../monitoring/report-error.ts'
import { platform } from '../platform.ts'
import { processDeadLetter, processLeadMessage, type LeadsConsumerDeps } from './consumer.ts'
import { requeueOverdueLeads } from './cron.ts'
import { consumerDeps, leadQueue } from './deps.ts'

/**
 * The `queue` handler: forwards leads to the CRM, one message at a time so that a crash leaves
 * the acknowledged ones acknowledged. Messages from the dead-letter queue mark their lead dead.
 */
export async function handleLeadsQueue(
  batch: MessageBatch<unknown>,
  env: Env,
  ctx: ExecutionContext,
  overrides: Partial<LeadsConsumerDeps> = {}
): Promise<void> {
  const { config, upstreamFetch } = platform(env, ctx)
  const deps = { ...consumerDeps(env, config, upstreamFetch), ...overrides }
  const dead = batch.queue.endsWith('-dlq')
  for (const message of batch.messages) {
    if (dead) await processDeadLetter(message, deps)
    else await processLeadMessage(message, deps)
  }
}

/** The `scheduled` handler: re-enqueues leads not forwarded within 15 minutes. */
export async function handleLeadsCron(
  _controller: ScheduledController,
  env: Env,
  _ctx: ExecutionContext,
  overrides: { now?: () => Date } = {}
): Promise<number> {
  return requeueOverdueLeads({
    db: env.DB,
    queue: leadQueue(env.LEADS_QUEUE),
    now: overrides.now ?? (() => new Date()),
    report: (error, context) => reportError(error, { area: 'leads', ...context }),
  })
}
