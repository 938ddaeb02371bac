import type { z } from 'zod'

export interface CachedOptions<T> {
  kv: KVNamespace
  key: string
  /** Seconds a value is served without a refresh. */
  ttl: number
  /** Seconds after `ttl` during which a stale value is served while it refreshes in the background. */
  staleWhileRevalidate: number
  /** Seconds after `ttl` during which a stale value is served when the upstream fails. */
  staleIfError: number
  /** Values read back from KV are validated again: KV outlives deployments and schemas. */
  schema: z.ZodType<T>
  load: () => Promise<T>
  waitUntil: (promise: Promise<unknown>) => void
  now?: () => number
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error'

interface Envelope {
  storedAt: number
  value: unknown
}

/** KV allows one write per second per key: a refresh already under way is not started again. */
const refreshing = new Set<string>()

async function store<T>(options: CachedOptions<T>, value: T, now: number): Promise<void> {
  const envelope: Envelope = { storedAt: now, value }
  // KV's minimum expiration is 60 s; keep the value as long as it can still serve stale.
  const expirationTtl = Math.max(
    60,
    options.ttl + Math.max(options.staleWhileRevalidate, options.staleIfError)
  )
  await options.kv.put(options.key, JSON.stringify(envelope), { expirationTtl })
}

/**
 * Reads through a KV cache with stale-while-revalidate and stale-if-error.
 *
 * @example
 * const vehicle = await cached({ kv, key: `stock:v1:vehicle:${id}`, ttl: 60, staleWhileRevalidate: 600,
 *   staleIfError: 86_400, schema: vehicleSchema, load: () => api.vehicle(id), waitUntil })
 */
export async function cached<T>(
  options: CachedOptions<T>
): Promise<{ value: T; outcome: CacheOutcome }> {
  const now = options.now?.() ?? Date.now()
  let stale: { value: T; age: number } | null = null
  const raw = await options.kv.get<Envelope>(options.key, 'json').catch(() => null)
  if (raw && typeof raw.storedAt === 'number') {
    const parsed = options.schema.safeParse(raw.value)
    if (parsed.success) stale = { value: parsed.data, age: (now - raw.storedAt) / 1000 }
  }
  if (stale && stale.age < options.ttl) return { value: stale.value, outcome: 'hit' }

  if (stale && stale.age < options.ttl + options.staleWhileRevalidate) {
    if (!refreshing.has(options.key)) {
      refreshing.add(options.key)
      options.waitUntil(
        options
          .load()
          .then((fresh) => store(options, fresh, options.now?.() ?? Date.now()))
          .catch((error: unknown) =>
            console.warn(`[cache] refresh of ${options.key} failed`, error)
          )
          .finally(() => refreshing.delete(options.key))
      )
    }
    return { value: stale.value, outcome: 'stale' }
  }

  try {
    const fresh = await options.load()
    options.waitUntil(
      store(options, fresh, now).catch((error: unknown) =>
        console.warn('[cache] write failed', error)
      )
    )
    return { value: fresh, outcome: 'miss' }
  } catch (error) {
    if (stale && stale.age < options.ttl + options.staleIfError) {
      return { value: stale.value, outcome: 'stale-if-error' }
    }
    throw error
  }
}
