import { describe, expect, it } from 'vitest'
import { createPageCache, pageCacheKey } from './page-cache.ts'

describe('createPageCache', () => {
  const page = (bytes: number) => ({
    body: new Uint8Array(bytes),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'public, max-age=0',
    cacheTag: 'html',
    etag: null,
  })

  it('counts the bodies against its byte bound', () => {
    const cache = createPageCache({ maxBytes: 10_000 })
    cache.set('a', page(3000))
    cache.set('b', page(3000))
    cache.set('c', page(3000))
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.weight).toBeLessThanOrEqual(10_000)
  })

  it('keys on the build, the generation and the whole URL', () => {
    const keys = new Set([
      pageCacheKey('b1', 1, 'https://example.com/stock?fuel=diesel'),
      pageCacheKey('b2', 1, 'https://example.com/stock?fuel=diesel'),
      pageCacheKey('b1', 2, 'https://example.com/stock?fuel=diesel'),
      pageCacheKey('b1', 1, 'https://example.com/stock?fuel=petrol'),
      pageCacheKey('b1', 1, 'https://example.com/__data/stock?fuel=diesel'),
    ])
    expect(keys.size).toBe(5)
  })
})
