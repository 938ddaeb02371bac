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

  /** A body of 20 MiB without a length, pulled 64 KiB at a time, counting what was pulled. */
  function largeStream() {
    const chunk = new Uint8Array(64 * 1024)
    const total = 20 * 1024 * 1024
    const counter = { pulled: 0, total, chunk: chunk.byteLength }
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close()
        counter.pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return { body, counter }
  }

  /** A route limited to 64 KB that notes how much of the body was pulled when it decided. */
  const atAnswer = { pulled: 0 }
  const limitedFor = (counter: { pulled: number }) =>
    new Hono().post('/', async (c) => {
      const text = await readBoundedText(c, 64_000)
      atAnswer.pulled = counter.pulled
      return text === null ? c.text('too large', 413) : c.text('read')
    })

  it('answers a body without a length as soon as it passes the limit', async () => {
    const { body, counter } = largeStream()
    const request = new Request('http://localhost/', { method: 'POST', body })
    expect(request.headers.get('content-length')).toBeNull()
    const response = await limitedFor(counter).request(request)
    expect(response.status).toBe(413)
    // The chunk that passed the limit, and at most what the stream queued ahead of it; nothing
    // more is pulled after the answer either.
    expect(atAnswer.pulled).toBeLessThanOrEqual(4 * counter.chunk)
    await response.text()
    expect(counter.pulled).toBe(atAnswer.pulled)
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
