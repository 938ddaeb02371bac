import type { Dealership } from '../../client/features/lead-forms/dealerships.ts'
import { storedLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import type { Mailer } from '../mail/mail.ts'
import { confirmationMail } from './confirmation-mail.ts'
import type { OutboxRow } from './outbox.ts'

/** What the visitor's confirmation needs; absent when switched off or e-mail is not configured. */
export interface ConfirmationSender {
  mailer: Mailer
  from: string
  siteUrl: string
  /** A dealership of the stock API's locations; null for a slug it does not have. May throw. */
  dealership: (slug: string) => Promise<Dealership | null>
}

/** Done (sent, refused for good, or nothing to send), or to be tried again with the lead's message. */
export type ConfirmationResult = 'done' | 'retry'

/**
 * Sends the visitor's confirmation of a stored lead once (docs/decisions/0058): only for a row
 * read from D1 (the lead is stored), only while the row says it was not dealt with, with the
 * idempotency key `confirmation/{lead's key}` (a send whose answer was lost is not repeated by
 * the e-mail API), and the row marked afterwards (nothing is sent again later, even past the
 * API's 24-hour memory of keys). A refusal is final and reported; other failures are retried.
 */
export async function confirmLead(
  row: OutboxRow,
  deps: {
    db: D1Database
    sender: ConfirmationSender
    now: () => Date
    report: (error: unknown, context: Record<string, string>) => void
  }
): Promise<ConfirmationResult> {
  if (row.anonymised_at !== null || row.status === 'spam') return 'done'
  const state = await deps.db
    .prepare('SELECT confirmation FROM leads WHERE id = ?')
    .bind(row.id)
    .first<{ confirmation: string | null }>()
  if (!state || state.confirmation !== null) return 'done'
  let parsed
  try {
    parsed = storedLeadSchema.safeParse(JSON.parse(row.payload))
  } catch (error) {
    deps.report(error, { step: 'confirmation-parse', leadId: row.id })
    return 'done'
  }
  if (!parsed.success) {
    deps.report(parsed.error, { step: 'confirmation-parse', leadId: row.id })
    return 'done'
  }
  let dealership
  try {
    dealership = await deps.sender.dealership(parsed.data.location)
  } catch (error) {
    // The stock API is down: its phone and hours are the mail's point, so it waits for them.
    deps.report(error, { step: 'confirmation-dealership', leadId: row.id })
    return 'retry'
  }
  if (!dealership) {
    deps.report(new Error(`confirmation: no dealership ${parsed.data.location}`), {
      step: 'confirmation-dealership',
      leadId: row.id,
    })
    return 'done'
  }
  const delivery = await deps.sender.mailer.sendMail(
    confirmationMail(parsed.data, {
      dealership,
      from: deps.sender.from,
      siteUrl: deps.sender.siteUrl,
      verified: !row.flags.includes('subject_unverified'),
      idempotencyKey: `confirmation/${row.idempotency_key}`,
    })
  )
  if (!delivery.ok && !delivery.permanent) return 'retry'
  if (!delivery.ok) {
    deps.report(new Error(`confirmation refused: ${delivery.error}`), {
      step: 'confirmation-refused',
      leadId: row.id,
    })
  }
  await deps.db
    .prepare(
      'UPDATE leads SET confirmation = ?, confirmation_at = ? WHERE id = ? AND confirmation IS NULL'
    )
    .bind(delivery.ok ? 'sent' : 'refused', deps.now().toISOString(), row.id)
    .run()
  return 'done'
}
