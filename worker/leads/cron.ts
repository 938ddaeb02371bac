import type { LeadQueue } from './lead-message.ts'
import { markEnqueued, overdueLeads } from './outbox.ts'
import { pruneRateLimits } from './rate-limit.ts'
import { pruneFormStates } from './form-state.ts'

/** A lead not forwarded this long after its last write or enqueue is sent to the queue again. */
export const OVERDUE_MINUTES = 15
const BATCH = 100

/**
 * The safety net behind the queue: leads whose send failed after the D1 write, leads whose
 * messages were lost or dead-lettered, go back on the queue. Returns how many were re-enqueued.
 */
export async function requeueOverdueLeads(deps: {
  db: D1Database
  queue: LeadQueue
  now: () => Date
  report: (error: unknown, context: Record<string, string>) => void
}): Promise<number> {
  const now = deps.now()
  const before = new Date(now.getTime() - OVERDUE_MINUTES * 60_000).toISOString()
  const rows = await overdueLeads(deps.db, before, BATCH)
  let requeued = 0
  for (const row of rows) {
    try {
      await deps.queue.send({ leadId: row.id, idempotencyKey: row.idempotency_key })
      await markEnqueued(deps.db, row.id, now.toISOString())
      requeued += 1
    } catch (error) {
      deps.report(error, { step: 'cron-requeue', leadId: row.id })
    }
  }
  await pruneRateLimits(deps.db, now)
  await pruneFormStates(deps.db, now)
  return requeued
}
