import type { z } from 'zod'
import { writesAllowed } from './cache-writes.ts'
import { deepFreeze } from './deep-freeze.ts'
import { createIsolateCache, stringBytes } from './isolate-cache.ts'

export interface CachedOptions<T> {
  kv: KVNamespace
  key: string
  /** Seconds a value is served without a refresh. */
  ttl: number
  /** Seconds after `ttl` during which a stale value is served while it refreshes in the background. */
  staleWhileRevalidate: number
  /** Seconds after `ttl` during which a stale value is served when the upstream fails. */
  staleIfError: number
  /**
   * Values read back from KV are validated again: KV outlives deployments and schemas (once per
   * isolate and write, see `validatedReads`).
   */
  schema: z.ZodType<T>
  load: () => Promise<T>
  /**
   * How long this isolate may answer a fresh value from what it last read, without asking KV
   * again (ms; default 0, KV answers every read). For keys every URL of a page shares (a story,
   * the folders; `CONTENT_MEMORY_MS`), not for the stock's searches: a filter combination is a
   * key of its own, so a remembered search would flatter the one combination asked again.
   */
  memoryMs?: number
  waitUntil: (promise: Promise<unknown>) => void
  now?: () => number
  /**
   * Keep values in this isolate's memory only (`memoryOnlyValues`, bounded in bytes), never in
   * KV: for keys anyone can multiply at will (a list of vehicle ids is one key per combination),
   * which KV would keep, and bill, one write each (docs/decisions/0043).
   */
  memoryOnly?: boolean
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error'

/**
 * Seconds a "not found" answer (`null`) is kept: about a minute. A missing answer is not worth
 * the lifetimes of a found one: an upstream that answers 404 by mistake (a deployment, a
 * half-loaded catalogue) would otherwise turn pages into 404s for as long as the data's own
 * freshness plus its stale windows. Past this, a `null` is never served stale, neither while
 * refreshing nor when the upstream fails.
 *
 * It is kept in the isolate's memory only (`notFoundReads`), never in KV: anyone can ask for
 * slugs and ids that do not exist, and each one written to KV would be a write (and a key) per
 * request of a scanner (docs/decisions/0043).
 */
export const NOT_FOUND_TTL = 60

interface Envelope {
  storedAt: number
  value: unknown
}

/** KV allows one write per second per key: a refresh already under way is not started again. */
const refreshing = new Set<string>()

/** A value read from KV and validated: when it was stored, and the value as the schema gave it. */
interface ValidRead {
  storedAt: number
  value: unknown
}

/**
 * What this isolate already read and validated, by key, with the exact text KV gave it and when
 * KV last confirmed it: the same text again is the same value, handed over without parsing or
 * validating it again (a search of the stock validates in about a millisecond, on every page that
 * shows it). Another write of the key (a refresh, a new `storedAt`) is another text, validated
 * once more. Values are frozen: requests share them (docs/decisions/0024).
 */
export const validatedReads = createIsolateCache<{
  text: string
  read: ValidRead
  checkedAt: number
}>({
  maxEntries: 1_000,
  ttlMs: 10 * 60_000,
  maxWeight: 8_000_000,
  // The text as KV gave it, and about as much again for the value parsed from it.
  weigh: (entry, key) => 2 * stringBytes(entry.text) + stringBytes(key),
})

/**
 * The "not found" answers this isolate had, by key, with when it had them: a bounded number of
 * small entries, so a scan of unknown slugs costs at most this much memory and no KV write.
 */
export const notFoundReads = createIsolateCache<{ storedAt: number }>({
  maxEntries: 5_000,
  ttlMs: NOT_FOUND_TTL * 1000,
  maxWeight: 1_000_000,
  // The key and the entry's bookkeeping.
  weigh: (_, key) => stringBytes(key) + 64,
})

/**
 * Values of `memoryOnly` keys, with when they were loaded; weighed by their JSON text. Lost with
 * the isolate, which only costs a load.
 */
export const memoryOnlyValues = createIsolateCache<{ read: ValidRead; bytes: number }>({
  maxEntries: 2_000,
  ttlMs: 10 * 60_000,
  maxWeight: 4_000_000,
  weigh: (entry, key) => entry.bytes + stringBytes(key),
})

/** Whether `read` is a hit at `now`: a value within `ttl`, a "not found" within `NOT_FOUND_TTL`. */
function isFresh(read: ValidRead, ttl: number, now: number): boolean {
  const age = (now - read.storedAt) / 1000
  return age < (read.value === null ? NOT_FOUND_TTL : ttl)
}

/** The envelope under `key` if it is there and its value passes the schema, else null. */
async function readValid<T>(
  options: CachedOptions<T>,
  now: number
): Promise<{ storedAt: number; value: T } | null> {
  const missing = notFoundReads.get(options.key)
  if (missing && isFresh({ storedAt: missing.storedAt, value: null }, options.ttl, now)) {
    return { storedAt: missing.storedAt, value: null as T }
  }
  if (options.memoryOnly) {
    return (memoryOnlyValues.get(options.key)?.read as { storedAt: number; value: T }) ?? null
  }
  const known = validatedReads.get(options.key)
  const memoryMs = options.memoryMs ?? 0
  if (known && now - known.checkedAt < memoryMs && isFresh(known.read, options.ttl, now)) {
    return known.read as { storedAt: number; value: T }
  }
  const text = await options.kv.get(options.key, 'text').catch(() => null)
  if (text === null) return null
  if (known?.text === text) {
    known.checkedAt = now
    return known.read as { storedAt: number; value: T }
  }
  let envelope: Partial<Envelope> | null
  try {
    envelope = JSON.parse(text) as Partial<Envelope> | null
  } catch {
    return null
  }
  if (typeof envelope?.storedAt !== 'number') return null
  const parsed = options.schema.safeParse(envelope.value)
  if (!parsed.success) return null
  const read = { storedAt: envelope.storedAt, value: deepFreeze(parsed.data) }
  // Shared memory holds what this request may share: nothing read during an editor's preview.
  if (writesAllowed(options.kv)) validatedReads.set(options.key, { text, read, checkedAt: now })
  return read
}

/**
 * Keeps a loaded value: a found one in KV, as long as it can still serve stale; a "not found" in
 * the isolate's memory only, for `NOT_FOUND_TTL`. A found value KV held before under the key
 * (`replacesFound`) is removed then, as the "not found" replaced it before: one write per key
 * that existed, never one per key asked for.
 */
async function store<T>(
  options: CachedOptions<T>,
  value: T,
  now: number,
  replacesFound: boolean
): Promise<void> {
  if (value === null) {
    if (!writesAllowed(options.kv)) return
    notFoundReads.set(options.key, { storedAt: now })
    if (replacesFound) await options.kv.delete(options.key)
    return
  }
  if (options.memoryOnly) {
    if (!writesAllowed(options.kv)) return
    // A copy: the request that loaded the value still holds (and may change) its own.
    const read = { storedAt: now, value: deepFreeze(structuredClone(value)) }
    memoryOnlyValues.set(options.key, { read, bytes: stringBytes(JSON.stringify(value)) })
    return
  }
  const envelope: Envelope = { storedAt: now, value }
  // KV's minimum expiration is 60 s; keep a value as long as it can still serve stale.
  const expirationTtl = Math.max(
    60,
    options.ttl + Math.max(options.staleWhileRevalidate, options.staleIfError)
  )
  await options.kv.put(options.key, JSON.stringify(envelope), { expirationTtl })
}

/**
 * Reads through a KV cache with stale-while-revalidate and stale-if-error. A `null` value is a
 * "not found" answer: it is kept `NOT_FOUND_TTL` seconds in the isolate's memory (not in KV),
 * whatever `ttl` says, and never served stale. Nothing is stored when `load` fails, so an answer given during an outage (a stale value)
 * never gets a new lifetime.
 *
 * @example
 * const vehicle = await cached({ kv, key: `stock:v1:vehicle:${id}`, ttl: 60, staleWhileRevalidate: 600,
 *   staleIfError: 86_400, schema: vehicleSchema, load: () => api.vehicle(id), waitUntil })
 */
export async function cached<T>(
  options: CachedOptions<T>
): Promise<{ value: T; outcome: CacheOutcome }> {
  const now = options.now?.() ?? Date.now()
  const read = await readValid(options, now)
  if (read && isFresh(read, options.ttl, now)) return { value: read.value, outcome: 'hit' }
  // A "not found" past its minute is never served stale.
  const stale =
    read && read.value !== null ? { value: read.value, age: (now - read.storedAt) / 1000 } : null
  const replacesFound = stale !== null

  if (stale && stale.age < options.ttl + options.staleWhileRevalidate) {
    if (!refreshing.has(options.key)) {
      refreshing.add(options.key)
      options.waitUntil(
        options
          .load()
          .then((fresh) => store(options, fresh, options.now?.() ?? Date.now(), replacesFound))
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
      store(options, fresh, now, replacesFound).catch((error: unknown) =>
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
