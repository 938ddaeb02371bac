import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import StoryblokClient, { type ISbStoriesParams } from 'storyblok-js-client'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../worker/app-env.ts'
import { appConfig } from '../../worker/env.ts'
import { localServicesOverHttp } from '../../worker/local-services/http-bridge.ts'
import { createContentRateLimiter } from '../../worker/content/rate-limiter.ts'
import { publishStory, saveDraft } from '../../worker/local-services/content/store.ts'
import { appFetch } from './app-fetch.ts'
import { previewQuery, publishedStory, webhookRequest } from './content-freshness.fixtures.ts'
import { contentPagePaths, siteOverLocalContent } from './local-content.fixtures.ts'

/**
 * The Worker against the stricter local content service: the CDN's cache versions make a missed
 * webhook visible, the isolate's limiter holds Storyblok's rate limits through a cold start,
 * drafts bring the editor's markers, and the service answers tools over HTTP.
 */
type StoryPayload = { data: { story: { name: string } } }
let ip = 0
const hook = async (event: Record<string, unknown>) =>
  webhookRequest(event, { ip: `192.0.2.${++ip}` })

describe('cache versions: a publish reaches the site through the webhook', () => {
  it('without the webhook the page stays as published at the cv the site knows; with it, it is fresh', async () => {
    const site = siteOverLocalContent()
    // The site learns the current cv on a first visit (another page: this one was never read).
    expect((await site.fetch('/contact')).status).toBe(200)
    const story = await publishedStory('services/financement')
    const newName = 'Financement – taux promotionnel de novembre'
    await publishStory(env.DB, { ...story, name: newName, published_at: null })
    const storyName = async () =>
      (JSON.parse((await site.fetch('/__data/services/financement')).body) as StoryPayload).data
        .story.name

    // Never cached by the site, yet stale: the CDN answers the cv the site still uses.
    expect(await storyName()).toBe(story.name)
    const webhook = await site.fetch(
      '/api/cms/webhook',
      await hook({
        text: 'published',
        action: 'published',
        story_id: story.id,
        full_slug: story.full_slug,
      })
    )
    expect(webhook.status).toBe(200)
    expect(await storyName()).toBe(newName)
    const page = await site.fetch('/services/financement')
    expect(page.status).toBe(200)
    expect(page.body).toContain(newName)
  })
})

describe('rate limits: a cold start right after a publish', () => {
  const burst = async (site: ReturnType<typeof siteOverLocalContent>, paths: string[]) =>
    Promise.all(paths.map((path) => site.fetch(path)))

  it('sixty pages at once on cold caches: the isolate stays under the limits, no 429, no error page', async () => {
    const paths = await contentPagePaths(60)
    expect(paths).toHaveLength(60)
    const site = siteOverLocalContent()
    // Warm: a few pages as they were (their last good copies exist).
    const before = await burst(site, paths.slice(0, 5))
    expect(before.filter((page) => page.status >= 500)).toEqual([])
    const story = await publishedStory('faq')
    await publishStory(env.DB, { ...story, published_at: null })
    expect(
      (
        await site.fetch(
          '/api/cms/webhook',
          await hook({ action: 'published', story_id: story.id })
        )
      ).status
    ).toBe(200)
    const uncachedBefore = site.traffic.uncached

    const pages = await burst(site, paths)
    expect(site.traffic.uncached - uncachedBefore).toBeGreaterThanOrEqual(60)
    expect(site.traffic.refused).toBe(0)
    expect(pages.filter((page) => page.status >= 500)).toEqual([])
  })

  it('the same burst without the limiter is refused by Storyblok (the limits are real)', async () => {
    const paths = await contentPagePaths(60)
    const site = siteOverLocalContent({
      contentLimiter: createContentRateLimiter({
        limits: { single: 1000, small: 1000, medium: 1000, large: 1000, 'very-large': 1000 },
      }),
    })
    await site.fetch('/contact')
    const story = await publishedStory('faq')
    await publishStory(env.DB, { ...story, published_at: null })
    await site.fetch('/api/cms/webhook', await hook({ action: 'published', story_id: story.id }))
    await burst(site, paths)
    expect(site.traffic.refused).toBeGreaterThan(0)
  })
})

