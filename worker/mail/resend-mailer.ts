import { z } from 'zod'
import { type Delivery, noAnswer, refusal } from '../upstream/delivery.ts'
import { mailMessageSchema, type Mailer, type MailMessage } from './mail.ts'

export const MAIL_TIMEOUT_MS = 10_000

const sentSchema = z.object({ id: z.string() })

/** Resend's body for POST /emails (https://resend.com/docs/api-reference/emails/send-email). */
function resendBody(message: MailMessage) {
  return {
    from: message.from,
    to: Array.isArray(message.to) ? message.to : [message.to],
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { reply_to: message.replyTo }),
    ...(message.headers === undefined ? {} : { headers: message.headers }),
  }
}

/**
 * The e-mail adapter over Resend's HTTP API: `POST {apiUrl}/emails` with a bearer key and the
 * message's `Idempotency-Key`, so a retry after a timeout sends one e-mail. Locally `apiUrl`
 * names the embedded mail sink, which speaks the same contract (worker/local-services/mail/).
 * Resend answers 409 to a key reused with another body or still in flight: the first is a bug
 * of ours (permanent), the second worth a retry, and Resend tells them apart by `name`.
 */
export function createResendMailer(options: {
  apiUrl: string
  apiKey: string | undefined
  fetch: typeof fetch
  timeoutMs?: number
}): Mailer {
  const timeoutMs = options.timeoutMs ?? MAIL_TIMEOUT_MS
  const url = `${options.apiUrl.replace(/\/$/, '')}/emails`
  return {
    async sendMail(input): Promise<Delivery> {
      const parsed = mailMessageSchema.safeParse(input)
      if (!parsed.success) {
        return { ok: false, permanent: true, status: null, error: 'e-mail message is invalid' }
      }
      if (!options.apiKey) {
        return {
          ok: false,
          permanent: false,
          status: null,
          error: 'MAIL_API_KEY is not configured',
        }
      }
      const message = parsed.data
      try {
        const response = await options.fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': message.idempotencyKey,
          },
          body: JSON.stringify(resendBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (response.ok) {
          const sent = sentSchema.safeParse(await response.json().catch(() => null))
          return { ok: true, status: response.status, id: sent.success ? sent.data.id : undefined }
        }
        const failed = await refusal('e-mail API', response)
        if (response.status === 409 && !failed.ok && /concurrent/.test(failed.excerpt ?? '')) {
          return { ...failed, permanent: false }
        }
        return failed
      } catch (error) {
        return noAnswer('e-mail API', error, timeoutMs)
      }
    },
  }
}
