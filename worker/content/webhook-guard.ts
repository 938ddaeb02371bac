import { createIsolateCache, type IsolateCache, stringBytes } from '../cache/isolate-cache.ts'

/**
 * Abuse guards of the CMS webhook. The signature is checked first: only a request that fails it
 * is rate limited, in the isolate's memory (an anonymous POST costs an HMAC, never a KV write),
 * so a bulk publish from Storyblok's few addresses is never refused. A signed body is applied
 * once: its digest is remembered in KV for good (docs/decisions/0043).
 */
export const WEBHOOK_RATE_LIMIT = { windowSeconds: 60, maxRequests: 30 } as const

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Failed attempts per client and window, in one isolate. */
export type WebhookFailures = IsolateCache<{ window: number; count: number }>

/** One per app, i.e. per isolate: a few thousand clients at most, about a hundred bytes each. */
export function createWebhookFailures(): WebhookFailures {
  return createIsolateCache({
    maxEntries: 4_096,
    ttlMs: WEBHOOK_RATE_LIMIT.windowSeconds * 2 * 1000,
    maxWeight: 4_096 * 192,
    weigh: (_, key) => stringBytes(key) + 64,
  })
}

/**
 * Counts a failed attempt of the client (a bad signature, a body too large); false once the
 * client is over the limit of the current window. Hashed: memory never holds an address.
 */
export async function withinWebhookRateLimit(
  failures: WebhookFailures,
  clientIp: string,
  nowMs: number
): Promise<boolean> {
  const window = Math.floor(nowMs / 1000 / WEBHOOK_RATE_LIMIT.windowSeconds)
  const key = (await sha256Hex(`cms-webhook:${clientIp}`)).slice(0, 32)
  const known = failures.get(key)
  const count = known?.window === window ? known.count : 0
  if (count >= WEBHOOK_RATE_LIMIT.maxRequests) return false
  failures.set(key, { window, count: count + 1 })
  return true
}

/** KV prefix of the digests of signed bodies already applied. */
export const WEBHOOK_SEEN_PREFIX = 'cms-webhook:seen:'

/**
 * Whether a verified body was already applied, and how to record it once it has been (a failed
 * attempt stays retryable). Recorded without expiration: a signed body captured once can be
 * replayed any time later, and Storyblok's body carries no timestamp to tell. One key per signed
 * event (the space's publishes, a few thousand a year), about a hundred bytes each.
 *
 * KV is eventually consistent: a replay sent within about a minute of the original to another
 * location may not see the digest yet and be applied a second time. The handler makes that
 * harmless: a replayed body only catches up with the space's `cv` (idempotent), never forces a
 * bump. Two genuine publishes of one story also send identical bodies: the second one moves the
 * space's `cv`, which the handler sees and applies in full.
 */
export async function replayGuard(
  kv: KVNamespace,
  body: string,
  /**
   * Another webhook's record: its own prefix, and an expiration when its signed bodies carry a
   * timestamp (a body past its window is refused before this guard is asked).
   */
  record: { prefix: string; expirationTtl?: number } = { prefix: WEBHOOK_SEEN_PREFIX }
) {
  const key = `${record.prefix}${await sha256Hex(body)}`
  const seen = (await kv.get(key)) !== null
  const expiration =
    record.expirationTtl === undefined ? {} : { expirationTtl: record.expirationTtl }
  return {
    seen,
    remember: () => kv.put(key, '1', expiration),
  }
}
