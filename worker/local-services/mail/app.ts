import { Hono } from 'hono'
import { z } from 'zod'

/** The body of Resend's POST /emails, as far as the Worker uses it. */
const resendEmailSchema = z.object({
  from: z.string().min(3),
  to: z.array(z.string().min(3)).min(1).max(50),
  subject: z.string().min(1),
  text: z.string().optional(),
  html: z.string().optional(),
  reply_to: z.union([z.string(), z.array(z.string())]).optional(),
  headers: z.record(z.string(), z.string()).optional(),
})

/**
 * The embedded mail sink: speaks Resend's `POST /emails` contract (bearer key, JSON body,
 * `Idempotency-Key`) and keeps every message in D1 `mail_sink_messages` instead of sending it.
 * Like Resend, a key seen before with the same body answers the same id without a second
 * message, and with another body 409 `invalid_idempotent_request`. `npm run mails` lists them.
 */
export function createLocalMailSink(options: { apiKey: string | undefined }) {
  const app = new Hono<{ Bindings: Env }>()
  app.post('/emails', async function receiveMail(c) {
    const authorization = c.req.header('authorization') ?? ''
    if (
      !authorization.startsWith('Bearer ') ||
      (options.apiKey && authorization !== `Bearer ${options.apiKey}`)
    ) {
      return c.json({ statusCode: 401, name: 'missing_api_key', message: 'Missing API key' }, 401)
    }
    let json: unknown
    try {
      json = await c.req.json()
    } catch {
      return c.json({ statusCode: 422, name: 'validation_error', message: 'Invalid JSON' }, 422)
    }
    const mail = resendEmailSchema.safeParse(json)
    if (!mail.success) {
      return c.json({ statusCode: 422, name: 'validation_error', message: mail.error.message }, 422)
    }
    const key = c.req.header('idempotency-key') ?? crypto.randomUUID()
    const at = new Date().toISOString()
    const { data } = mail
    const replyTo = Array.isArray(data.reply_to)
      ? data.reply_to.join(', ')
      : (data.reply_to ?? null)
    const existing = await c.env.DB.prepare(
      'SELECT id, sender, recipients, subject, text_body, html_body FROM mail_sink_messages WHERE idempotency_key = ?'
    )
      .bind(key)
      .first<{
        id: string
        sender: string
        recipients: string
        subject: string
        text_body: string | null
        html_body: string | null
      }>()
    if (existing) {
      const same =
        existing.sender === data.from &&
        existing.recipients === JSON.stringify(data.to) &&
        existing.subject === data.subject &&
        existing.text_body === (data.text ?? null) &&
        existing.html_body === (data.html ?? null)
      if (!same) {
        return c.json(
          {
            statusCode: 409,
            name: 'invalid_idempotent_request',
            message: 'Same idempotency key used with a different request payload.',
          },
          409
        )
      }
      await c.env.DB.prepare(
        'UPDATE mail_sink_messages SET times_received = times_received + 1, last_received_at = ? WHERE idempotency_key = ?'
      )
        .bind(at, key)
        .run()
      return c.json({ id: existing.id }, 200)
    }
    const id = crypto.randomUUID()
    await c.env.DB.prepare(
      `INSERT INTO mail_sink_messages (idempotency_key, id, sender, recipients, subject, text_body,
         html_body, headers, reply_to, times_received, first_received_at, last_received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`
    )
      .bind(
        key,
        id,
        data.from,
        JSON.stringify(data.to),
        data.subject,
        data.text ?? null,
        data.html ?? null,
        JSON.stringify(data.headers ?? {}),
        replyTo,
        at,
        at
      )
      .run()
    return c.json({ id }, 200)
  })
  return app
}
