import { describe, expect, it } from 'vitest'
import { createLookupCache } from './lookup-cache.ts'

function harness(maxEntries: number, ttlMs: number) {
  let clock = 1_000_000
  const cache = createLookupCache<string>({ maxEntries, ttlMs, now: () => clock })
  return { cache, advance: (ms: number) => (clock += ms) }
}

describe('createLookupCache', () => {
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
    expect(() => createLookupCache({ maxEntries: 0, ttlMs: 1000 })).toThrow('maxEntries')
    expect(() => createLookupCache({ maxEntries: 1.5, ttlMs: 1000 })).toThrow('maxEntries')
    expect(() => createLookupCache({ maxEntries: 10, ttlMs: 0 })).toThrow('ttlMs')
    expect(() => createLookupCache({ maxEntries: 10, ttlMs: Number.NaN })).toThrow('ttlMs')
  })
})
