import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app.ts'
import { createPageCache } from '../../worker/cache/page-cache.ts'
import {
  createGenerationMemo,
  GENERATION_ISOLATE_TTL,
} from '../../worker/content/generation-memo.ts'
import { publishStory } from '../../worker/local-services/content/store.ts'
import { previewQuery, publishedStory, webhookRequest } from './content-freshness.fixtures.ts'

/**
 * Timed section blocks (issue 26, docs/decisions/0049): a campaign block with `visible_from` /
 * `visible_until` appears and disappears on time without a publish, and no cache keeps the page
 * past the moment it changes: the isolate's page cache, the edge's `s-maxage`.
 */

const SLUG = 'services/carrosserie'
const CAMPAIGN = 'Autofestival : vos offres carrosserie'
const FROM = Date.parse('2026-12-01T10:00:00Z')
const UNTIL = Date.parse('2026-12-01T12:00:00Z')

/** The site on a clock the test moves (the page cache, the content caches, the timed blocks). */
function siteOnClock(start: number) {
  let clock = start
  const now = () => clock
  const app = createApp({
    now,
    pageCache: createPageCache({ now }),
    generations: createGenerationMemo({ ttlMs: GENERATION_ISOLATE_TTL * 1000, now }),
  })
  return {
    at(time: number) {
      clock = time
    },
    async fetch(path: string, init?: RequestInit) {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(new URL(path, 'http://localhost:8787'), { redirect: 'manual', ...init }),
        env,
        ctx
      )
      await waitOnExecutionContext(ctx)
      return response
    },
  }
}

async function publishCampaign(site: ReturnType<typeof siteOnClock>) {
  const story = await publishedStory(SLUG)
  const content = story.content ?? { component: 'page', _uid: 'root' }
  const body = Array.isArray(content.body) ? (content.body as Record<string, unknown>[]) : []
  const campaign = {
    ...body[1],
    _uid: 'campaign-autofestival',
    title: CAMPAIGN,
    // Storyblok's datetime format (UTC).
    visible_from: '2026-12-01 10:00',
    visible_until: '2026-12-01 12:00',
  }
  await publishStory(env.DB, {
    ...story,
    published_at: null,
    content: { ...content, body: [body[0], campaign, ...body.slice(1)] },
  })
  const hook = await site.fetch(
    '/api/cms/webhook',
    await webhookRequest({ text: 'published', action: 'published', full_slug: SLUG })
  )
  expect(hook.status).toBe(200)
}

describe('a timed campaign block', () => {
  it('appears and disappears on time, and no cache keeps the page past either moment', async () => {
    const site = siteOnClock(FROM - 2 * 3_600_000)
    await publishCampaign(site)
    const page = async () => {
      const response = await site.fetch(`/${SLUG}`)
      expect(response.status).toBe(200)
      return {
        shown: (await response.text()).includes(CAMPAIGN),
        cacheControl: response.headers.get('cache-control') ?? '',
      }
    }

    // Two hours before: hidden; the page changes in two hours, longer than the edge keeps it.
    expect(await page()).toEqual({
      shown: false,
      cacheControl:
        'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
    })

    // The editor's preview shows it ahead of time, to prepare it.
    const preview = await site.fetch(`/${SLUG}?${await previewQuery()}`)
    expect(await preview.text()).toContain(CAMPAIGN)

    // Fifteen seconds before: still hidden, kept by the edge for those fifteen seconds only,
    // never served stale after them.
    site.at(FROM - 15_000)
    expect(await page()).toEqual({
      shown: false,
      cacheControl: 'public, max-age=0, s-maxage=15, stale-if-error=86400',
    })
    // The isolate keeps pages 30 s, but not this one past the opening.
    site.at(FROM - 1)
    expect((await page()).shown).toBe(false)
    site.at(FROM)
    expect((await page()).shown).toBe(true)

    // Open: shown until noon, the payload of client navigation too.
    site.at(UNTIL - 10_000)
    expect(await page()).toEqual({
      shown: true,
      cacheControl: 'public, max-age=0, s-maxage=10, stale-if-error=86400',
    })
    const data = await site.fetch(`/__data/${SLUG}`)
    expect(JSON.stringify(await data.json())).toContain(CAMPAIGN)
    site.at(UNTIL)
    expect(await page()).toEqual({
      shown: false,
      cacheControl:
        'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
    })
  })
})
