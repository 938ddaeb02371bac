import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { parseJsonText, readBoundedText } from './request-body.ts'

const app = new Hono().post('/', async (c) => {
  const text = await readBoundedText(c, 8)
  return text === null ? c.text('too large', 413) : c.text(text)
})

const post = (body: string, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers })

describe('readBoundedText', () => {
  it('reads a body within the limit', async () => {
    const response = await post('12345678')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('12345678')
  })

  it('refuses a body over the limit, counted in bytes, not characters', async () => {
    expect((await post('123456789')).status).toBe(413)
    // Five characters, ten bytes in UTF-8.
    expect((await post('ééééé')).status).toBe(413)
  })

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    const chunk = new Uint8Array(64 * 1024)
    const total = 20 * 1024 * 1024
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const limited = new Hono().post('/', async (c) => {
      const text = await readBoundedText(c, 64_000)
      return text === null ? c.text('too large', 413) : c.text('read')
    })
    const request = new Request('http://localhost/', { method: 'POST', body })
    expect(request.headers.get('content-length')).toBeNull()
    const response = await limited.request(request)
    expect(response.status).toBe(413)
    // The chunk that passed the limit, and at most what the stream queued ahead of it.
    expect(pulled).toBeLessThanOrEqual(4 * chunk.byteLength)
  })

  it('refuses from the declared length alone', async () => {
    expect((await post('1', { 'content-length': '9' })).status).toBe(413)
  })
})

describe('parseJsonText', () => {
  it('parses JSON and answers undefined for anything else', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 })
    expect(parseJsonText('null')).toBeNull()
    expect(parseJsonText('{a:1}')).toBeUndefined()
    expect(parseJsonText('')).toBeUndefined()
  })
})
