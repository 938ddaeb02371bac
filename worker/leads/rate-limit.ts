/**
 * Per-client limit on accepted leads, counted in D1 by fixed windows. The client is a salted
 * SHA-256 of its IP: the table never holds an address.
 */
export const RATE_LIMIT = { windowSeconds: 600, maxLeads: 8, maxPosts: 30 } as const

export async function clientHash(ip: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${ip}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Counts one more lead (or, with `max` = `RATE_LIMIT.maxPosts` and a hash of its own, one more
 * post of any kind) for the client and says whether it is still within the limit. A failing
 * database lets the lead through: losing a customer costs more than one spam message.
 */
export async function withinRateLimit(
  db: D1Database,
  hash: string,
  now: Date,
  max: number = RATE_LIMIT.maxLeads
): Promise<boolean> {
  const windowStart = Math.floor(now.getTime() / 1000 / RATE_LIMIT.windowSeconds)
  try {
    const row = await db
      .prepare(
        `INSERT INTO lead_rate_limits (client_hash, window_start, count) VALUES (?, ?, 1)
         ON CONFLICT (client_hash, window_start) DO UPDATE SET count = count + 1
         RETURNING count`
      )
      .bind(hash, windowStart)
      .first<{ count: number }>()
    return (row?.count ?? 0) <= max
  } catch {
    return true
  }
}

export async function pruneRateLimits(db: D1Database, now: Date): Promise<void> {
  const current = Math.floor(now.getTime() / 1000 / RATE_LIMIT.windowSeconds)
  await db
    .prepare('DELETE FROM lead_rate_limits WHERE window_start < ?')
    .bind(current - 1)
    .run()
}
