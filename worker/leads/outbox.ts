import { z } from 'zod'

/**
 * The leads outbox in D1 (migration 0001): the durable record of every lead and of its delivery
 * to the CRM. Functions take the database so a test can hand in one that fails.
 */

export const leadStatusSchema = z.enum(['received', 'forwarded', 'failed', 'dead', 'spam'])
export type LeadStatus = z.infer<typeof leadStatusSchema>

export const outboxRowSchema = z.object({
  id: z.string(),
  idempotency_key: z.string(),
  kind: z.string(),
  location: z.string(),
  status: leadStatusSchema,
  flags: z.string().transform((raw) => z.array(z.string()).parse(JSON.parse(raw))),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  payload: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  enqueued_at: z.string().nullable(),
  forwarded_at: z.string().nullable(),
  // Migration 0005 (docs/decisions/0050, 0051); a row restored from a message lacks them.
  consent_version: z.string().nullable().default(null),
  channel: z.string().nullable().default(null),
  answer_status: z.number().int().nullable().default(null),
  answer_excerpt: z.string().nullable().default(null),
  retry_until: z.string().nullable().default(null),
  anonymised_at: z.string().nullable().default(null),
})
export type OutboxRow = z.infer<typeof outboxRowSchema>

export interface NewLeadRecord {
  id: string
  idempotencyKey: string
  kind: string
  location: string
  status: LeadStatus
  flags: string[]
  /** The validated lead as JSON. */
  payload: string
  createdAt: string
  /** The consent text's version the visitor accepted (consent-version.ts). */
  consentVersion: string | null
}

export async function findLeadByKey(db: D1Database, key: string): Promise<OutboxRow | null> {
  const row = await db.prepare('SELECT * FROM leads WHERE idempotency_key = ?').bind(key).first()
  return row ? outboxRowSchema.parse(row) : null
}

export async function findLeadById(db: D1Database, id: string): Promise<OutboxRow | null> {
  const row = await db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first()
  return row ? outboxRowSchema.parse(row) : null
}

/**
 * Writes a lead unless its idempotency key is already known. Concurrent submits of one key race
 * on the UNIQUE index: exactly one insert wins, the others read the winner's row.
 */
export async function insertLead(
  db: D1Database,
  record: NewLeadRecord
): Promise<{ row: OutboxRow; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, idempotency_key, kind, location, status, flags, attempts, payload,
         created_at, updated_at, consent_version)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING *`
    )
    .bind(
      record.id,
      record.idempotencyKey,
      record.kind,
      record.location,
      record.status,
      JSON.stringify(record.flags),
      record.payload,
      record.createdAt,
      record.createdAt,
      record.consentVersion
    )
    .first()
  if (inserted) return { row: outboxRowSchema.parse(inserted), created: true }
  const existing = await findLeadByKey(db, record.idempotencyKey)
  if (!existing) throw new Error('Lead neither inserted nor found after a conflict')
  return { row: existing, created: false }
}

export async function markEnqueued(db: D1Database, id: string, at: string): Promise<void> {
  await db.prepare('UPDATE leads SET enqueued_at = ? WHERE id = ?').bind(at, id).run()
}

export async function markForwarded(
  db: D1Database,
  id: string,
  at: string,
  channel: string
): Promise<void> {
  await db
    .prepare(
      `UPDATE leads SET status = 'forwarded', forwarded_at = ?, updated_at = ?, channel = ?,
         attempts = attempts + 1, last_error = NULL
       WHERE id = ? AND status != 'forwarded'`
    )
    .bind(at, at, channel, id)
    .run()
}

/** What the channel answered when it failed, kept on the row for the operator. */
export interface FailureAnswer {
  error: string
  status: number | null
  excerpt?: string
}

/** A failure worth a retry: the lead stays `failed` (the queue retries, then the cron). */
export async function markFailed(
  db: D1Database,
  id: string,
  answer: FailureAnswer,
  at: string
): Promise<void> {
  await db
    .prepare(
      `UPDATE leads SET status = 'failed', last_error = ?, answer_status = ?, answer_excerpt = ?,
         updated_at = ?, attempts = attempts + 1
       WHERE id = ? AND status IN ('received', 'failed')`
    )
    .bind(answer.error.slice(0, 500), answer.status, answer.excerpt ?? null, at, id)
    .run()
}

/**
 * The end of automatic delivery: a refusal (4xx) or failures past the retry window. Returns
 * whether this call made the lead dead, so that a redelivered message does not alert twice.
 */
export async function markDead(
  db: D1Database,
  id: string,
  answer: FailureAnswer,
  at: string
): Promise<boolean> {
  const changed = await db
    .prepare(
      `UPDATE leads SET status = 'dead', last_error = ?, answer_status = ?, answer_excerpt = ?,
         updated_at = ?, attempts = attempts + 1
       WHERE id = ? AND status IN ('received', 'failed')
       RETURNING id`
    )
    .bind(answer.error.slice(0, 500), answer.status, answer.excerpt ?? null, at, id)
    .first()
  return changed !== null
}

/** Until when a lead's failures are retried: its own `retry_until`, or its creation + window. */
export function retryDeadline(row: OutboxRow, windowMs: number): Date {
  return row.retry_until
    ? new Date(row.retry_until)
    : new Date(new Date(row.created_at).getTime() + windowMs)
}

/**
 * Leads that should have reached the CRM by now: received or failed (not forwarded, spam or
 * dead: a dead lead waits for `npm run leads:resend`), and neither written nor re-enqueued nor
 * retried since `before`.
 */
export async function overdueLeads(
  db: D1Database,
  before: string,
  limit: number
): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM leads
       WHERE status IN ('received', 'failed') AND updated_at < ?
         AND (enqueued_at IS NULL OR enqueued_at < ?)
       ORDER BY created_at LIMIT ?`
    )
    .bind(before, before, limit)
    .all()
  return results.map((row) => outboxRowSchema.parse(row))
}
