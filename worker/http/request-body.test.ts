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
