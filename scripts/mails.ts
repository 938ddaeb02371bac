/**
 * Lists the e-mails the local mail sink kept (the embedded stand-in for Resend's API): leads sent
 * to dealerships when no CRM webhook is set, and alerts to operations. `--show KEY` prints one
 * message's text. Local only: in production the messages are in the provider's dashboard.
 * Usage: npm run mails [-- --limit N] [--show IDEMPOTENCY_KEY] [--persist-to DIR]
 */
import { z } from 'zod'
import { argument, execute, flag, target } from './leads/d1.ts'

if (flag('--remote')) {
  console.error('The mail sink is local only; production e-mail is in the provider’s dashboard.')
  process.exit(1)
}
const where = target()
const show = argument('--show')
const limit = Math.min(Math.max(Number(argument('--limit') ?? 30) || 30, 1), 500)
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`

if (show) {
  const [rows = []] = execute(
    where,
    `SELECT sender, recipients, reply_to, subject, text_body FROM mail_sink_messages WHERE idempotency_key = ${quoted(show)}`
  )
  const mail = z
    .object({
      sender: z.string(),
      recipients: z.string(),
      reply_to: z.string().nullable(),
      subject: z.string(),
      text_body: z.string().nullable(),
    })
    .safeParse(rows[0])
  if (!mail.success) {
    console.error(`No message with the key ${show}.`)
    process.exit(1)
  }
  const { sender, recipients, reply_to, subject, text_body } = mail.data
  console.info(
    `From: ${sender}\nTo: ${JSON.parse(recipients).join(', ')}\n${reply_to ? `Reply-To: ${reply_to}\n` : ''}Subject: ${subject}\n\n${text_body ?? ''}`
  )
} else {
  const [rows = []] = execute(
    where,
    `SELECT idempotency_key, recipients, subject, times_received, first_received_at
     FROM mail_sink_messages ORDER BY first_received_at DESC LIMIT ${limit}`
  )
  const mails = z
    .array(
      z.object({
        idempotency_key: z.string(),
        recipients: z.string(),
        subject: z.string(),
        times_received: z.number(),
        first_received_at: z.string(),
      })
    )
    .parse(rows)
  if (mails.length === 0) {
    console.info('No e-mail yet. With CRM_WEBHOOK_URL = "" in .dev.vars, leads go by e-mail.')
  } else {
    console.table(
      mails.map((mail) => ({
        received: mail.first_received_at.replace('T', ' ').slice(0, 19),
        to: JSON.parse(mail.recipients).join(', '),
        subject: mail.subject,
        sent: `${mail.times_received}×`,
        key: mail.idempotency_key,
      }))
    )
    console.info('One message in full: npm run mails -- --show KEY')
  }
}
