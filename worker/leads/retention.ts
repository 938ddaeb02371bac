/**
 * Privacy by default (docs/privacy.md, docs/decisions/0051): personal data leaves D1 on its own.
 * Run by the cron every 5 minutes; each statement touches only rows past their period, so a run
 * with nothing to do costs a few index reads.
 */
export interface RetentionPolicy {
  /** Days a delivered (or dead) lead keeps its personal data after delivery (or death). */
  leadDays: number
  /** Days a spam row (honeypot) is kept for review before it is deleted. */
  spamDays: number
}

export const DEFAULT_RETENTION: RetentionPolicy = { leadDays: 90, spamDays: 7 }

export interface RetentionResult {
  /** Delivered or dead leads whose payload (name, e-mail, phone, message…) was emptied. */
  anonymised: number
  /** Spam rows deleted. */
  spamDeleted: number
  /** Rows of the local sinks (CRM and mail, the demo's stand-ins) deleted. */
  sinkDeleted: number
}

const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString()

/**
 * Anonymises the leads delivered (or dead) more than `leadDays` ago: the payload, the error and
 * the receiver's answer go; the id, kind, dealership, status, consent version and dates stay for
 * counts. Deletes spam rows older than `spamDays`, and what the local sinks kept past `leadDays`.
 * Leads still being delivered (received, failed) are never touched.
 */
export async function applyRetention(
  db: D1Database,
  now: Date,
  policy: RetentionPolicy = DEFAULT_RETENTION
): Promise<RetentionResult> {
  const at = now.toISOString()
  const leadCutoff = daysBefore(now, policy.leadDays)
  const [anonymised, spam, crmSink, mailSink] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET payload = '{}', last_error = NULL, answer_excerpt = NULL,
           anonymised_at = ?
         WHERE anonymised_at IS NULL
           AND ((status = 'forwarded' AND forwarded_at < ?) OR (status = 'dead' AND updated_at < ?))`
      )
      .bind(at, leadCutoff, leadCutoff),
    db
      .prepare(`DELETE FROM leads WHERE status = 'spam' AND created_at < ?`)
      .bind(daysBefore(now, policy.spamDays)),
    db.prepare('DELETE FROM crm_sink_deliveries WHERE last_received_at < ?').bind(leadCutoff),
    db.prepare('DELETE FROM mail_sink_messages WHERE last_received_at < ?').bind(leadCutoff),
  ])
  return {
    anonymised: anonymised?.meta.changes ?? 0,
    spamDeleted: spam?.meta.changes ?? 0,
    sinkDeleted: (crmSink?.meta.changes ?? 0) + (mailSink?.meta.changes ?? 0),
  }
}
