import { z } from 'zod'
import type { AppConfig } from '../env.ts'

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const siteverifySchema = z.object({ success: z.boolean() })

/**
 * Turnstile is on when both its keys are configured: the forms show the widget (the site key)
 * and the server requires and checks its token (the secret). One without the other is off.
 */
export function turnstileSiteKey(
  config: Pick<AppConfig, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET'>
): string | null {
  return config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET ? config.TURNSTILE_SITE_KEY : null
}

/** The secret the pipeline checks tokens with, only when the forms show the widget. */
export function turnstileSecret(
  config: Pick<AppConfig, 'TURNSTILE_SITE_KEY' | 'TURNSTILE_SECRET'>
): string | undefined {
  return turnstileSiteKey(config) ? config.TURNSTILE_SECRET : undefined
}

export const TURNSTILE_OFF_WARNING =
  'TURNSTILE_SITE_KEY and TURNSTILE_SECRET are not both set: the lead forms show no anti-robot challenge and leads are accepted without one.'

export type TurnstileOutcome = 'verified' | 'missing' | 'rejected' | 'unavailable'

/**
 * Cloudflare Turnstile check of a form token. The pipeline refuses "rejected" and "missing" (the
 * forms show the widget whenever the server checks); when siteverify cannot answer, the lead is
 * kept and flagged: losing a customer to Cloudflare's outage costs more than one spam message.
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
