import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fetchJson, UpstreamError } from './fetch-json.ts'
import { createUpstreamHealth, isUpstreamFailure, tracked } from './upstream-health.ts'

const schema = z.object({ ok: z.boolean() })
const never = () => new Promise<never>(() => undefined)

function read(fetch: typeof globalThis.fetch) {
  return fetchJson({ fetch, url: 'http://stock.test/x', schema, timeoutMs: 50, label: 'stock /x' })
}

describe('fetchJson', () => {
  it('gives up at its deadline even when the fetch ignores the abort signal', async () => {
    await expect(read(never)).rejects.toBeInstanceOf(UpstreamError)
    // The error names the deadline that applied.
    await expect(read(never)).rejects.toThrow('stock /x: timed out after 50 ms')
  })

  it('gives up at its deadline when the body stalls after the headers', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: () => undefined })
    const fetch = async () =>
      new Response(stalled, { headers: { 'content-type': 'application/json' } })
    await expect(read(fetch)).rejects.toBeInstanceOf(UpstreamError)
  })

  it('reads a 404 as "not found" and any other failure as an upstream error', async () => {
    expect(await read(async () => Response.json({ error: 'gone' }, { status: 404 }))).toBeNull()
    const failed = await read(async () => new Response('oops', { status: 502 })).catch(
      (error: unknown) => error
    )
    expect(failed).toBeInstanceOf(UpstreamError)
    expect(isUpstreamFailure(failed)).toBe(true)
    expect(await read(async () => Response.json({ ok: true }))).toEqual({ ok: true })
  })

  it('with the API\'s own not-found body, reads only that 404 as "not found"', async () => {
    const notFoundBody = z.object({ error: z.object({ code: z.literal('not_found') }) })
    const strict = (fetch: typeof globalThis.fetch) =>
      fetchJson({
        fetch,
        url: 'http://stock.test/x',
        schema,
        timeoutMs: 50,
        label: 'stock /x',
        notFoundBody,
      })
    const own = Response.json({ error: { code: 'not_found', message: 'gone' } }, { status: 404 })
    expect(await strict(async () => own)).toBeNull()
    // A proxy's page, another service's 404: the upstream could not be reached, nothing is gone.
    for (const foreign of [
      new Response('404 page not found', { status: 404 }),
      Response.json(['This record could not be found'], { status: 404 }),
    ]) {
      const error = await strict(async () => foreign).catch((failure: unknown) => failure)
      expect(error).toBeInstanceOf(UpstreamError)
      expect(isUpstreamFailure(error)).toBe(true)
    }
  })
})

describe('the health of a request', () => {
  it('records reads that failed and reads answered from a copy kept for outages', async () => {
    const health = createUpstreamHealth()
    expect(await tracked(health, 'fresh', Promise.resolve({ value: 1, outcome: 'hit' }))).toBe(1)
    expect(health.degraded || health.fallback).toBe(false)
    await tracked(health, 'copy', Promise.resolve({ value: 2, outcome: 'stale-if-error' }))
    expect(health.fallback).toBe(true)
    expect(health.degraded).toBe(false)
    await expect(tracked(health, 'down', Promise.reject(new Error('down')))).rejects.toThrow()
    expect(health.degraded).toBe(true)
    expect(health.report).toEqual({ failed: ['down'], fellBack: ['copy'] })
    expect(isUpstreamFailure(new Error('a bug'))).toBe(false)
  })

  it("with a gone body, reads the API's own 410 as an answer, and any other 410 as a fault", async () => {
    const answer = z.union([schema, z.object({ gone: z.literal(true) })])
    const goneBody = z
      .object({ error: z.object({ code: z.literal('gone') }) })
      .transform(() => ({ gone: true as const }))
    const withGone = (fetch: typeof globalThis.fetch) =>
      fetchJson({
        fetch,
        url: 'http://stock.test/x',
        schema: answer,
        timeoutMs: 50,
        label: 'stock /x',
        goneBody,
      })
    const own = Response.json({ error: { code: 'gone', message: 'sold' } }, { status: 410 })
    expect(await withGone(async () => own)).toEqual({ gone: true })
    const foreign = await withGone(async () => new Response('Gone', { status: 410 })).catch(
      (failure: unknown) => failure
    )
    expect(foreign).toBeInstanceOf(UpstreamError)
    // Without a gone body, a 410 is a fault like any other status.
    const plain = await read(async () => Response.json({}, { status: 410 })).catch(
      (failure: unknown) => failure
    )
    expect(isUpstreamFailure(plain)).toBe(true)
  })
})
