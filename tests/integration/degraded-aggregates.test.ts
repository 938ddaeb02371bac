import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { validatedReads } from '../../worker/cache/cached.ts'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import { CONTENT_RATE_LIMITS } from '../../worker/content/rate-limiter.ts'
import { siteWithUpstreams } from './outage.fixtures.ts'

// Answers that gather many upstream reads (the sitemaps) and the bots' bare error answers: what
// a shared cache may keep of them (ADR 0028, docs/decisions/0042).

const site = siteWithUpstreams({
  deadlines: { stockMs: 400, contentAttemptMs: 250, contentLastGoodMs: 150 },
  contentRateLimits: CONTENT_RATE_LIMITS,
})

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function sitemapKeys(): Promise<string[]> {
  const { keys } = await env.CACHE.list({ prefix: 'sitemap:' })
  return keys.map((key) => key.name)
}

function expectUnavailable(response: Response) {
  expect(response.status).toBe(503)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('retry-after')).toBe('60')
}

describe('sitemaps while the stock API is down (nothing kept yet)', () => {
  it('the index is a 503 kept nowhere, not an index without the stock children', async () => {
    site.cut(500, ['stock'])
    const response = await site.fetch('/sitemap.xml')
    expectUnavailable(response)
    await site.settle()
    expect(await sitemapKeys()).toEqual([])
  })

  it('the content sitemap, which reads the catalogue, is a 503 and is not kept either', async () => {
    const response = await site.fetch('/sitemaps/content.xml')
    expectUnavailable(response)
    await site.settle()
    expect(await sitemapKeys()).toEqual([])
  })

  it('once the API is back, the whole index, cached as usual', async () => {
    site.cut('none')
    const response = await site.fetch('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('s-maxage=3600')
    const xml = await response.text()
    for (const source of ['content', 'vehicles', 'models', 'dealerships']) {
      expect(xml).toContain(`/sitemaps/${source}.xml`)
    }
    await site.settle()
    expect((await sitemapKeys()).length).toBe(4)
  })

  it('past its lifetime during an outage, the kept copy answers, kept briefly at the edge', async () => {
    // The vehicles' list as kept two days ago: past its hour and its day of stale-while-revalidate.
    const generation = await env.CACHE.get(CONTENT_GENERATION_KEY)
    const key = `sitemap:g${generation}:vehicles`
    const kept = await env.CACHE.get<{ storedAt: number; value: unknown }>(key, 'json')
    expect(kept).not.toBeNull()
    // And the stock's own cache gone: the list must be built again from the API, which is down.
    const { keys } = await env.CACHE.list({ prefix: 'stock:' })
    for (const { name } of keys) await env.CACHE.delete(name)
    validatedReads.clear()
    await env.CACHE.put(key, JSON.stringify({ ...kept, storedAt: Date.now() - 2 * 86_400_000 }))
    site.cut(500, ['stock'])
    const response = await site.fetch('/sitemaps/vehicles.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-if-error=86400'
    )
    site.cut('none')
    await site.settle()
  })
})

describe("bots' bare error answers", () => {
  it('are never kept by a shared cache; the visitor error page is, briefly', async () => {
    const bot = await site.fetch('/page-qui-n-existe-pas-du-tout', {
      headers: { 'user-agent': GOOGLEBOT },
    })
    expect(bot.status).toBe(404)
    expect(await bot.text()).toBe('<!doctype html><title>404</title>')
    expect(bot.headers.get('cache-control')).toBe('no-store')
    const visitor = await site.fetch('/page-qui-n-existe-pas-du-tout')
    expect(visitor.status).toBe(404)
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    await site.settle()
  })
})
