import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { cached } from './cached.ts'

/** A schema that counts how many values it validated. */
function countingSchema() {
  let validations = 0
  const schema = z
    .object({ text: z.string(), tags: z.array(z.string()) })
    .refine(() => ++validations > 0)
  return { schema, validations: () => validations }
}

function read(key: string, schema: z.ZodType<{ text: string; tags: string[] }>) {
  return cached({
    kv: env.CACHE,
    key,
    ttl: 60,
    staleWhileRevalidate: 600,
    staleIfError: 3600,
    schema,
    load: () => Promise.reject(new Error('the test stores the values itself')),
    waitUntil: () => undefined,
    now: () => 1_000_000,
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

  it('validates again when the key holds another write', async () => {
    const { schema, validations } = countingSchema()
    await env.CACHE.put('t:rewritten', envelope(999_000, 'un'))
    await read('t:rewritten', schema)
    await env.CACHE.put('t:rewritten', envelope(999_500, 'deux'))
    expect((await read('t:rewritten', schema)).value).toEqual({ text: 'deux', tags: ['a'] })
    expect(validations()).toBe(2)
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
