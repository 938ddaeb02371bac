import { describe, expect, it } from 'vitest'
import { collectBody, createPageCache, pageCacheKey } from './page-cache.ts'

const encoder = new TextEncoder()

function source(parts: string[], options: { fail?: boolean } = {}): ReadableStream<Uint8Array> {
  let index = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[index++]
      if (part !== undefined) controller.enqueue(encoder.encode(part))
      else if (options.fail) controller.error(new Error('render failed'))
      else controller.close()
    },
  })
}

describe('collectBody', () => {
  it('passes the stream through unchanged and hands over the whole body at its end', async () => {
    const collected: string[] = []
    const stream = collectBody(source(['<!doctype html>', '<p>é</p>', '</html>']), (body) =>
      collected.push(new TextDecoder().decode(body))
    )
    expect(await new Response(stream).text()).toBe('<!doctype html><p>é</p></html>')
    expect(collected).toEqual(['<!doctype html><p>é</p></html>'])
  })

  it('hands over nothing when the stream fails or the reader leaves', async () => {
    let calls = 0
    const failing = collectBody(source(['<p>'], { fail: true }), () => calls++)
    await expect(new Response(failing).text()).rejects.toThrow('render failed')
    const left = collectBody(source(['<p>', '</p>']), () => calls++)
    const reader = left.getReader()
    await reader.read()
    await reader.cancel()
    expect(calls).toBe(0)
  })
})

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
