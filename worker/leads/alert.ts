import { leadMailMessages } from '../../client/locale/messages/lead-mail.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import type { Mailer } from '../mail/mail.ts'

/**
 * What an alert about a dead lead says: no personal data (no name, e-mail, phone, message, nor
 * the receiver's answer, which may echo them), only what an operator needs to find the lead.
 */
export interface DeadLeadAlert {
  leadId: string
  kind: string
  dealership: string
  /** The receiver's HTTP status, or null when it never answered. */
  status: number | null
  reason: 'refused' | 'exhausted'
}

/** Where a monitoring event goes: Sentry's captureMessage in production, a recorder in tests. */
export type CaptureAlert = (message: string, tags: Record<string, string>) => void

export interface AlertDeps {
  capture: CaptureAlert
  /** The e-mail adapter and the addresses; without them, the Sentry event alone. */
  mail?: { mailer: Mailer; from: string; to: string }
  report: (error: unknown, context: Record<string, string>) => void
}

/** The alert's tags: the whole of what leaves for Sentry. */
export function alertTags(alert: DeadLeadAlert): Record<string, string> {
  return {
    lead_id: alert.leadId,
    kind: alert.kind,
    dealership: alert.dealership,
    status: alert.status === null ? 'none' : String(alert.status),
    reason: alert.reason,
  }
}

/**
 * Raises the alert of a dead lead: a monitoring event and an e-mail to the operations address
 * (French, from the catalogue, with the commands that inspect and resend it). The e-mail's key
 * names the lead and the moment it died, so a redelivered message does not send it twice while
 * a lead resent by hand that dies again alerts again. A failed e-mail is reported, never thrown:
 * the lead itself is safe in the outbox either way.
 */
export async function alertDeadLead(alert: DeadLeadAlert, at: string, deps: AlertDeps) {
  deps.capture('Lead dead: not delivered and no longer retried', alertTags(alert))
  if (!deps.mail) return
  const text = messagesOf(leadMailMessages, 'fr').alert
  const kind = messagesOf(leadMailMessages, 'fr').kinds[alert.kind] ?? alert.kind
  const rows: Array<[string, string]> = [
    [text.labels.leadId, alert.leadId],
    [text.labels.kind, kind],
    [text.labels.dealership, alert.dealership],
    [text.labels.status, alert.status === null ? text.noAnswer : String(alert.status)],
    [text.labels.reason, text.reasons[alert.reason]],
  ]
  const body = [
    text.intro,
    rows.map(([label, value]) => `${label} : ${value}`).join('\n'),
    text.inspect,
    text.resend(alert.leadId),
  ].join('\n\n')
  const delivery = await deps.mail.mailer.sendMail({
    to: deps.mail.to,
    from: deps.mail.from,
    subject: text.subject(kind, alert.dealership),
    text: body,
    headers: { 'X-Lead-Id': alert.leadId },
    idempotencyKey: `alert/lead-dead/${alert.leadId}/${at}`,
  })
  if (!delivery.ok) {
    deps.report(new Error(`Alert e-mail not sent: ${delivery.error}`), {
      step: 'alert-mail',
      leadId: alert.leadId,
    })
  }
}
