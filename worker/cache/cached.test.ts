import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createCacheWrites, gatedNamespace } from './cache-writes.ts'
import { cached, NOT_FOUND_TTL, notFoundReads, validatedReads } from './cached.ts'

const schema = z.object({ text: z.string() })

function harness(
  key: string,
  lifetimes = { ttl: 60, staleWhileRevalidate: 600 },
  kv: KVNamespace = env.CACHE
) {
  const background: Promise<unknown>[] = []
  let clock = 1_000_000
  let calls = 0
  let answer: () => Promise<{ text: string } | null> = async () => ({ text: `v${++calls}` })
  const read = () =>
    cached({
      kv,
      key,
      ...lifetimes,
      staleIfError: 3600,
      schema: schema.nullable(),
      load: () => answer(),
      waitUntil: (p) => background.push(p),
      now: () => clock,
    })
  return {
    read,
    settle: () => Promise.all(background.splice(0)),
    advance: (seconds: number) => (clock += seconds * 1000),
    fail: () => (answer = async () => Promise.reject(new Error('upstream down'))),
    notFound: () =>
      (answer = async () => {
        calls++
        return null
      }),
    recover: () => (answer = async () => ({ text: `v${++calls}` })),
    calls: () => calls,
  }
}

describe('cached (KV, stale-while-revalidate, stale-if-error)', () => {
  it('loads on a miss, then serves the stored value while fresh', async () => {
    const h = harness('t:fresh')
    expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'miss' })
    await h.settle()
    expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'hit' })
    expect(h.calls()).toBe(1)
  })

  it('serves stale and refreshes in the background after the ttl', async () => {
    const h = harness('t:swr')
    await h.read()
    await h.settle()
    h.advance(120)
    expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'stale' })
    await h.settle()
    expect(await h.read()).toEqual({ value: { text: 'v2' }, outcome: 'hit' })
  })

  it('serves the last good value when the upstream fails', async () => {
    const h = harness('t:sie')
    await h.read()
    await h.settle()
    h.advance(1000)
    h.fail()
    expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'stale-if-error' })
  })

  it('fails when there is nothing to fall back on', async () => {
    const h = harness('t:nothing')
    h.fail()
    await expect(h.read()).rejects.toThrow('upstream down')
  })

  it('ignores a stored value that no longer matches the schema', async () => {
    await env.CACHE.put('t:schema', JSON.stringify({ storedAt: 1_000_000, value: { text: 42 } }))
    const h = harness('t:schema')
    expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'miss' })
  })

  describe('a "not found" answer (null)', () => {
    // Catalogue lifetimes: an hour fresh, a day of stale-while-revalidate.
    const catalogue = { ttl: 3_600, staleWhileRevalidate: 86_400 }

    it('is kept about a minute, whatever the lifetimes of a found value', async () => {
      const h = harness('t:null-expires', catalogue)
      h.notFound()
      expect(await h.read()).toEqual({ value: null, outcome: 'miss' })
      await h.settle()
      h.advance(NOT_FOUND_TTL - 1)
      expect(await h.read()).toEqual({ value: null, outcome: 'hit' })
      h.recover()
      h.advance(2)
      expect(await h.read()).toEqual({ value: { text: 'v2' }, outcome: 'miss' })
      expect(h.calls()).toBe(2)
    })

    it('is never written to KV: a scan of unknown keys costs no write', async () => {
      for (let index = 0; index < 20; index++) {
        const h = harness(`t:null-kv:${index}`, catalogue)
        h.notFound()
        expect(await h.read()).toEqual({ value: null, outcome: 'miss' })
        await h.settle()
        expect(await h.read()).toEqual({ value: null, outcome: 'hit' })
        expect(h.calls()).toBe(1)
      }
      const { keys } = await env.CACHE.list({ prefix: 't:null-kv' })
      expect(keys).toEqual([])
    })

    it('removes the found value it replaces from KV (one write per key that existed)', async () => {
      const h = harness('t:found-then-gone')
      await h.read()
      await h.settle()
      h.advance(120)
      h.notFound()
      // Within stale-while-revalidate: the found value, refreshed to "not found" behind it.
      expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'stale' })
      await h.settle()
      expect(await env.CACHE.get('t:found-then-gone')).toBeNull()
      expect(await h.read()).toEqual({ value: null, outcome: 'hit' })
    })

    it('is never served stale when the upstream fails after it', async () => {
      const h = harness('t:null-no-sie', catalogue)
      h.notFound()
      await h.read()
      await h.settle()
      h.advance(NOT_FOUND_TTL + 1)
      h.fail()
      await expect(h.read()).rejects.toThrow('upstream down')
    })

    it('does not outlive a found value that the upstream later fails to refresh', async () => {
      const h = harness('t:found-then-down', catalogue)
      await h.read()
      await h.settle()
      h.advance(catalogue.ttl + 10)
      h.fail()
      // Within stale-while-revalidate: the found value, and a failed refresh stores nothing.
      expect(await h.read()).toEqual({ value: { text: 'v1' }, outcome: 'stale' })
      await h.settle()
      const stored = await env.CACHE.get<{ storedAt: number }>('t:found-then-down', 'json')
      expect(stored?.storedAt).toBe(1_000_000)
    })
  })
})

describe('cached, when the request refuses shared writes (an editor preview)', () => {
  it('writes nothing to KV or to the isolate memory, found or not found', async () => {
    const writes = createCacheWrites()
    writes.refuse('editor preview')
    const kv = gatedNamespace(env.CACHE, writes)
    const found = harness('t:gated-found', undefined, kv)
    expect(await found.read()).toEqual({ value: { text: 'v1' }, outcome: 'miss' })
    await found.settle()
    expect(await env.CACHE.get('t:gated-found')).toBeNull()
    expect(validatedReads.get('t:gated-found')).toBeUndefined()
    const missing = harness('t:gated-missing', undefined, kv)
    missing.notFound()
    await missing.read()
    await missing.settle()
    expect(notFoundReads.get('t:gated-missing')).toBeUndefined()
  })

  it('does not keep in memory what it read from KV either', async () => {
    await env.CACHE.put(
      't:gated-read',
      JSON.stringify({ storedAt: 1_000_000, value: { text: 'kv' } })
    )
    const writes = createCacheWrites()
    writes.refuse('editor preview')
    const h = harness('t:gated-read', undefined, gatedNamespace(env.CACHE, writes))
    expect(await h.read()).toEqual({ value: { text: 'kv' }, outcome: 'hit' })
    expect(validatedReads.get('t:gated-read')).toBeUndefined()
  })
})
