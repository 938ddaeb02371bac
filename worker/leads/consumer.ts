import { storedLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import type { CrmClient } from '../crm/crm-client.ts'
import { toCrmLead } from '../crm/crm-payload.ts'
import { leadMessageSchema, type LeadMessage } from './lead-message.ts'
import {
  findLeadById,
  findLeadByKey,
  insertLead,
  markFailed,
  markForwarded,
  type OutboxRow,
} from './outbox.ts'

export interface LeadsConsumerDeps {
  db: D1Database
  crm: CrmClient
  now: () => Date
  /** `max_retries` of the consumer in wrangler.toml: after that many retries, the DLQ. */
  maxRetries: number
  report: (error: unknown, context: Record<string, string>) => void
}

/** 30 s, 1, 2, 4, 8 min, then every 10 min: always inside the cron's 15-minute window. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 600)
}

type Resolved = { row: OutboxRow; stored: boolean } | { retry: string } | { drop: string }

/** The outbox row of a message; restores a queue-only lead into D1 when D1 is back. */
async function resolveRow(message: LeadMessage, deps: LeadsConsumerDeps): Promise<Resolved> {
  try {
    const row =
      (await findLeadById(deps.db, message.leadId)) ??
      (await findLeadByKey(deps.db, message.idempotencyKey))
    if (row) return { row, stored: true }
    if (!message.record) return { drop: `no outbox row for lead ${message.leadId}` }
    const { row: restored } = await insertLead(deps.db, {
      id: message.leadId,
      idempotencyKey: message.idempotencyKey,
      status: 'received',
      ...message.record,
    })
    return { row: restored, stored: true }
  } catch (error) {
    deps.report(error, { step: 'consumer-read', leadId: message.leadId })
    // D1 is down: a lead that travels whole in its message can still reach the CRM.
    if (!message.record) return { retry: 'outbox unavailable' }
    const { record } = message
    const at = record.createdAt
    return {
      stored: false,
      row: {
        id: message.leadId,
        idempotency_key: message.idempotencyKey,
        kind: record.kind,
        location: record.location,
        status: 'received',
        flags: record.flags,
        attempts: 0,
        last_error: null,
        payload: record.payload,
        created_at: at,
        updated_at: at,
        enqueued_at: null,
        forwarded_at: null,
      },
    }
  }
}

/**
 * Forwards one queued lead to the CRM and acknowledges it, or schedules a retry with backoff.
 * Unexpected errors are not caught: the invocation fails and the platform redelivers every
 * message not acknowledged yet, which is safe because delivery is idempotent.
 */
export async function processLeadMessage(message: Message<unknown>, deps: LeadsConsumerDeps) {
  const parsed = leadMessageSchema.safeParse(message.body)
  if (!parsed.success) {
    deps.report(parsed.error, { step: 'consumer-parse', messageId: message.id })
    message.ack()
    return
  }
  const resolved = await resolveRow(parsed.data, deps)
  if ('drop' in resolved) {
    deps.report(new Error(resolved.drop), { step: 'consumer-resolve' })
    message.ack()
    return
  }
  if ('retry' in resolved) {
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    return
  }
  const { row, stored } = resolved
  if (row.status === 'forwarded' || row.status === 'spam') {
    message.ack()
    return
  }
  const lead = storedLeadSchema.parse(JSON.parse(row.payload))
  const delivery = await deps.crm.deliver(
    toCrmLead(lead, { leadId: row.id, receivedAt: row.created_at, flags: row.flags })
  )
  const at = deps.now().toISOString()
  if (delivery.ok) {
    if (stored) await markForwarded(deps.db, row.id, at)
    message.ack()
    return
  }
  const exhausted = message.attempts > deps.maxRetries
  if (stored) {
    await markFailed(deps.db, row.id, delivery.error, at, exhausted ? 'dead' : 'failed').catch(
      (error: unknown) => deps.report(error, { step: 'consumer-mark-failed', leadId: row.id })
    )
  }
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
}

/**
 * The dead-letter queue: a message lands there after the last retry. Its lead is marked dead in
 * the outbox (restored first if it only lived in the queue), so the cron keeps trying it.
 */
export async function processDeadLetter(message: Message<unknown>, deps: LeadsConsumerDeps) {
  const parsed = leadMessageSchema.safeParse(message.body)
  if (!parsed.success) {
    message.ack()
    return
  }
  const resolved = await resolveRow(parsed.data, deps)
  if ('row' in resolved && resolved.stored) {
    if (resolved.row.status !== 'forwarded' && resolved.row.status !== 'spam') {
      await markFailed(deps.db, resolved.row.id, 'dead-lettered', deps.now().toISOString(), 'dead')
    }
    message.ack()
    return
  }
  if ('drop' in resolved) return message.ack()
  message.retry({ delaySeconds: 600 })
}
