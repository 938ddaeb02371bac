import { afterEach, describe, expect, it, vi } from 'vitest'
import { backoffDelay, createResilientFetch } from './resilient-fetch.ts'

/** A fake upstream: answers each call with the next scripted outcome and records the URLs. */
function upstream(...outcomes: Array<Response | Error | 'hang'>) {
  const calls: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push(String(input))
    const outcome = outcomes[Math.min(calls.length, outcomes.length) - 1]
    if (outcome === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      )
    }
    if (outcome instanceof Error) throw outcome
    if (!outcome) throw new Error('unexpected upstream call')
    return outcome.clone()
  }
  return { fetch, calls }
}

const ok = () => Response.json({ stories: [] })
const status = (code: number, body = '<html>Bad gateway</html>') =>
  new Response(body, { status: code, statusText: `Status ${code}` })

function resilient(fake: ReturnType<typeof upstream>, extra: { timeoutMs?: number } = {}) {
  const sleeps: number[] = []
  const fetch = createResilientFetch({
    fetch: fake.fetch,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    ...extra,
  })
  return { fetch, sleeps }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('resilient content fetch', () => {
  it('retries 5xx with exponential backoff and full jitter, up to three attempts', async () => {
    const fake = upstream(status(502), status(503), ok())
    const { fetch, sleeps } = resilient(fake)
    const response = await fetch('https://api.example/v2/cdn/stories?cv=1')
    expect(response.status).toBe(200)
    expect(fake.calls).toHaveLength(3)
    // random 0.5 × min(1000, 100 × 2^n)
    expect(sleeps).toEqual([50, 100])
  })

  it('returns the last 5xx with a JSON body so the SDK keeps the status', async () => {
    const fake = upstream(status(500), status(500), status(502))
    const { fetch } = resilient(fake)
    const response = await fetch('https://api.example/v2/cdn/stories')
    expect(fake.calls).toHaveLength(3)
    expect(response.status).toBe(502)
    expect(response.statusText).toBe('Status 502')
    expect(await response.json()).toEqual({ error: 'Status 502' })
  })

  it('retries network errors and gives up after three attempts', async () => {
    const recovered = upstream(new TypeError('fetch failed'), ok())
    expect((await resilient(recovered).fetch('https://api.example/x')).status).toBe(200)
    const down = upstream(new TypeError('fetch failed'))
    await expect(resilient(down).fetch('https://api.example/x')).rejects.toThrow('fetch failed')
    expect(down.calls).toHaveLength(3)
  })

  it('does not retry 4xx: the SDK handles 429 itself and other 4xx are final', async () => {
    for (const code of [401, 404, 429]) {
      const fake = upstream(Response.json(['This record could not be found'], { status: code }))
      const { fetch, sleeps } = resilient(fake)
      expect((await fetch('https://api.example/x')).status).toBe(code)
      expect(fake.calls).toHaveLength(1)
      expect(sleeps).toEqual([])
    }
  })

  it('aborts an attempt that exceeds its deadline and retries it', async () => {
    vi.useFakeTimers()
    const fake = upstream('hang', ok())
    const { fetch } = resilient(fake, { timeoutMs: 2000 })
    const pending = fetch('https://api.example/x')
    await vi.advanceTimersByTimeAsync(2000)
    expect((await pending).status).toBe(200)
    expect(fake.calls).toHaveLength(2)
  })

  it('fails with a timeout error when every attempt hangs, and caps the deadline at 3 s', async () => {
    vi.useFakeTimers()
    const fake = upstream('hang')
    const { fetch } = resilient(fake, { timeoutMs: 60_000 })
    const pending = fetch('https://api.example/x').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(3 * 3000)
    const error = await pending
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'TimeoutError',
      message: 'Content API request timed out after 3000 ms',
    })
    expect(fake.calls).toHaveLength(3)
  })

  it('counts a stalled body against the deadline', async () => {
    vi.useFakeTimers()
    const stalled = new Response(
      new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"sto')),
      })
    )
    const fake = upstream(stalled, ok())
    const { fetch } = resilient(fake, { timeoutMs: 1000 })
    const pending = fetch('https://api.example/x')
    await vi.advanceTimersByTimeAsync(1000)
    expect(await (await pending).json()).toEqual({ stories: [] })
  })

  it('follows the cv redirect the in-process local service answers with', async () => {
    const fake = upstream(
      new Response(null, {
        status: 301,
        headers: { location: 'https://api.example/v2/cdn/stories?cv=42' },
      }),
      ok()
    )
    const response = await resilient(fake).fetch('https://api.example/v2/cdn/stories')
    expect(response.status).toBe(200)
    expect(fake.calls).toEqual([
      'https://api.example/v2/cdn/stories',
      'https://api.example/v2/cdn/stories?cv=42',
    ])
  })

  it('computes full-jitter delays within the exponential cap', () => {
    expect(backoffDelay(1, { base: 100, cap: 1000, random: () => 0.999 })).toBe(99)
    expect(backoffDelay(5, { base: 100, cap: 1000, random: () => 0.999 })).toBe(999)
    expect(backoffDelay(3, { base: 100, cap: 1000, random: () => 0 })).toBe(0)
  })
})
