import { z } from 'zod'

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const siteverifySchema = z.object({ success: z.boolean() })

export type TurnstileOutcome = 'verified' | 'missing' | 'rejected' | 'unavailable'

/**
 * Cloudflare Turnstile check of a form token. Only "rejected" refuses a lead; when the token is
 * missing (no JavaScript, so no widget) or siteverify cannot answer, the lead is kept and flagged.
 */
export async function verifyTurnstile(options: {
  secret: string
  token: string | undefined
  ip: string | undefined
  fetch: typeof fetch
}): Promise<TurnstileOutcome> {
  if (!options.token) return 'missing'
  const body = new FormData()
  body.set('secret', options.secret)
  body.set('response', options.token)
  if (options.ip) body.set('remoteip', options.ip)
  try {
    const response = await options.fetch(SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(3_000),
    })
    if (!response.ok) return 'unavailable'
    const parsed = siteverifySchema.safeParse(await response.json())
    if (!parsed.success) return 'unavailable'
    return parsed.data.success ? 'verified' : 'rejected'
  } catch {
    return 'unavailable'
  }
}
