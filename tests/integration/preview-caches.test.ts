import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { notFoundReads, validatedReads } from '../../worker/cache/cached.ts'
import { saveDraft } from '../../worker/local-services/content/store.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import {
  PREVIEW_TOKEN,
  previewQuery,
  publishedStory,
  siteWithFaultyContent,
} from './content-freshness.fixtures.ts'
import { PREVIEW_PARAMS, signPreviewToken } from '../../worker/preview/preview-token.ts'

// Nothing computed in an editor's preview may be kept where another visitor can get it: KV, the
// isolate's memory, the page cache (docs/decisions/0042).

const SLUG = 'vehicules-utilitaires/fiat-utilitaires/doblo'
const DRAFT_NAME = 'Brouillon-confidentiel-7f3a Doblò'
/** A story that exists only as a draft: its URL must not reach any shared cache either. */
const DRAFT_ONLY_SLUG = 'projet-confidentiel-7f3a'
const MARKERS = ['confidentiel-7f3a', 'Brouillon-confidentiel']

const site = siteWithFaultyContent()
let vehiclePath = ''

beforeAll(async () => {
  const published = await publishedStory(SLUG)
  await saveDraft(env.DB, { ...published, name: DRAFT_NAME })
  // An ordinary page (a sitemap lists it), never published.
  const page = await publishedStory('a-propos-de-nous/l-histoire-d-autosphere')
  const draftOnly: StoryblokStory = {
    ...page,
    id: 990_001,
    uuid: '7f3a0000-0000-4000-8000-000000000001',
    name: `${DRAFT_NAME} (nouveau)`,
    slug: DRAFT_ONLY_SLUG,
    full_slug: DRAFT_ONLY_SLUG,
    published_at: null,
    first_published_at: null,
  }
  await saveDraft(env.DB, draftOnly)
  // A vehicle of the stock, from the stock page (read without a token).
  const stock = await (await site.fetch('/stock')).text()
  vehiclePath = /href="(\/stock\/\d+-[^"?#]+)"/.exec(stock)?.[1] ?? ''
}, 30_000)

/** Every value KV holds in the CACHE namespace, by key. */
async function everyKvValue(): Promise<Map<string, string>> {
  const values = new Map<string, string>()
  let cursor: string | undefined
  do {
    const page = await env.CACHE.list(cursor ? { cursor } : {})
    for (const { name } of page.keys) values.set(name, (await env.CACHE.get(name)) ?? '')
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return values
}

function draftMarkersIn(text: string): string[] {
  return MARKERS.filter((marker) => text.includes(marker))
}

describe('an editor preview keeps nothing in a shared cache', () => {
  it('is really a preview: the draft is shown to the editor', async () => {
    const response = await site.fetch(`/${SLUG}?${await previewQuery()}`)
    expect(await response.text()).toContain(DRAFT_NAME)
    const draftOnly = await site.fetch(`/${DRAFT_ONLY_SLUG}?${await previewQuery()}`)
    expect(draftOnly.status).toBe(200)
  })

  it('after previews of every kind of route, no KV key and no memory cache holds a draft', async () => {
    expect(vehiclePath).toMatch(/^\/stock\/\d+-/)
    const paths = [
      '/sitemap.xml',
      '/sitemaps/content.xml',
      '/sitemaps/models.xml',
      `/${SLUG}`,
      `/${DRAFT_ONLY_SLUG}`,
      `/de/${SLUG}`,
      '/stock',
      '/stock?brand=fiat',
      vehiclePath,
      `/__data/${SLUG}`,
      `/__data/${DRAFT_ONLY_SLUG}`,
      '/__data/stock',
      `/__data${vehiclePath}`,
      '/',
    ]
    for (const path of paths) {
      const separator = path.includes('?') ? '&' : '?'
      const response = await site.fetch(`${path}${separator}${await previewQuery()}`)
      expect(response.status, path).toBeLessThan(500)
      await response.arrayBuffer()
    }

    const kv = await everyKvValue()
    expect(kv.size).toBeGreaterThan(0)
    const leaks = [...kv].filter(([key, value]) => draftMarkersIn(key + value).length > 0)
    expect(leaks.map(([key]) => key)).toEqual([])

    const decoder = new TextDecoder()
    const pages = [...site.pageCache.entries()].filter(
      ([key, page]) => draftMarkersIn(key + decoder.decode(page.body)).length > 0
    )
    expect(pages.map(([key]) => key)).toEqual([])
    const reads = [...validatedReads.entries()].filter(
      ([key, entry]) => draftMarkersIn(key + entry.text).length > 0
    )
    expect(reads.map(([key]) => key)).toEqual([])
    const missing = [...notFoundReads.entries()].filter(([key]) => draftMarkersIn(key).length > 0)
    expect(missing.map(([key]) => key)).toEqual([])
  })

  it('a sitemap asked with a preview link is the published one, cached as usual', async () => {
    const response = await site.fetch(`/sitemaps/content.xml?${await previewQuery()}`)
    expect(response.status).toBe(200)
    expect(draftMarkersIn(await response.text())).toEqual([])
    expect(response.headers.get('cache-control')).toContain('public')
  })
})

describe('what a preview link opens', () => {
  async function linkFor(spaceId: string, secondsAgo: number) {
    const timestamp = Math.floor(Date.now() / 1000) - secondsAgo
    return new URLSearchParams({
      [PREVIEW_PARAMS.spaceId]: spaceId,
      [PREVIEW_PARAMS.timestamp]: String(timestamp),
      [PREVIEW_PARAMS.token]: await signPreviewToken(spaceId, PREVIEW_TOKEN, timestamp),
    }).toString()
  }

  it('a link signed for another space opens nothing', async () => {
    const html = await (await site.fetch(`/${SLUG}?${await linkFor('999999', 0)}`)).text()
    expect(html).not.toContain(DRAFT_NAME)
  })

  it('a link opens draft pages for ten minutes after the editor signed it', async () => {
    const fresh = await (await site.fetch(`/${SLUG}?${await linkFor('287341', 9 * 60)}`)).text()
    expect(fresh).toContain(DRAFT_NAME)
    const old = await (await site.fetch(`/${SLUG}?${await linkFor('287341', 11 * 60)}`)).text()
    expect(old).not.toContain(DRAFT_NAME)
  })

  it('the live update of a page open in the editor keeps working for its editing session', async () => {
    const published = await publishedStory(SLUG)
    const response = await site.fetch(`/api/preview/story?${await linkFor('287341', 40 * 60)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/${SLUG}`, story: { ...published, name: 'Saisie en cours' } }),
    })
    expect(response.status).toBe(200)
    const late = await site.fetch(`/api/preview/story?${await linkFor('287341', 61 * 60)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/${SLUG}`, story: published }),
    })
    expect(late.status).toBe(401)
  })
})
