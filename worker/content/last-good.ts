import { z } from 'zod'

/**
 * A generation-free "last good" copy of a content read. Cache keys carry the content generation,
 * so right after a publish bumps it the new key is empty: if Storyblok is down, slow or rate
 * limited at that moment, the generation-keyed cache has nothing stale to offer. The last good
 * copy survives generations and answers instead, so an outage never turns a page into a 500.
 */

/** Kept a month: long enough to ride out any outage, short enough to let deleted slugs go. */
const LAST_GOOD_TTL_SECONDS = 30 * 86_400

/** How long a page waits for a fresh read before it takes the last good copy instead. */
export const LAST_GOOD_DEADLINE_MS = 1_500

const envelopeSchema = z.object({ storedAt: z.number(), value: z.unknown() })

export interface LastGoodOptions<T> {
  kv: KVNamespace
  /** Generation-free key, e.g. `content:last-good:story:contact`. */
  key: string
  /** The copy is validated on read like every KV value: it may predate a schema change. */
  schema: z.ZodType<T>
  waitUntil: (promise: Promise<unknown>) => void
  deadlineMs?: number
  /** Told when the copy answers instead of a failed or late read (upstream-health.ts). */
  onFallback?: () => void
}

export async function rememberLastGood<T>(options: LastGoodOptions<T>, value: T): Promise<void> {
  await options.kv.put(options.key, JSON.stringify({ storedAt: Date.now(), value }), {
    expirationTtl: LAST_GOOD_TTL_SECONDS,
  })
}

/**
 * Records what a read from the upstream answered. What was found replaces the copy; a "not
 * found" (`null`) is recorded only where nothing was ever found: a 404 answered by mistake during
 * an incident must not take a page away for the next outage. A real unpublication replaces the
 * copy through the webhook (`rememberLastGood`, ADR 0010). Callers record a "not found" only for
 * names the space itself gives (a folder without a start page), never for a name from a URL:
 * anyone can ask for millions of those (docs/decisions/0043).
 */
export async function rememberRead<T>(options: LastGoodOptions<T>, value: T): Promise<void> {
  if (value === null && (await readLastGood(options)) !== null) return
  await rememberLastGood(options, value)
}

async function readLastGood<T>(options: LastGoodOptions<T>): Promise<{ value: T } | null> {
  const raw = await options.kv.get(options.key, 'json').catch(() => null)
  const envelope = envelopeSchema.safeParse(raw)
  if (!envelope.success) return null
  const parsed = options.schema.safeParse(envelope.data.value)
  return parsed.success ? { value: parsed.data } : null
}

const timedOut = Symbol('timed out')

/**
 * Runs `read` (the normal cached read); when it fails, or takes longer than the deadline, answers
 * with the last good copy if there is one. A read overtaken by the deadline keeps running in
 * `waitUntil`, so it still fills the cache for the next visitor. Without a copy the read's own
 * outcome stands (its error, or its late answer).
 *
 * @example
 * const story = await withLastGood({ kv, key: `content:last-good:story:${slug}`, schema,
 *   waitUntil }, () => cachedStory(slug))
 */
export async function withLastGood<T>(
  options: LastGoodOptions<T>,
  read: () => Promise<T>
): Promise<T> {
  const pending = read()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), options.deadlineMs ?? LAST_GOOD_DEADLINE_MS)
  })
  try {
    const first = await Promise.race([pending, deadline])
    if (first !== timedOut) return first
  } catch (error) {
    const copy = await readLastGood(options)
    if (copy) {
      console.warn(`[content] serving the last good copy of ${options.key}`, error)
      options.onFallback?.()
      return copy.value
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
  // Slow upstream: the copy now, the fresh value for the next request.
  const copy = await readLastGood(options)
  if (!copy) return pending
  options.waitUntil(pending.catch(() => undefined))
  console.warn(`[content] upstream slow: serving the last good copy of ${options.key}`)
  options.onFallback?.()
  return copy.value
}
