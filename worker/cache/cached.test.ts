import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cached, NOT_FOUND_TTL } from './cached.ts'

const schema = z.object({ text: z.string() })

function harness(key: string, lifetimes = { ttl: 60, staleWhileRevalidate: 600 }) {
  const background: Promise<unknown>[] = []
  let clock = 1_000_000
  let calls = 0
  let answer: () => Promise<{ text: string } | null> = async () => ({ text: `v${++calls}` })
  const read = () =>
    cached({
      kv: env.CACHE,
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

    it('is written to KV with the shortest expiration', async () => {
      const h = harness('t:null-kv', catalogue)
      h.notFound()
      await h.read()
      await h.settle()
      const { keys } = await env.CACHE.list({ prefix: 't:null-kv' })
      const expiresIn = (keys[0]?.expiration ?? 0) - Date.now() / 1000
      expect(expiresIn).toBeGreaterThan(NOT_FOUND_TTL - 5)
      expect(expiresIn).toBeLessThanOrEqual(NOT_FOUND_TTL + 1)
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
