import type { CrmLead } from './crm-payload.ts'
import { SIGNATURE_HEADER, signBody } from './signature.ts'

export const CRM_TIMEOUT_MS = 5_000

export type CrmDelivery = { ok: true; status: number } | { ok: false; error: string }

/**
 * The CRM webhook client: one signed JSON POST per lead, with the lead's idempotency key so the
 * CRM can drop the duplicates that at-least-once delivery produces. Never throws: a failure is
 * a value the queue consumer turns into a retry.
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
  return {
    async deliver(lead: CrmLead): Promise<CrmDelivery> {
      if (!options.secret && options.requireSignature) {
        return { ok: false, error: 'CRM_WEBHOOK_SECRET is not configured' }
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
          signal: AbortSignal.timeout(options.timeoutMs ?? CRM_TIMEOUT_MS),
        })
        // The body is not needed, but an unread body keeps the connection busy.
        await response.body?.cancel()
        // 409: the CRM already has this idempotency key, i.e. an earlier attempt got through.
        if (response.ok || response.status === 409) return { ok: true, status: response.status }
        return { ok: false, error: `CRM answered ${response.status}` }
      } catch (error) {
        const name = error instanceof Error ? error.name : 'Error'
        if (name === 'TimeoutError' || name === 'AbortError') {
          return {
            ok: false,
            error: `CRM did not answer within ${options.timeoutMs ?? CRM_TIMEOUT_MS} ms`,
          }
        }
        return {
          ok: false,
          error: `CRM unreachable: ${error instanceof Error ? error.message : String(error)}`,
        }
      }
    },
  }
}
export type CrmClient = ReturnType<typeof createCrmClient>
