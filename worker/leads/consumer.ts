import { storedLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import { toCrmLead } from '../crm/crm-payload.ts'
import type { Delivery } from '../upstream/delivery.ts'
import type { DeadLeadAlert } from './alert.ts'
import type { LeadChannel } from './channels.ts'
import { type ConfirmationResult, type ConfirmationSender, confirmLead } from './confirmation.ts'
import { leadMessageSchema, type LeadMessage } from './lead-message.ts'
import {
  type FailureAnswer,
  findLeadById,
  findLeadByKey,
  insertLead,
  markDead,
  markFailed,
  markForwarded,
  type OutboxRow,
  retryDeadline,
} from './outbox.ts'

/**
 * How long failures worth a retry (5xx, timeouts, an unreachable receiver) are retried before
 * the lead is dead and an operator alerted: the queue's 8 retries take about 45 minutes, then
 * the cron brings the lead back every 15 minutes until this window has passed.
 */
export const DELIVERY_WINDOW_HOURS = 6
export const DELIVERY_WINDOW_MS = DELIVERY_WINDOW_HOURS * 3_600_000

export interface LeadsConsumerDeps {
  db: D1Database
  /** The CRM webhook, or e-mail to the dealership (channels.ts). */
  channel: LeadChannel
  now: () => Date
  /** `max_retries` of the consumer in wrangler.toml: after that many retries, the DLQ. */
  maxRetries: number
  report: (error: unknown, context: Record<string, string>) => void
  /** Raises the alert of a lead that just died (alert.ts). */
  alert: (alert: DeadLeadAlert, at: string) => Promise<void>
  /** How long failures are retried; DELIVERY_WINDOW_MS unless a test shortens it. */
  deliveryWindowMs?: number
  /** The visitor's confirmation e-mail; absent when switched off (LEAD_CONFIRMATION_MAIL). */
  confirmation?: ConfirmationSender
}

/**
 * The visitor's confirmation, for a lead stored in D1 (never before: a lead that lives only in
 * its message is confirmed once restored). Its failure never holds the lead back.
 */
async function confirmation(
  row: OutboxRow,
  stored: boolean,
  deps: LeadsConsumerDeps
): Promise<ConfirmationResult> {
  if (!stored || !deps.confirmation) return 'done'
  try {
    return await confirmLead(row, {
      db: deps.db,
      sender: deps.confirmation,
      now: deps.now,
      report: deps.report,
    })
  } catch (error) {
    deps.report(error, { step: 'confirmation', leadId: row.id })
    return 'retry'
  }
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
      consentVersion: message.record.consentVersion ?? null,
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
        consent_version: record.consentVersion ?? null,
        channel: null,
        answer_status: null,
        answer_excerpt: null,
        retry_until: null,
        anonymised_at: null,
      },
    }
  }
}

/** Whether the lead needs no delivery: delivered, spam, or dead (until resent by hand). */
const settled = (row: OutboxRow) =>
  row.status === 'forwarded' || row.status === 'spam' || row.status === 'dead'

function answerOf(delivery: Extract<Delivery, { ok: false }>): FailureAnswer {
  return { error: delivery.error, status: delivery.status, excerpt: delivery.excerpt }
}

/** Marks a lead dead and, if this call is the one that did, raises its alert. */
async function kill(
  row: OutboxRow,
  answer: FailureAnswer,
  reason: DeadLeadAlert['reason'],
  deps: LeadsConsumerDeps
): Promise<void> {
  const at = deps.now().toISOString()
  if (!(await markDead(deps.db, row.id, answer, at))) return
  await deps.alert(
    { leadId: row.id, kind: row.kind, dealership: row.location, status: answer.status, reason },
    at
  )
}

/**
 * Delivers one queued lead through the channel and acknowledges it; a refusal (4xx) makes it
 * dead at once with the answer kept, and alerts; other failures are retried with backoff until
 * the delivery window has passed, then dead and alerted too. Unexpected errors are not caught:
 * the invocation fails and the platform redelivers every message not acknowledged yet, which is
 * safe because delivery is idempotent.
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
  // The visitor's confirmation goes first: a CRM that is down must not delay it. A confirmation
  // still owed brings the message back even when the lead itself is delivered.
  const confirmed = await confirmation(row, stored, deps)
  const ackOrRetry = () =>
    confirmed === 'retry'
      ? message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
      : message.ack()
  if (settled(row)) {
    ackOrRetry()
    return
  }
  const lead = storedLeadSchema.parse(JSON.parse(row.payload))
  const delivery = await deps.channel.deliver(
    toCrmLead(lead, {
      leadId: row.id,
      receivedAt: row.created_at,
      flags: row.flags,
      consentVersion: row.consent_version,
    })
  )
  if (delivery.ok) {
    if (stored) await markForwarded(deps.db, row.id, deps.now().toISOString(), deps.channel.name)
    ackOrRetry()
    return
  }
  if (!stored) {
    // D1 is down: nothing can be marked; the message keeps the lead until it is back.
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    return
  }
  const answer = answerOf(delivery)
  const windowMs = deps.deliveryWindowMs ?? DELIVERY_WINDOW_MS
  if (delivery.permanent || deps.now() >= retryDeadline(row, windowMs)) {
    await kill(row, answer, delivery.permanent ? 'refused' : 'exhausted', deps)
    message.ack()
    return
  }
  await markFailed(deps.db, row.id, answer, deps.now().toISOString()).catch((error: unknown) =>
    deps.report(error, { step: 'consumer-mark-failed', leadId: row.id })
  )
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
}

/**
 * The dead-letter queue: a message lands there after the queue's last retry. Within the
 * delivery window its lead stays `failed` for the cron to bring back (restored first if it only
 * lived in the queue); past it, the lead is dead and alerted.
 */
export async function processDeadLetter(message: Message<unknown>, deps: LeadsConsumerDeps) {
  const parsed = leadMessageSchema.safeParse(message.body)
  if (!parsed.success) {
    deps.report(parsed.error, { step: 'dlq-parse', messageId: message.id })
    message.ack()
    return
  }
  const resolved = await resolveRow(parsed.data, deps)
  if ('drop' in resolved) return message.ack()
  if ('row' in resolved && resolved.stored) {
    const { row } = resolved
    if (!settled(row)) {
      const answer: FailureAnswer = {
        error: `dead-lettered after the queue's retries (${row.last_error ?? 'no answer kept'})`,
        status: row.answer_status,
        excerpt: row.answer_excerpt ?? undefined,
      }
      const windowMs = deps.deliveryWindowMs ?? DELIVERY_WINDOW_MS
      if (deps.now() >= retryDeadline(row, windowMs)) await kill(row, answer, 'exhausted', deps)
      else await markFailed(deps.db, row.id, answer, deps.now().toISOString())
    }
    message.ack()
    return
  }
  // D1 is down: keep the message until it is back.
  message.retry({ delaySeconds: 600 })
}
