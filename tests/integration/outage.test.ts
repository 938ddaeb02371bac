import { env } from 'cloudflare:workers'
import { languageOfPath } from '../../client/routes/route-table.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOT_FOUND_TTL } from '../../worker/cache/cached.ts'
import { PAGE_CACHE_TTL } from '../../worker/cache/page-cache.ts'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import { CONTENT_RATE_LIMITS as PRODUCTION_RATE_LIMITS } from '../../worker/content/rate-limiter.ts'
import { RETRY_AFTER_SECONDS } from '../../worker/pages/page-answer.ts'
import {
  cacheSnapshot,
  type Fault,
  inBatches,
  type Upstream,
  pageIdentity,
  siteWithUpstreams,
  sitemapPaths,
} from './outage.fixtures.ts'

/**
 * Both upstreams down (stock API and CMS), tested in workerd against real local KV: the warmed
 * site keeps answering with its last good content, a page that needs data nobody kept answers an
 * honest 503 that no cache keeps, and the site is fresh again shortly after the upstreams return.
 * Runs in order: warm, three kinds of outage, a 404 storm, recovery (one storage per file).
 */

const HOUR = 3_600_000
/** Past every data's freshness and stale-while-revalidate window but the catalogue's (a day). */
const OUTAGE_LENGTH = 2 * HOUR
const OUTAGE_NOTICE = /momentanément indisponible/
/** Requests in flight at once (a hanging upstream holds each until its deadline). */
const PARALLEL = 80
/**
 * The site's time runs ten times faster than production's: a tenth of its deadlines (4 s, 2.5 s
 * a content attempt, 1.5 s before the last good copy), in the same order so the same paths run,
 * and ten times its Storyblok requests a second, so as many requests fit in a deadline.
 */
const DEADLINES = { stockMs: 400, contentAttemptMs: 250, contentLastGoodMs: 150 }
const CONTENT_RATE_LIMITS: typeof PRODUCTION_RATE_LIMITS = {
  single: PRODUCTION_RATE_LIMITS.single * 10,
  small: PRODUCTION_RATE_LIMITS.small * 10,
  medium: PRODUCTION_RATE_LIMITS.medium * 10,
  large: PRODUCTION_RATE_LIMITS.large * 10,
  'very-large': PRODUCTION_RATE_LIMITS['very-large'] * 10,
}

const site = siteWithUpstreams({ deadlines: DEADLINES, contentRateLimits: CONTENT_RATE_LIMITS })
/** Warmed paths with what a visitor saw of each (title and heading). */
const warmed = new Map<string, string>()
/** Paths held back from the warm-up: nothing of theirs is kept. */
const cold: string[] = []
let keptBeforeOutage = new Map<string, string>()

const isModelPage = (path: string) => /^\/[a-z0-9-]+\/models\/[a-z0-9-]+$/.test(path)

beforeAll(async () => {
  // The French pages: a German page reads the same stock and stories (in German), so warming
  // it would warm the French page held back as cold.
  const [content, models, dealerships, vehicles] = await Promise.all(
    ['content', 'models', 'dealerships', 'vehicles'].map(async (file) =>
      (await sitemapPaths(site, file)).filter((path) => languageOfPath(path) === 'fr')
    )
  )
  const hold = (paths: string[], pick: (path: string) => boolean) => {
    const path = paths.find(pick)
    if (!path) throw new Error('nothing to hold back')
    cold.push(path)
    return paths.filter((other) => other !== path)
  }
  // Held back: pages whose own data nothing else reads (a dealership's is read by its cars).
  const candidates = [
    ...hold(
      hold(content ?? [], (path) => path.startsWith('/news/')),
      (path) => /^\/(private|business)-lease\/./.test(path)
    ),
    ...hold(models ?? [], isModelPage),
    ...(dealerships ?? []),
    // Forty vehicles, as many as an outage was first measured with by hand (issue 29).
    ...(vehicles ?? []).slice(1, 41),
    '/stock?fuel=electric',
    '/stock?sort=price_asc&page=2',
    '/centre-de-vehicules-d-occasion?body_style=suv',
  ]
  cold.push((vehicles ?? [])[0] ?? '/stock/1-1-none', '/stock?brand=hyundai&fuel=electric')
  await inBatches(candidates, PARALLEL, async (path) => {
    const response = await site.fetch(path)
    const html = await response.text()
    const data = await site.fetch(`/__data${path}`)
    await data.arrayBuffer()
    if (response.status === 200 && data.status === 200 && !OUTAGE_NOTICE.test(html)) {
      warmed.set(path, pageIdentity(html))
    }
  })
  await site.settle()
  keptBeforeOutage = await cacheSnapshot()
  console.info(
    `[outage] warmed ${warmed.size} pages of ${candidates.length} (their documents and payloads), ` +
      `${keptBeforeOutage.size} upstream answers kept in KV; ${cold.length} cold pages`
  )
}, 300_000)

