import { describe, expect, it } from 'vitest'
import { createIsolateCache, stringBytes } from './isolate-cache.ts'

/** Bounds that never bind before `maxEntries` does. */
const ANY_BYTES = { maxWeight: 1_000_000, weigh: () => 1 }

function harness(maxEntries: number, ttlMs: number) {
  let clock = 1_000_000
  const cache = createIsolateCache<string>({ maxEntries, ttlMs, ...ANY_BYTES, now: () => clock })
  return { cache, advance: (ms: number) => (clock += ms) }
}

describe('createIsolateCache', () => {
  it('returns what was stored, and nothing for a key never stored', () => {
    const { cache } = harness(10, 1000)
    cache.set('a', 'A')
    expect(cache.get('a')).toBe('A')
    expect(cache.get('b')).toBeUndefined()
  })

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache } = harness(3, 60_000)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.set('c', 'C')
    // Reading `a` makes `b` the least recently used.
    expect(cache.get('a')).toBe('A')
    cache.set('d', 'D')
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D'])
  })

  it('forgets every entry and its weight on clear', () => {
    const { cache } = harness(10, 60_000)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.clear()
    expect([cache.size, cache.weight, cache.get('a'), cache.get('b')]).toEqual([
      0,
      0,
      undefined,
      undefined,
    ])
    cache.set('c', 'C')
    expect([cache.size, cache.weight]).toEqual([1, 1])
  })

  it('does not grow when a key is stored again', () => {
    const { cache } = harness(2, 60_000)
    cache.set('a', 'A1')
    cache.set('a', 'A2')
    cache.set('b', 'B')
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBe('A2')
  })

  it('serves an entry until its ttl, then forgets it', () => {
    const { cache, advance } = harness(10, 1000)
    cache.set('a', 'A')
    advance(999)
    expect(cache.get('a')).toBe('A')
    advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('counts the ttl from the last store, not from the last read', () => {
    const { cache, advance } = harness(10, 1000)
    cache.set('a', 'A')
    advance(600)
    expect(cache.get('a')).toBe('A')
    advance(600)
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 'A again')
    advance(600)
    expect(cache.get('a')).toBe('A again')
  })

  it('refuses bounds that would make it unbounded or useless', () => {
    expect(() => createIsolateCache({ maxEntries: 0, ttlMs: 1000, ...ANY_BYTES })).toThrow(
      'maxEntries'
    )
    expect(() => createIsolateCache({ maxEntries: 1.5, ttlMs: 1000, ...ANY_BYTES })).toThrow(
      'maxEntries'
    )
    expect(() => createIsolateCache({ maxEntries: 10, ttlMs: 0, ...ANY_BYTES })).toThrow('ttlMs')
    expect(() => createIsolateCache({ maxEntries: 10, ttlMs: Number.NaN, ...ANY_BYTES })).toThrow(
      'ttlMs'
    )
  })

  it('keeps the summed weight within maxWeight, dropping the least recently used', () => {
    let clock = 0
    const cache = createIsolateCache<string>({
      maxEntries: 100,
      ttlMs: 60_000,
      maxWeight: 10,
      weigh: (value) => value.length,
      now: () => clock,
    })
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    expect(cache.weight).toBe(8)
    // Reading `a` makes `b` the least recently used: it leaves to make room.
    expect(cache.get('a')).toBe('aaaa')
    cache.set('c', 'cccc')
    expect(cache.weight).toBe(8)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc'])
    // Storing a key again replaces its weight, and an expired entry read gives its weight back.
    cache.set('a', 'aa')
    expect(cache.weight).toBe(6)
    clock += 60_000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.weight).toBe(4)
  })

  it('does not store a value heavier than maxWeight on its own, nor keep the old one', () => {
    const cache = createIsolateCache<string>({
      maxEntries: 100,
      ttlMs: 60_000,
      maxWeight: 10,
      weigh: (value) => value.length,
    })
    cache.set('a', 'aaaa')
    cache.set('b', 'bbbb')
    cache.set('a', 'x'.repeat(11))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe('bbbb')
    expect(cache.weight).toBe(4)
  })

  it('refuses a byte bound that is not positive', () => {
    expect(() =>
      createIsolateCache<string>({ maxEntries: 10, ttlMs: 1000, maxWeight: 0, weigh: () => 1 })
    ).toThrow('maxWeight must be positive')
  })

  it('bounds its bytes with keys counted: a few long keys cannot fill the memory', () => {
    const cache = createIsolateCache<string>({
      maxEntries: 1_000,
      ttlMs: 60_000,
      maxWeight: 100_000,
      weigh: (value, key) => stringBytes(value) + stringBytes(key),
    })
    // Keys a visitor chose, 10 KB each: far fewer than `maxEntries` are kept.
    for (let index = 0; index < 100; index++) cache.set(`${index}`.padEnd(10_000, 'x'), 'miss')
    expect(cache.weight).toBeLessThanOrEqual(100_000)
    expect(cache.size).toBeLessThan(10)
  })
})
