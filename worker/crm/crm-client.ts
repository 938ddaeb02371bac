import { type Delivery, noAnswer, refusal } from '../upstream/delivery.ts'
import type { CrmLead } from './crm-payload.ts'
import { SIGNATURE_HEADER, signBody } from './signature.ts'

export const CRM_TIMEOUT_MS = 5_000

export type CrmDelivery = Delivery

/**
 * The CRM webhook client: one signed JSON POST per lead, with the lead's idempotency key so the
 * CRM can drop the duplicates that at-least-once delivery produces. Never throws: a failure is a
 * value, permanent for a 4xx (the CRM refuses this lead: retrying sends the same refusal), for
 * now otherwise (5xx, 408, 429, timeout, network), which the queue consumer retries
 * (docs/crm-webhook.md, docs/decisions/0050).
 */
export function createCrmClient(options: {
  url: string
  secret: string | undefined
  fetch: typeof fetch
  /** Refuse to send unsigned leads (production); the local sink accepts them. */
  requireSignature: boolean
  timeoutMs?: number
  now?: () => Date
}) {
  const timeoutMs = options.timeoutMs ?? CRM_TIMEOUT_MS
  return {
    async deliver(lead: CrmLead): Promise<CrmDelivery> {
      if (!options.secret && options.requireSignature) {
        // A configuration fault of ours, fixed by setting the secret: not the lead's, so retried.
        return {
          ok: false,
          permanent: false,
          status: null,
          error: 'CRM_WEBHOOK_SECRET is not configured',
        }
      }
      const body = JSON.stringify(lead)
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Idempotency-Key': lead.idempotency_key,
      }
      if (options.secret) {
        const seconds = Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
        headers[SIGNATURE_HEADER] = await signBody(options.secret, body, seconds)
      }
      try {
        const response = await options.fetch(options.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        })
        // 409: the CRM already has this idempotency key, i.e. an earlier attempt got through.
        if (response.ok || response.status === 409) {
          // The body is not needed, but an unread body keeps the connection busy.
          await response.body?.cancel()
          return { ok: true, status: response.status }
        }
        return await refusal('CRM', response)
      } catch (error) {
        return noAnswer('CRM', error, timeoutMs)
      }
    },
  }
}
export type CrmClient = ReturnType<typeof createCrmClient>