/**
 * Where an outage is looked at, in ms after the cut: at once; past a vehicle's freshness (120 s,
 * when its refresh first meets the outage); past a search's and a "not found"'s minute several
 * times over; past a vehicle's stale window (12 min); hours in. Each step is past the page
 * cache's lifetime, so the loaders run again. The slower faults (every read waits its deadline)
 * are looked at fewer times: what changes along the way is the cache's, the same for all.
 */
const MINUTES = [0, 150_000, 330_000, 13 * 60_000, OUTAGE_LENGTH]

interface Outage {
  name: string
  faults: Partial<Record<Upstream, Fault>>
  steps: number[]
}

const OUTAGES: Outage[] = [
  { name: 'unreachable', faults: { stock: 'unreachable', content: 'unreachable' }, steps: MINUTES },
  { name: '500', faults: { stock: 500, content: 500 }, steps: [330_000, OUTAGE_LENGTH] },
  { name: 'hang', faults: { stock: 'hang', content: 'hang' }, steps: [330_000, OUTAGE_LENGTH] },
  // What answers at a wrong or closed address: a 404 that is not the stock API's own.
  {
    name: 'stock misrouted',
    faults: { stock: 'misrouted', content: 'unreachable' },
    steps: [150_000, 330_000, OUTAGE_LENGTH],
  },
]

/** Warmed pages that do not answer 200 with what they showed before, with their payloads. */
async function wrongWarmedPages(): Promise<string[]> {
  const wrong = await inBatches([...warmed], PARALLEL, async ([path, identity]) => {
    const [page, data] = await Promise.all([site.fetch(path), site.fetch(`/__data${path}`)])
    const html = await page.text()
    const payload = await data.json<{ kind: string }>()
    const problems = [
      page.status !== 200 && `status ${page.status} (${page.headers.get('cache-control')})`,
      pageIdentity(html) !== identity && `shows "${pageIdentity(html)}"`,
      OUTAGE_NOTICE.test(html) && 'shows an outage notice',
      data.status !== 200 && `payload status ${data.status}`,
      payload.kind !== 'page' && `payload ${payload.kind}`,
    ].filter(Boolean)
    return problems.length > 0 ? `${path}: ${problems.join(', ')}` : null
  })
  return wrong.filter((line): line is string => line !== null)
}

