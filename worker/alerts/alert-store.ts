import { z } from 'zod'
import { LANGUAGES } from '../../client/locale/language.ts'

const languageSchema = z.enum(LANGUAGES)

/** Hours a pending alert waits for its confirmation before it is deleted (docs/privacy.md). */
export const PENDING_HOURS = 48
/** Days an unsubscribed alert's empty row answers its links ("already unsubscribed"). */
export const UNSUBSCRIBED_DAYS = 30

export const alertFrequencySchema = z.enum(['immediate', 'daily', 'weekly'])
export type AlertFrequency = z.infer<typeof alertFrequencySchema>

const FREQUENCY_MS: Record<AlertFrequency, number> = {
  immediate: 0,
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
}

/** When an alert checked at `now` is looked at next. */
export function nextCheck(frequency: AlertFrequency, now: Date): string {
  return new Date(now.getTime() + FREQUENCY_MS[frequency]).toISOString()
}

const seenSchema = z.array(z.number().int())

const alertRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['search', 'vehicle']),
  status: z.enum(['pending', 'active', 'unsubscribed']),
  email: z.string().nullable(),
  language: languageSchema,
  frequency: alertFrequencySchema,
  search: z.string().nullable(),
  vehicle_id: z.number().int().nullable(),
  /** JSON text of the ids last seen; null until the alert has a baseline. */
  seen: z
    .string()
    .nullable()
    .transform((text) => {
      if (text === null) return null
      try {
        const parsed = seenSchema.safeParse(JSON.parse(text))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    }),
  last_price: z.number().nullable(),
  created_at: z.string(),
  mails_sent: z.number().int(),
})
export type AlertRow = z.infer<typeof alertRowSchema>

export interface NewAlert {
  kind: 'search' | 'vehicle'
  email: string
  language: (typeof LANGUAGES)[number]
  frequency: AlertFrequency
  search: string | null
  vehicleId: number | null
  lastPrice: number | null
}

const COLUMNS =
  'id, kind, status, email, language, frequency, search, vehicle_id, seen, last_price, created_at, mails_sent'

function parseRow(row: unknown): AlertRow | null {
  const parsed = alertRowSchema.safeParse(row)
  return parsed.success ? parsed.data : null
}

export async function findAlert(db: D1Database, id: string): Promise<AlertRow | null> {
  return parseRow(
    await db.prepare(`SELECT ${COLUMNS} FROM stock_alerts WHERE id = ?`).bind(id).first()
  )
}

/**
 * Stores a pending alert, or finds the pending or active one this address already has for the
 * same subject (a second sign-up is the same alert: one confirmation, one stream of mails).
 */
export async function createAlert(
  db: D1Database,
  alert: NewAlert,
  now: Date,
  newId: () => string
): Promise<{ row: AlertRow; created: boolean }> {
  const existing = parseRow(
    await db
      .prepare(
        `SELECT ${COLUMNS} FROM stock_alerts WHERE email = ? AND kind = ?
           AND COALESCE(search, '') = ? AND COALESCE(vehicle_id, 0) = ?`
      )
      .bind(alert.email, alert.kind, alert.search ?? '', alert.vehicleId ?? 0)
      .first()
  )
  if (existing) return { row: existing, created: false }
  const id = newId()
  await db
    .prepare(
      `INSERT INTO stock_alerts (id, kind, status, email, language, frequency, search, vehicle_id,
         seen, last_price, created_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, NULL, ?, ?)`
    )
    .bind(
      id,
      alert.kind,
      alert.email,
      alert.language,
      alert.frequency,
      alert.search,
      alert.vehicleId,
      alert.lastPrice,
      now.toISOString()
    )
    .run()
  const row = await findAlert(db, id)
  if (!row) throw new Error('stock alert not found after its insert')
  return { row, created: true }
}

/** Pending → active, with the stock it starts from (`seen` null: the job takes the baseline). */
export async function activateAlert(
  db: D1Database,
  alert: AlertRow,
  now: Date,
  seen: number[] | null
): Promise<void> {
  await db
    .prepare(
      `UPDATE stock_alerts SET status = 'active', confirmed_at = ?, seen = ?, next_check_at = ?
       WHERE id = ? AND status = 'pending'`
    )
    .bind(
      now.toISOString(),
      seen === null ? null : JSON.stringify(seen),
      nextCheck(alert.frequency, now),
      alert.id
    )
    .run()
}

/** Unsubscribed: every personal or descriptive field is erased; only id and status remain. */
export async function unsubscribeAlert(db: D1Database, id: string, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE stock_alerts SET status = 'unsubscribed', email = NULL, search = NULL,
         vehicle_id = NULL, seen = NULL, last_price = NULL, next_check_at = NULL,
         confirmed_at = NULL, created_at = ?
       WHERE id = ?`
    )
    .bind(now.toISOString(), id)
    .run()
}

/** Active alerts whose time has come, the longest waiting first. */
export async function dueAlerts(db: D1Database, now: Date, limit: number): Promise<AlertRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM stock_alerts WHERE status = 'active' AND next_check_at <= ?
       ORDER BY next_check_at LIMIT ?`
    )
    .bind(now.toISOString(), limit)
    .all()
  return results.flatMap((row) => parseRow(row) ?? [])
}

/** What a check saw, and whether it mailed. */
export async function recordCheck(
  db: D1Database,
  alert: AlertRow,
  now: Date,
  seen: { ids: number[] | null; price: number | null },
  mailed: boolean
): Promise<void> {
  await db
    .prepare(
      `UPDATE stock_alerts SET seen = ?, last_price = ?, next_check_at = ?,
         last_mailed_at = CASE WHEN ? THEN ? ELSE last_mailed_at END,
         mails_sent = mails_sent + ?
       WHERE id = ? AND status = 'active'`
    )
    .bind(
      seen.ids === null ? null : JSON.stringify(seen.ids),
      seen.price,
      nextCheck(alert.frequency, now),
      mailed ? 1 : 0,
      now.toISOString(),
      mailed ? 1 : 0,
      alert.id
    )
    .run()
}

/** An active alert whose subject is gone (the followed vehicle was sold): deleted. */
export async function deleteAlert(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM stock_alerts WHERE id = ?').bind(id).run()
}

/**
 * Retention (docs/privacy.md): pending alerts never confirmed go after PENDING_HOURS, the empty
 * rows of unsubscribed ones after UNSUBSCRIBED_DAYS.
 */
export async function pruneAlerts(
  db: D1Database,
  now: Date
): Promise<{ pending: number; unsubscribed: number }> {
  const pendingBefore = new Date(now.getTime() - PENDING_HOURS * 3_600_000).toISOString()
  const unsubscribedBefore = new Date(now.getTime() - UNSUBSCRIBED_DAYS * 86_400_000).toISOString()
  const [pending, unsubscribed] = await db.batch([
    db
      .prepare("DELETE FROM stock_alerts WHERE status = 'pending' AND created_at < ?")
      .bind(pendingBefore),
    db
      .prepare("DELETE FROM stock_alerts WHERE status = 'unsubscribed' AND created_at < ?")
      .bind(unsubscribedBefore),
  ])
  return { pending: pending?.meta.changes ?? 0, unsubscribed: unsubscribed?.meta.changes ?? 0 }
}
