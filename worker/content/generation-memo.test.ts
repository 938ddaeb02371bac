import { describe, expect, it } from 'vitest'
import {
  createGenerationMemo,
  GENERATION_CACHE_TTL,
  GENERATION_ISOLATE_TTL,
  GENERATION_MAX_STALENESS,
} from './generation-memo.ts'

function harness(ttlMs: number) {
  let clock = 1_000_000
  const memo = createGenerationMemo({ ttlMs, now: () => clock })
  return { memo, advance: (ms: number) => (clock += ms) }
}

describe('createGenerationMemo', () => {
  it('knows nothing until a generation is observed, then keeps it for ttlMs', () => {
    const { memo, advance } = harness(5000)
    expect(memo.fresh()).toBeUndefined()
    expect(memo.observe(42)).toBe(42)
    advance(4999)
    expect(memo.fresh()).toBe(42)
    advance(1)
    expect(memo.fresh()).toBeUndefined()
  })

  it('never goes down: an older value read later is answered with the newer one it knows', () => {
    const { memo, advance } = harness(5000)
    memo.observe(43) // written by the webhook of this isolate
    advance(5000)
    // KV's edge copy still says 42: the isolate keeps 43, and checks again ttlMs later.
    expect(memo.observe(42)).toBe(43)
    expect(memo.fresh()).toBe(43)
    expect(memo.observe(44)).toBe(44)
  })

  it('ignores values that are no generation', () => {
    const { memo } = harness(5000)
    for (const value of [0, -1, Number.NaN, 1.5, Number.POSITIVE_INFINITY]) memo.observe(value)
    expect(memo.fresh()).toBeUndefined()
  })

  it('splits KV’s own staleness between the isolate and the KV edge cache', () => {
    expect(GENERATION_ISOLATE_TTL + GENERATION_CACHE_TTL).toBe(GENERATION_MAX_STALENESS)
    // KV refuses a cacheTtl under 30 seconds.
    expect(GENERATION_CACHE_TTL).toBeGreaterThanOrEqual(30)
    expect(() => createGenerationMemo({ ttlMs: 0 })).toThrow('ttlMs')
  })
})
