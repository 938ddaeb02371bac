import { DELIVERY_WINDOW_MS } from './consumer.ts'
import { OVERDUE_MINUTES } from './cron.ts'
import { sqlText } from './erasure.ts'

/**
 * `npm run leads:resend -- ID`: gives a dead (or failed, or stuck) lead a new delivery window and
 * hands it to the cron, which enqueues it at its next run (every 5 minutes in production). The
 * cron is the one path onto the queue from outside the Worker (wrangler cannot send to a queue),
 * so the row is made overdue: written `OVERDUE_MINUTES` + 1 ago, never enqueued. Literal SQL
 * for `wrangler d1 execute`; returns the row it changed (none: unknown id, or already delivered).
 */
export function resendStatement(id: string, now: Date): string {
  const overdue = new Date(now.getTime() - (OVERDUE_MINUTES + 1) * 60_000).toISOString()
  const until = new Date(now.getTime() + DELIVERY_WINDOW_MS).toISOString()
  return `UPDATE leads SET status = 'received', enqueued_at = NULL, updated_at = ${sqlText(overdue)},
    retry_until = ${sqlText(until)}, last_error = 'resent by hand at ' || ${sqlText(now.toISOString())}
  WHERE id = ${sqlText(id)} AND status IN ('dead', 'failed', 'received') AND payload != '{}'
  RETURNING id, kind, location, attempts`
}
