import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { notFoundReads, validatedReads } from '../../worker/cache/cached.ts'
import { PAGE_CACHE_TTL } from '../../worker/cache/page-cache.ts'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import { GENERATION_ISOLATE_TTL } from '../../worker/content/generation-memo.ts'
import { publishStory } from '../../worker/local-services/content/store.ts'
import {
  previewQuery,
  publishedStory,
  siteWithFaultyContent,
  webhookRequest,
} from './content-freshness.fixtures.ts'

type Site = ReturnType<typeof siteWithFaultyContent>

/**
 * The answer to `path` and the CACHE reads it took. The isolate's memory of KV reads is forgotten
 * first (`CONTENT_MEMORY_MS`, worker/content/content-store.ts): else a loader that runs again would read its
 * data from memory, and a count of zero would not tell the page cache's answer from the loader's.
 */
async function visit(site: Site, path: string, init?: RequestInit) {
  validatedReads.clear()
  notFoundReads.clear()
  const before = site.kvReads()
  const response = await site.fetch(path, init)
  const body = await response.text()
  return { response, body, kvReads: site.kvReads() - before }
}

/** The headers the page routes set (the rest is added to every answer by the middleware). */
function pageHeaders(response: Response) {
  return ['content-type', 'cache-control', 'cache-tag', 'etag'].map((name) =>
    response.headers.get(name)
  )
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

async function availableVehicleSlug(offset: number): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT slug FROM vehicles WHERE status = 'available' ORDER BY id LIMIT 1 OFFSET ?`
  )
    .bind(offset)
    .first<{ slug: string }>()
  if (!row) throw new Error('no vehicle')
  return row.slug
}

describe('page cache: a page asked again', () => {
  it('is answered without its loader: no KV read, the same bytes and headers', async () => {
    const site = siteWithFaultyContent()
    for (const path of ['/', '/services/carrosserie', `/stock/${await availableVehicleSlug(5)}`]) {
      const first = await visit(site, path)
      expect(first.response.status).toBe(200)
      expect(first.kvReads).toBeGreaterThan(0)
      for (const again of [await visit(site, path), await visit(site, path)]) {
        expect(again.kvReads).toBe(0)
        expect(again.response.status).toBe(200)
        expect(again.body).toBe(first.body)
        expect(pageHeaders(again.response)).toEqual(pageHeaders(first.response))
        // The middleware around the pages still runs: security headers on every answer.
        expect(again.response.headers.get('content-security-policy')).toContain(
          "default-src 'self'"
        )
      }
    }
  })

  it('keeps a client-navigation payload apart from its document, both without loader work', async () => {
    const site = siteWithFaultyContent()
    const document = await visit(site, '/services/carrosserie')
    const payload = await visit(site, '/__data/services/carrosserie')
    expect(payload.kvReads).toBeGreaterThan(0)
    const again = await visit(site, '/__data/services/carrosserie')
    expect(again.kvReads).toBe(0)
    expect(again.response.headers.get('content-type')).toBe('application/json')
    expect(again.body).toBe(payload.body)
    expect(JSON.parse(again.body)).toMatchObject({ kind: 'page', status: 200 })
    expect((await visit(site, '/services/carrosserie')).body).toBe(document.body)
  })

  it('answers HEAD from the cache too', async () => {
    const site = siteWithFaultyContent()
    const first = await visit(site, '/')
    const head = await visit(site, '/', { method: 'HEAD' })
    expect(head.kvReads).toBe(0)
    expect(head.response.status).toBe(200)
    expect(head.body).toBe('')
    expect(pageHeaders(head.response)).toEqual(pageHeaders(first.response))
  })

  it('answers 304 from the cache when If-None-Match matches, the page when it does not', async () => {
    const site = siteWithFaultyContent()
    const first = await visit(site, '/')
    const etag = first.response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\//)
    const revalidated = await visit(site, '/', { headers: { 'if-none-match': etag } })
    expect(revalidated.response.status).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.kvReads).toBe(0)
    expect(revalidated.response.headers.get('etag')).toBe(etag)
    const changed = await visit(site, '/', { headers: { 'if-none-match': 'W/"other"' } })
    expect(changed.response.status).toBe(200)
    expect(changed.kvReads).toBe(0)
    expect(changed.body).toBe(first.body)
  })

  it('is filled by a revalidation too: a 304 on a miss renders the page for the next request', async () => {
    const etag = (await siteWithFaultyContent().fetch('/')).headers.get('etag') ?? ''
    const site = siteWithFaultyContent()
    const revalidated = await visit(site, '/', { headers: { 'if-none-match': etag } })
    expect(revalidated.response.status).toBe(304)
    expect(revalidated.kvReads).toBeGreaterThan(0)
    const next = await visit(site, '/')
    expect(next.kvReads).toBe(0)
    expect(next.response.status).toBe(200)
    expect(next.response.headers.get('etag')).toBe(etag)
    expect(title(next.body)).not.toBe('')
  })

  it('is served for PAGE_CACHE_TTL seconds, then loaded again', async () => {
    const site = siteWithFaultyContent()
    await visit(site, '/')
    site.advance(PAGE_CACHE_TTL * 1000 - 1)
    // Past GENERATION_ISOLATE_TTL the isolate reads the generation again: one read, no loader.
    expect((await visit(site, '/')).kvReads).toBe(1)
    site.advance(1)
    expect((await visit(site, '/')).kvReads).toBeGreaterThan(0)
  })

  it('is bounded: the least recently used page leaves first', async () => {
    const site = siteWithFaultyContent({ pageCache: { maxEntries: 2 } })
    for (const n of [1, 2, 3]) await visit(site, `/?n=${n}`)
    expect(site.pageCache.size).toBe(2)
    expect((await visit(site, '/?n=3')).kvReads).toBe(0)
    expect((await visit(site, '/?n=1')).kvReads).toBeGreaterThan(0)
    expect(site.pageCache.size).toBe(2)
  })

  it('is bounded in bytes: a page larger than the whole cache is not kept', async () => {
    const site = siteWithFaultyContent({ pageCache: { maxBytes: 10_000 } })
    const first = await visit(site, '/')
    expect(first.body.length).toBeGreaterThan(10_000)
    expect((await visit(site, '/')).kvReads).toBeGreaterThan(0)
    expect(site.pageCache.size).toBe(0)
  })
})

describe('page cache: publishing shows at once', () => {
  it('a publish (webhook, generation bump) is visible on the next request, page and payload', async () => {
    const site = siteWithFaultyContent()
    const oldTitle = title((await visit(site, '/contact')).body)
    await visit(site, '/__data/contact')
    const story = await publishedStory('contact')
    const newName = `Contact – horaires d’été ${Date.now()}`
    await publishStory(env.DB, { ...story, name: newName, published_at: null })

    // Published at Storyblok, but the site has not been told: the page is the cached one.
    const untold = await visit(site, '/contact')
    expect(untold.kvReads).toBe(0)
    expect(title(untold.body)).toBe(oldTitle)

    const hook = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(
        { text: `published ${newName}`, action: 'published', full_slug: 'contact' },
        { ip: '198.51.100.200' }
      )
    )
    expect(hook.status).toBe(200)
    const fresh = await visit(site, '/contact')
    expect(fresh.body).toContain(newName)
    const payload = await visit(site, '/__data/contact')
    expect(JSON.parse(payload.body)).toMatchObject({ data: { story: { name: newName } } })
    // The new generation's page is cached in turn.
    expect((await visit(site, '/contact')).kvReads).toBe(0)
  })

  it('a bump written to KV elsewhere shows once the isolate reads the generation again', async () => {
    const site = siteWithFaultyContent()
    const slug = 'services/carrosserie'
    const oldTitle = title((await visit(site, `/${slug}`)).body)
    const story = await publishedStory(slug)
    const newName = `Carrosserie – nouvelle page ${Date.now()}`
    await publishStory(env.DB, { ...story, name: newName, published_at: null })
    const generation = Number(await env.CACHE.get(CONTENT_GENERATION_KEY))
    await env.CACHE.put(CONTENT_GENERATION_KEY, String(generation + 1))

    site.advance(GENERATION_ISOLATE_TTL * 1000 - 1)
    expect(title((await visit(site, `/${slug}`)).body)).toBe(oldTitle)
    site.advance(1)
    expect((await visit(site, `/${slug}`)).body).toContain(newName)
  })
})

describe('page cache: what is never kept', () => {
  it('the editor preview: drafts are read from Storyblok on every request', async () => {
    const site = siteWithFaultyContent()
    const path = `/contact?${await previewQuery()}`
    for (let i = 0; i < 2; i++) {
      const calls = site.upstreamCalls()
      const preview = await visit(site, path)
      expect(preview.response.status).toBe(200)
      expect(preview.response.headers.get('cache-control')).toBe('private, no-store')
      expect(site.upstreamCalls()).toBeGreaterThan(calls)
    }
    await visit(site, `/__data${path}`)
    expect(site.pageCache.size).toBe(0)
  })

  it('noindex pages and the personal answers of forms', async () => {
    const site = siteWithFaultyContent()
    const compare = await visit(site, '/stock/comparer')
    expect(compare.response.status).toBe(200)
    expect(compare.response.headers.get('cache-control')).toBe('private, no-store')
    // A no-JavaScript form sent: the page says so to this visitor only.
    for (let i = 0; i < 2; i++) {
      const sent = await visit(site, '/reserver-un-essai?demande=envoyee')
      expect(sent.response.status).toBe(200)
      expect(sent.kvReads).toBeGreaterThan(0)
    }
    expect(site.pageCache.size).toBe(0)
  })

  it('error pages, for visitors and for bots', async () => {
    const site = siteWithFaultyContent()
    for (const init of [undefined, { headers: { 'user-agent': 'Googlebot/2.1' } }]) {
      for (let i = 0; i < 2; i++) {
        const missing = await visit(site, '/cette-page-n-existe-pas', init)
        expect(missing.response.status).toBe(404)
        expect(missing.kvReads).toBeGreaterThan(0)
      }
    }
    expect(site.pageCache.size).toBe(0)
  })

  it('upstream errors: the next request after the outage gets the page, not the error', async () => {
    const site = siteWithFaultyContent()
    await visit(site, '/')
    // A story never read before, so there is no last good copy to fall back on.
    site.setFault(500)
    const failed = await visit(site, '/entreprise/gestion-de-flotte')
    expect(failed.response.status).toBe(503)
    expect(site.pageCache.size).toBe(1)
    site.setFault('none')
    const recovered = await visit(site, '/entreprise/gestion-de-flotte')
    expect(recovered.response.status).toBe(200)
  })
})
