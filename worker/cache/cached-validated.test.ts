import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cached } from './cached.ts'

/** The isolate's memory of the reads in these tests (ms). */
const MEMORY_MS = 5_000

/** A schema that counts how many values it validated. */
function countingSchema() {
  let validations = 0
  const schema = z
    .object({ text: z.string(), tags: z.array(z.string()) })
    .refine(() => ++validations > 0)
  return { schema, validations: () => validations }
}

function read(
  key: string,
  schema: z.ZodType<{ text: string; tags: string[] }>,
  { now = 1_000_000, memoryMs = MEMORY_MS }: { now?: number; memoryMs?: number } = {}
) {
  return cached({
    kv: env.CACHE,
    key,
    ttl: 60,
    staleWhileRevalidate: 600,
    staleIfError: 3600,
    schema,
    load: () => Promise.reject(new Error('the test stores the values itself')),
    waitUntil: () => undefined,
    now: () => now,
    memoryMs,
  })
}

const envelope = (storedAt: number, text: string) =>
  JSON.stringify({ storedAt, value: { text, tags: ['a'] } })

describe('cached: values validated once per isolate and write', () => {
  it('hands over the value it validated while KV holds the same write', async () => {
    const { schema, validations } = countingSchema()
    await env.CACHE.put('t:once', envelope(999_000, 'un'))
    const first = await read('t:once', schema)
    const again = await read('t:once', schema)
    expect(first.value).toEqual({ text: 'un', tags: ['a'] })
    expect(again.value).toBe(first.value)
    expect(validations()).toBe(1)
  })

  it('validates again when the key holds another write, once the isolate asks KV again', async () => {
    const { schema, validations } = countingSchema()
    await env.CACHE.put('t:rewritten', envelope(999_000, 'un'))
    await read('t:rewritten', schema)
    await env.CACHE.put('t:rewritten', envelope(999_500, 'deux'))
    // Within the recheck window the isolate answers from what it read (KV is not asked).
    expect((await read('t:rewritten', schema, { now: 1_000_000 + MEMORY_MS - 1 })).value.text).toBe(
      'un'
    )
    const later = await read('t:rewritten', schema, { now: 1_000_000 + MEMORY_MS })
    expect(later.value).toEqual({ text: 'deux', tags: ['a'] })
    expect(validations()).toBe(2)
  })

  it('asks KV on every read without a memory (the stock searches)', async () => {
    const { schema, validations } = countingSchema()
    await env.CACHE.put('t:unremembered', envelope(999_000, 'un'))
    await read('t:unremembered', schema, { memoryMs: 0 })
    await env.CACHE.put('t:unremembered', envelope(999_500, 'deux'))
    expect((await read('t:unremembered', schema, { memoryMs: 0 })).value.text).toBe('deux')
    expect(validations()).toBe(2)
  })

  it('asks KV again at once for a value past its freshness', async () => {
    const { schema } = countingSchema()
    // Stored 59.5 s before the first read: fresh then, stale one second later (ttl 60 s).
    await env.CACHE.put('t:ageing', envelope(940_500, 'un'))
    expect((await read('t:ageing', schema)).outcome).toBe('hit')
    await env.CACHE.put('t:ageing', envelope(1_000_500, 'deux'))
    const next = await read('t:ageing', schema, { now: 1_001_000 })
    expect(next).toMatchObject({ value: { text: 'deux' }, outcome: 'hit' })
  })

  it('never remembers a value the schema refused', async () => {
    const { schema, validations } = countingSchema()
    await env.CACHE.put('t:refused', JSON.stringify({ storedAt: 999_000, value: { text: 1 } }))
    await expect(read('t:refused', schema)).rejects.toThrow('the test stores the values itself')
    await expect(read('t:refused', schema)).rejects.toThrow('the test stores the values itself')
    expect(validations()).toBe(0)
  })

  it('shares a frozen value: a request cannot change what the next one reads', async () => {
    const { schema } = countingSchema()
    await env.CACHE.put('t:frozen', envelope(999_000, 'un'))
    const { value } = await read('t:frozen', schema)
    expect(() => value.tags.push('b')).toThrow(TypeError)
    expect((await read('t:frozen', schema)).value.tags).toEqual(['a'])
  })
})
