import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cached } from './cached.ts'

const schema = z.object({ text: z.string() })

function harness(key: string) {
  const background: Promise<unknown>[] = []
  let clock = 1_000_000
  let calls = 0
  let answer: () => Promise<{ text: string }> = async () => ({ text: `v${++calls}` })
  const read = () =>
    cached({
      kv: env.CACHE,
      key,
      ttl: 60,
      staleWhileRevalidate: 600,
      staleIfError: 3600,
      schema,
      load: () => answer(),
      waitUntil: (p) => background.push(p),
      now: () => clock,
    })
  return {
    read,
    settle: () => Promise.all(background.splice(0)),
    advance: (seconds: number) => (clock += seconds * 1000),
    fail: () => (answer = async () => Promise.reject(new Error('upstream down'))),
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
})
