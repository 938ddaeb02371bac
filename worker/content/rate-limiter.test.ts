import { describe, expect, it } from 'vitest'
import {
  CLIENT_SHARE,
  clientKeyOf,
  CONTENT_RATE_LIMITS,
  type ContentRequestKind,
  contentRequestKind,
  createContentRateLimiter,
} from './rate-limiter.ts'

const api = 'https://api.storyblok.com/v2/cdn'

/**
 * A limiter on a virtual clock: sleepers wait until the test moves time to their wake-up, so the
 * start time each request records is the clock of its own turn.
 */
function limited(limits?: Partial<Record<ContentRequestKind, number>>) {
  let clock = 0
  const sleepers: { at: number; wake: () => void }[] = []
  const started: number[] = []
  const limiter = createContentRateLimiter({
    limits,
    now: () => clock,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: clock + ms, wake })),
  })
  const fetch = limiter.wrap(async () => {
    started.push(clock)
    return new Response('{}')
  })
  /** Runs `requests`, moving the clock to each next wake-up once everyone else is waiting. */
  async function run(requests: Promise<unknown>[]) {
    let done = false
    const all = Promise.all(requests).finally(() => {
      done = true
    })
    while (!done) {
      // Let every request run until it either finished or sleeps.
      for (let i = 0; i < 50; i++) await Promise.resolve()
      if (sleepers.length === 0) continue
      clock = Math.min(...sleepers.map((sleeper) => sleeper.at))
      const due = sleepers.filter((sleeper) => sleeper.at <= clock)
      for (const sleeper of due) sleepers.splice(sleepers.indexOf(sleeper), 1)
      for (const sleeper of due) sleeper.wake()
    }
    return all
  }
  return { limiter, fetch, started, run }
}

/** The most starts that fall within any one-second window. */
function busiestSecond(starts: number[]): number {
  return Math.max(
    ...starts.map((start) => starts.filter((t) => t >= start && t < start + 1000).length)
  )
}

describe('content rate limiter', () => {
  it('tells single entries from listings by page size, as Storyblok counts them', () => {
    expect(contentRequestKind(new URL(`${api}/stories/contact?cv=1`))).toBe('single')
    expect(contentRequestKind(new URL(`${api}/spaces/me`))).toBe('single')
    expect(contentRequestKind(new URL(`${api}/links/3f2a`))).toBe('single')
    expect(contentRequestKind(new URL(`${api}/stories?per_page=25`))).toBe('small')
    expect(contentRequestKind(new URL(`${api}/stories`))).toBe('small')
    expect(contentRequestKind(new URL(`${api}/stories?per_page=50`))).toBe('medium')
    expect(contentRequestKind(new URL(`${api}/stories?per_page=75`))).toBe('large')
    expect(contentRequestKind(new URL(`${api}/stories?per_page=100`))).toBe('very-large')
    expect(contentRequestKind(new URL(`${api}/links?per_page=1000`))).toBe('very-large')
  })

  it('keeps under Storyblok’s documented limits, a fifth to spare', () => {
    expect(CONTENT_RATE_LIMITS).toEqual({
      single: 40,
      small: 40,
      medium: 12,
      large: 8,
      'very-large': 4,
    })
  })

  it('lets 40 single stories start at once and holds the rest to the next second', async () => {
    const { fetch, started, limiter, run } = limited()
    await run(Array.from({ length: 100 }, (_, i) => fetch(`${api}/stories/page-${i}?cv=1`)))
    expect(started).toHaveLength(100)
    expect(busiestSecond(started)).toBe(40)
    expect(started.filter((t) => t === 0)).toHaveLength(40)
    expect(limiter.delayed).toBe(60)
  })

  it('large pages wait on their own, lower limit without holding single stories', async () => {
    const { fetch, started, run } = limited()
    const pages = Array.from({ length: 6 }, (_, i) =>
      fetch(`${api}/stories?per_page=100&page=${i + 1}&cv=1`)
    )
    const single = fetch(`${api}/stories/contact?cv=1`)
    await run([...pages, single])
    expect(started.filter((t) => t === 0)).toHaveLength(5) // 4 pages and the single story
    expect(busiestSecond(started.slice(0, 4))).toBeLessThanOrEqual(4)
  })

  it('a caller that gives up while waiting is not counted and gets its abort reason', async () => {
    const controller = new AbortController()
    let clock = 0
    const limiter = createContentRateLimiter({
      limits: { single: 1 },
      now: () => clock,
      // The caller's deadline passes during the wait.
      sleep: async (ms, signal) => {
        controller.abort(new Error('deadline'))
        clock += ms
        if (signal?.aborted) throw signal.reason
      },
    })
    await limiter.acquire(new URL(`${api}/stories/a?cv=1`))
    await expect(
      limiter.acquire(new URL(`${api}/stories/b?cv=1`), controller.signal)
    ).rejects.toThrow('deadline')
    // The slot it would have taken is still free a second later.
    clock += 1000
    await expect(limiter.acquire(new URL(`${api}/stories/c?cv=1`))).resolves.toBeUndefined()
    expect(limiter.delayed).toBe(1)
  })

  it('refuses limits that would stop every request', () => {
    expect(() => createContentRateLimiter({ limits: { single: 0 } })).toThrow(/positive integer/)
  })
})

describe('content rate limiter: one client’s share', () => {
  it('holds one client to its share of a window and leaves the rest to the others', async () => {
    const { limiter, started, run } = limited({ single: 40 })
    const share = Math.floor(40 * CLIENT_SHARE)
    const startedBy: Record<string, number[]> = { scanner: [], visitor: [] }
    const fetchFor = (client: string) =>
      limiter.forClient(client).wrap(async () => {
        startedBy[client]?.push(started.length)
        started.push(0)
        return new Response('{}')
      })
    const scanner = fetchFor('scanner')
    const visitor = fetchFor('visitor')
    let first = 0
    const scanning = Array.from({ length: 100 }, (_, i) =>
      scanner(`${api}/stories/unknown-${i}`).then(() => first++)
    )
    // The scanner's burst arrives first; a visitor's request right behind it.
    const visiting = visitor(`${api}/stories/contact`)
    let visitorDoneAfter = -1
    void visiting.then(() => (visitorDoneAfter = first))
    await run([...scanning, visiting])
    // The visitor did not wait for the scanner's 100 requests: it went within the first window.
    expect(visitorDoneAfter).toBeLessThanOrEqual(share)
    expect(startedBy.scanner?.length).toBe(100)
  })

  it('counts a client by its address, an IPv6 one by its /64', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe(clientKeyOf('2001:db8:1:2:ffff:1:2:3'))
    expect(clientKeyOf('2001:db8:1:2::1')).not.toBe(clientKeyOf('2001:db8:1:3::1'))
    expect(clientKeyOf(undefined)).toBeUndefined()
    expect(clientKeyOf('')).toBeUndefined()
  })
})
