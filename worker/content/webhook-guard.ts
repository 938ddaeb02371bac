/**
 * Abuse guards of the CMS webhook, in KV: a per-client rate limit and a replay window. KV is
 * eventually consistent and has no atomic increment, so both are best-effort (a burst spread
 * over data centres may slip a few requests through); they bound the cost of a flood, while the
 * signature check is what keeps strangers out.
 */
export const WEBHOOK_RATE_LIMIT = { windowSeconds: 60, maxRequests: 30 } as const

/** Storyblok's body has no timestamp or id: identical bodies within this window are replays. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 600

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Counts a request of the client; false once it is over the limit of the current window. */
export async function withinWebhookRateLimit(
  kv: KVNamespace,
  clientIp: string,
  nowMs: number
): Promise<boolean> {
  const window = Math.floor(nowMs / 1000 / WEBHOOK_RATE_LIMIT.windowSeconds)
  // Hashed: KV never holds an address.
  const key = `cms-webhook:rate:${(await sha256Hex(`cms-webhook:${clientIp}`)).slice(0, 32)}:${window}`
  const count = Number(await kv.get(key)) || 0
  if (count >= WEBHOOK_RATE_LIMIT.maxRequests) return false
  await kv.put(key, String(count + 1), { expirationTtl: WEBHOOK_RATE_LIMIT.windowSeconds * 2 })
  return true
}

/**
 * Whether a verified body was already applied within the replay window, and how to record it
 * once it has been (a failed attempt stays retryable).
 * Two genuine publishes of one story by one editor also send identical bodies: the handler
 * still catches up with the space's newer `cv` for those, which is idempotent.
 */
export async function replayGuard(kv: KVNamespace, body: string) {
  const key = `cms-webhook:seen:${await sha256Hex(body)}`
  const seen = (await kv.get(key)) !== null
  return {
    seen,
    remember: () => kv.put(key, '1', { expirationTtl: WEBHOOK_REPLAY_WINDOW_SECONDS }),
  }
}