/** Cold pages and payloads must answer an honest 503 that nothing keeps. */
async function expectColdUnavailable(step: string): Promise<void> {
  for (const path of cold) {
    for (const url of [path, `/__data${path}`]) {
      const response = await site.fetch(url)
      const body = await response.text()
      const where = `${url} (${step})`
      expect(response.status, where).toBe(503)
      expect(response.headers.get('retry-after'), where).toBe(String(RETRY_AFTER_SECONDS))
      expect(response.headers.get('cache-control'), where).toBe('no-store')
      expect(response.headers.get('etag'), where).toBeNull()
      if (url === path) {
        // The visitor's page, in French, as it was: a notice in the page or the error page.
        expect(body, where).toMatch(
          /Notre stock est momentanément indisponible|Oups, quelque chose s(&#x27;|')est mal passé/
        )
      }
    }
  }
  await site.settle()
  for (const path of cold) {
    expect(await site.cachedPage(path), `${path} (${step})`).toBeUndefined()
    expect(await site.cachedPage(`/__data${path}`), `${path} (${step})`).toBeUndefined()
  }
}

describe.each(OUTAGES)('both upstreams down ($name), for hours', ({ name, faults, steps }) => {
  it('warmed pages answer 200 with their last good content all along; cold pages 503, kept nowhere', async () => {
    expect(warmed.size, 'the warm-up covered the site').toBeGreaterThan(100)
    const vehicles = [...warmed.keys()].filter((path) => /^\/stock\/\d+-/.test(path))
    expect(vehicles.length, 'warmed vehicle pages').toBeGreaterThanOrEqual(40)
    for (const [upstream, fault] of Object.entries(faults)) {
      site.cut(fault, [upstream as Upstream])
    }
    site.restartIsolate()
    const callsBefore = site.calls()
    const cutsBefore = site.cuts()
    const start = site.now()

    for (const offset of steps) {
      site.advance(start + offset - site.now())
      const step = `${offset / 1000} s into the outage`
      expect(await wrongWarmedPages(), step).toEqual([])
      await site.settle()
      await expectColdUnavailable(step)
    }
    const reached = site.calls()
    expect(reached.stock + reached.content, 'the upstreams were asked').toBeGreaterThan(
      callsBefore.stock + callsBefore.content
    )
    // Nothing answered during the outage was written to KV, and nothing kept was rewritten (a
    // "not found" kept before may have expired meanwhile: KV's own clock is the real one).
    const written = [...(await cacheSnapshot())].filter(
      ([key, value]) => keptBeforeOutage.get(key) !== value
    )
    expect(written).toEqual([])
    const asked = site.calls()
    if (name === 'hang') {
      // Every hanging request, in front or in the background, was ended by its own deadline.
      const cut = (upstream: 'stock' | 'content') =>
        site.cuts()[upstream].slice(cutsBefore[upstream].length)
      expect(cut('stock')).toHaveLength(asked.stock - callsBefore.stock)
      expect(new Set(cut('stock'))).toEqual(new Set([`timed out after ${DEADLINES.stockMs} ms`]))
      expect(cut('content')).toHaveLength(asked.content - callsBefore.content)
      expect(new Set(cut('content'))).toEqual(
        new Set([`Content API request timed out after ${DEADLINES.contentAttemptMs} ms`])
      )
    }
    console.info(
      `[outage] ${name}: ${warmed.size} warmed pages (${vehicles.length} vehicles) and their ` +
        `payloads 200 at ${steps.length} points over ${OUTAGE_LENGTH / HOUR} h, ` +
        `${cold.length} cold pages and payloads 503 (no-store, Retry-After), ` +
        `${asked.stock - callsBefore.stock} stock and ${asked.content - callsBefore.content} ` +
        'content requests failed, nothing written to KV or the page cache'
    )
  }, 600_000)
})

describe('a "not found" answered by mistake', () => {
  it('expires within a minute once the upstream answers again', async () => {
    site.cut('none')
    site.restartIsolate()
    // A brand's models, warm; its catalogue entry is past its hour of freshness (within its day
    // of stale-while-revalidate): the refresh in the background meets the 404 storm.
    const models = [...warmed.keys()].find((path) => /^\/[a-z0-9-]+\/models$/.test(path))
    expect(models).toBeDefined()
    const path = models ?? '/'
    site.cut(404, ['stock'])
    const stale = await site.fetch(path)
    expect(stale.status).toBe(200)
    await site.settle()
    // Once the page cache lets go of the page, the "not found" shows.
    site.advance(PAGE_CACHE_TTL * 1000 + 1)
    const notFound = await site.fetch(path)
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')

    site.cut('none')
    site.advance((NOT_FOUND_TTL - PAGE_CACHE_TTL - 2) * 1000)
    expect((await site.fetch(path)).status).toBe(404)
    site.advance(2_000)
    const back = await site.fetch(path)
    expect(back.status).toBe(200)
    expect(pageIdentity(await back.text())).toBe(warmed.get(path))
    await site.settle()
    const brand = path.split('/')[1] ?? ''
    const entry = await env.CACHE.get<{ value: unknown }>(`stock:v1:/brands/${brand}`, 'json')
    expect(entry?.value, 'found again, and kept as found').not.toBeNull()
  })

  it('never replaces the last good copy of a story', async () => {
    const path = warmed.has('/contact')
      ? '/contact'
      : ([...warmed.keys()].find((other) => /^\/[a-z0-9-]+$/.test(other)) ?? '/')
    const slug = path.slice(1)
    site.cut(404, ['content'])
    site.restartIsolate()
    site.advance(OUTAGE_LENGTH)
    const missing = await site.fetch(path)
    expect(missing.status, `${path}: ${pageIdentity(await missing.clone().text())}`).toBe(404)
    await site.settle()
    const copy = await env.CACHE.get<{ value: unknown }>(`content:last-good:story:${slug}`, 'json')
    expect(copy?.value).toMatchObject({ fullSlug: slug })
    site.cut('none')
    site.advance((NOT_FOUND_TTL + 1) * 1000)
    const back = await site.fetch(path)
    expect(back.status).toBe(200)
    expect(pageIdentity(await back.text())).toBe(warmed.get(path))
    await site.settle()
  })
})

describe('the sitemap during an outage', () => {
  it('answers 503, kept nowhere, when a source has no copy: never a partial index', async () => {
    site.cut('unreachable')
    site.restartIsolate()
    site.advance(OUTAGE_LENGTH)
    // Kept sources answer from their copies; one whose copies are gone (never read, evicted: its
    // list and the stock searches it is made of) cannot.
    const generation = await env.CACHE.get(CONTENT_GENERATION_KEY)
    await env.CACHE.delete(`sitemap:g${generation}:vehicles`)
    const searches = await env.CACHE.list({ prefix: 'stock:v1:/vehicles/search' })
    await Promise.all(searches.keys.map(({ name }) => env.CACHE.delete(name)))
    for (const url of ['/sitemap.xml', '/sitemaps/vehicles.xml']) {
      const response = await site.fetch(url)
      await response.text()
      expect(response.status, url).toBe(503)
      expect(response.headers.get('cache-control'), url).toBe('no-store')
      expect(response.headers.get('retry-after'), url).toBe('60')
    }
    const kept = await site.fetch('/sitemaps/models.xml')
    expect(kept.status).toBe(200)
    await kept.text()
    await site.settle()
    site.cut('none')
    const index = await site.fetch('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(await index.text()).toContain('/sitemaps/vehicles.xml')
    await site.settle()
  })
})

describe('recovery', () => {
  it('serves fresh content within the page cache lifetime once the upstreams are back', async () => {
    const vehicle = [...warmed.keys()].find((path) => /^\/stock\/\d+-/.test(path))
    expect(vehicle).toBeDefined()
    const id = Number(/^\/stock\/(\d+)-/.exec(vehicle ?? '')?.[1])
    // During the outage (all cut), the page is answered from the kept data and remembered briefly.
    site.cut(500)
    site.restartIsolate()
    site.advance(OUTAGE_LENGTH)
    const during = await site.fetch(vehicle ?? '/')
    expect(during.status).toBe(200)
    expect(during.headers.get('cache-control')).toContain(`s-maxage=${PAGE_CACHE_TTL}`)
    const oldPrice = priceOf(await during.text())
    await site.settle()

    // The upstream comes back with a new price.
    await env.DB.prepare('UPDATE vehicles SET price = price + 1000 WHERE id = ?').bind(id).run()
    site.cut('none')
    const remembered = await site.fetch(vehicle ?? '/')
    expect(priceOf(await remembered.text()), 'at most the page cache lifetime').toBe(oldPrice)
    site.advance(PAGE_CACHE_TTL * 1000 + 1)
    const fresh = await site.fetch(vehicle ?? '/')
    expect(fresh.status).toBe(200)
    expect(priceOf(await fresh.text())).toBe(oldPrice + 1000)
    expect(fresh.headers.get('cache-control')).toContain('s-maxage=300')
    await site.settle()
    const stored = await env.CACHE.get<{ storedAt: number }>(`stock:v1:/vehicles/${id}`, 'json')
    expect(stored?.storedAt).toBe(site.now())
  })
})

/** The vehicle's price in euros as its page shows it (the title ends with it). */
function priceOf(html: string): number {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  return Number(/– ([\d\s  .]+) €/.exec(title)?.[1]?.replace(/\D/g, ''))
}
