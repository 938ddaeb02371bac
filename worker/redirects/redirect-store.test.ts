import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createIsolateCache } from '../cache/isolate-cache.ts'
import {
  createRedirectStore,
  type LegacyLookup,
  REDIRECT_CACHE_TTL,
  REDIRECT_ISOLATE_TTL,
  REDIRECT_ISOLATE_BYTES,
  legacyLookupBytes,
  REDIRECT_MAX_STALENESS,
} from './redirect-store.ts'

/** The real local REDIRECTS namespace, counting reads; `failNext` makes the next read throw. */
function countingKv() {
  let reads = 0
  let failing = false
  const kv = new Proxy(env.REDIRECTS, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        reads++
        if (failing) {
          failing = false
          return Promise.reject(new Error('KV unavailable'))
        }
        return Reflect.apply(value, target, args)
      }
    },
  })
  return { kv, reads: () => reads, failNext: () => (failing = true) }
}

function harness(maxEntries = 100) {
  let clock = 5_000_000
  const cache = createIsolateCache<LegacyLookup>({
    maxEntries,
    ttlMs: REDIRECT_ISOLATE_TTL * 1000,
    maxWeight: REDIRECT_ISOLATE_BYTES,
    weigh: legacyLookupBytes,
    now: () => clock,
  })
  const counter = countingKv()
  // A store per request, one cache per isolate: as the middleware uses them.
  const lookup = (pathname: string, search = '') =>
    createRedirectStore(counter.kv, cache).lookup(pathname, search)
  return { ...counter, lookup, cache, advance: (seconds: number) => (clock += seconds * 1000) }
}

describe('redirect store with an isolate cache', () => {
  it('reads KV once for every form of the same old URL', async () => {
    await env.REDIRECTS.put('/fr/store-hit', '/news')
    const h = harness()
    const expected = { kind: 'redirect', location: '/news', key: '/fr/store-hit' }
    expect(await h.lookup('/fr/store-hit')).toEqual(expected)
    expect(h.reads()).toBe(1)
    expect(await h.lookup('/fr/store-hit')).toEqual(expected)
    expect(await h.lookup('/FR/Store-Hit/')).toEqual(expected)
    expect(await h.lookup('/fr/store-hit', '?utm_source=ads&gclid=1')).toEqual(expected)
    expect(h.reads()).toBe(1)
    // Another query is another lookup (the path plus that query may be a row of its own).
    expect(await h.lookup('/fr/store-hit', '?page=2')).toEqual(expected)
    expect(h.reads()).toBe(2)
  })

  it('remembers a miss, until the isolate ttl is over', async () => {
    const h = harness()
    expect(await h.lookup('/fr/store-later')).toEqual({ kind: 'miss' })
    await env.REDIRECTS.put('/fr/store-later', '/stock')
    h.advance(REDIRECT_ISOLATE_TTL - 1)
    expect(await h.lookup('/fr/store-later')).toEqual({ kind: 'miss' })
    expect(h.reads()).toBe(1)
    h.advance(1)
    expect(await h.lookup('/fr/store-later')).toEqual({
      kind: 'redirect',
      location: '/stock',
      key: '/fr/store-later',
    })
    expect(h.reads()).toBe(2)
  })

  it('still refuses an unsafe target when the answer comes from memory', async () => {
    await env.REDIRECTS.put('/fr/store-evil', '//evil.example/stock')
    const h = harness()
    const refused = { kind: 'gone', key: '/fr/store-evil', unsafeTarget: '//evil.example/stock' }
    expect(await h.lookup('/fr/store-evil')).toEqual(refused)
    expect(await h.lookup('/fr/store-evil/')).toEqual(refused)
    expect(h.reads()).toBe(1)
  })

  it('remembers rows without a target as page-not-found', async () => {
    await env.REDIRECTS.put('/fr/store-empty', '')
    const h = harness()
    const gone = { kind: 'gone', key: '/fr/store-empty', unsafeTarget: null }
    expect(await h.lookup('/fr/store-empty')).toEqual(gone)
    expect(await h.lookup('/fr/store-empty')).toEqual(gone)
    expect(h.reads()).toBe(1)
  })

  it('does not remember a failed read', async () => {
    await env.REDIRECTS.put('/fr/store-flaky', '/news')
    const h = harness()
    h.failNext()
    await expect(h.lookup('/fr/store-flaky')).rejects.toThrow('KV unavailable')
    expect(await h.lookup('/fr/store-flaky')).toMatchObject({ kind: 'redirect', location: '/news' })
    expect(h.reads()).toBe(2)
  })

  it('never lets a crafted path pass for another lookup', async () => {
    await env.REDIRECTS.put('/fr/store-a', '/news')
    const h = harness()
    // Decoded, this path is the two keys of `/fr/store-a?b=c` written on one line.
    expect(await h.lookup('/fr/store-a%3Fb=c%0A/fr/store-a')).toEqual({ kind: 'miss' })
    expect(await h.lookup('/fr/store-a', '?b=c')).toMatchObject({ kind: 'redirect' })
  })

  it('keeps within its bound', async () => {
    const h = harness(2)
    for (const path of ['/fr/store-1', '/fr/store-2', '/fr/store-3']) await h.lookup(path)
    expect(h.cache.size).toBe(2)
    await h.lookup('/fr/store-1')
    expect(h.reads()).toBe(4)
  })

  it('stays within the staleness of the table: isolate plus edge', () => {
    expect(REDIRECT_ISOLATE_TTL + REDIRECT_CACHE_TTL).toBeLessThanOrEqual(REDIRECT_MAX_STALENESS)
    // KV refuses a cacheTtl below 60 seconds.
    expect(REDIRECT_CACHE_TTL).toBeGreaterThanOrEqual(60)
  })
})