describe('editor preview over draft answers', () => {
  it('renders the editor markers from the _editable the service adds to every draft block', async () => {
    const story = await publishedStory('services/carrosserie')
    // Saved as an editor would: no markers stored, the delivery API adds them to drafts.
    expect(JSON.stringify(story)).not.toContain('_editable')
    await saveDraft(env.DB, { ...story, name: 'Carrosserie – brouillon' })
    const site = siteOverLocalContent()
    const preview = await site.fetch(`/services/carrosserie?${await previewQuery()}`)
    expect(preview.status).toBe(200)
    expect(preview.body).toContain('Carrosserie – brouillon')
    const body = (story.content?.body ?? []) as { _uid: string }[]
    expect(body.length).toBeGreaterThan(0)
    for (const block of body) {
      expect(preview.body).toContain(`data-blok-uid="${story.id}-${block._uid}"`)
    }
    const visitor = await site.fetch('/services/carrosserie')
    expect(visitor.body).not.toContain('data-blok-uid')
  })
})

describe('local services over HTTP (npm start)', () => {
  const endpoint = 'http://localhost:8787/__local/storyblok/v2'
  /** Storyblok's own client on the Worker's HTTP interface, following redirects like `fetch`. */
  function storyblok() {
    const urls: string[] = []
    const sdk = new StoryblokClient({
      accessToken: env.STORYBLOK_TOKEN ?? 'demo-public-token',
      endpoint,
      cache: { type: 'none', clear: 'manual', cv: 'manual' },
      fetch: async (input, init) => {
        let url = input instanceof Request ? input.url : input.toString()
        for (;;) {
          urls.push(url)
          const response = await appFetch(url, { method: init?.method ?? 'GET' })
          const location = response.headers.get('location')
          if (response.status !== 301 || !location) return response
          url = location
        }
      },
    })
    return { sdk, urls }
  }

  it('answers Storyblok’s client with the demo token at /__local/storyblok/v2', async () => {
    const { sdk, urls } = storyblok()
    const response = await sdk.get('cdn/stories/contact', {})
    expect(response.data.story.full_slug).toBe('contact')
    // The redirect that adds the cv stays on the local mount.
    expect(urls[1]).toMatch(
      /^http:\/\/localhost:8787\/__local\/storyblok\/v2\/cdn\/stories\/contact\?.*cv=\d+/
    )
    const listing = await sdk.get('cdn/stories', {
      cv: response.data.cv,
      starts_with: 'news/',
      filter_query: { component: { in: 'article' } },
    } as ISbStoriesParams)
    expect(listing.data.stories.length).toBeGreaterThan(0)
    await expect(
      sdk.get('cdn/stories', { cv: 1, colour: 'rouge' } as ISbStoriesParams)
    ).rejects.toMatchObject({
      status: 422,
    })
  })

  it('answers the stock contract at /__local/stock/v1', async () => {
    const response = await appFetch('/__local/stock/v1/vehicles/search?page_size=2')
    expect(response.status).toBe(200)
    const body = await response.json<{ data: unknown[]; meta: { total: number } }>()
    expect(body.data).toHaveLength(2)
    expect(body.meta.total).toBeGreaterThan(2)
  })

  it('is left to the ordinary routes when the Worker does not use local services', async () => {
    const app = new Hono<AppEnv>()
    app.use(async (c, next) => {
      c.set('config', appConfig({ ...env, USE_MOCKS: 'false' }))
      await next()
    })
    app.use('/__local/*', localServicesOverHttp())
    app.notFound((c) => c.text('page introuvable', 404))
    const response = await app.request(
      `${endpoint}/cdn/stories/contact?token=${env.STORYBLOK_TOKEN ?? ''}&cv=1`,
      {},
      env
    )
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('page introuvable')
  })
})
