import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import { GENERATION_ISOLATE_TTL } from '../../worker/content/generation-memo.ts'
import { PURGE_RECORD_PREFIX } from '../../worker/content/purge-tags.ts'
import { WEBHOOK_RATE_LIMIT } from '../../worker/content/webhook-guard.ts'
import { publishStory } from '../../worker/local-services/content/store.ts'
import {
  type ContentFault,
  publishedStory,
  siteWithFaultyContent,
  webhookRequest,
} from './content-freshness.fixtures.ts'

const generation = async () => Number(await env.CACHE.get(CONTENT_GENERATION_KEY))
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

async function pageTitle(response: Response): Promise<string> {
  const html = await response.text()
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

describe('CMS webhook: signature', () => {
  const site = siteWithFaultyContent()
  const event = { text: 'published', action: 'published', space_id: 287341, story_id: 612400160 }

  it('refuses a missing signature with 401 and changes nothing', async () => {
    const before = await generation()
    const response = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(event, { signature: null, ip: nextIp() })
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid signature' })
    expect(await generation()).toBe(before)
  })

  it('refuses a wrong signature (a valid one for another body, or another secret) with 401', async () => {
    const other = await webhookRequest({ ...event, story_id: 1 })
    const forged = new Headers(other.headers).get('webhook-signature')
    for (const signature of [forged ?? '', 'f'.repeat(40), 'not-hex']) {
      const response = await site.fetch(
        '/api/cms/webhook',
        await webhookRequest(event, { signature, ip: nextIp() })
      )
      expect(response.status).toBe(401)
    }
  })

  it('accepts a good signature: 200 JSON, a higher generation, the story tags purged', async () => {
    const before = await generation()
    const response = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest({ ...event, full_slug: 'contact' }, { ip: nextIp() })
    )
    expect(response.status).toBe(200)
    const body = await response.json<{ status: string; generation: number; purged: string[] }>()
    expect(body.status).toBe('applied')
    expect(body.generation).toBeGreaterThan(before)
    expect(await generation()).toBe(body.generation)
    const contact = await publishedStory('contact')
    expect(body.purged).toEqual(
      expect.arrayContaining([`story:${contact.uuid}`, 'slug:contact', 'sitemap'])
    )
    expect(await env.CACHE.get(`${PURGE_RECORD_PREFIX}story:${contact.uuid}`)).not.toBeNull()
  })

  it('is idempotent: a replayed body does not bump the generation again', async () => {
    const replayed = { ...event, text: 'replayed event' }
    const first = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(replayed, { ip: nextIp() })
    )
    expect(first.status).toBe(200)
    const after = await generation()
    const second = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(replayed, { ip: nextIp() })
    )
    expect(second.status).toBe(200)
    expect(await second.json()).toMatchObject({ status: 'duplicate', generation: after })
    expect(await generation()).toBe(after)
  })

  it('rate limits a client past a few dozen calls a minute', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i <= WEBHOOK_RATE_LIMIT.maxRequests; i++) {
      const response = await site.fetch(
        '/api/cms/webhook',
        await webhookRequest(event, { signature: null, ip })
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('publish → webhook → the next request shows the new content', () => {
  it('serves the cached version until the webhook, then the published one', async () => {
    const site = siteWithFaultyContent()
    const before = await site.fetch('/__data/contact')
    const oldName = (await before.json<{ data: { story: { name: string } } }>()).data.story.name
    const story = await publishedStory('contact')
    const newName = `Contact – horaires hiver ${Date.now()}`
    await publishStory(env.DB, { ...story, name: newName, published_at: null })

    // Published at Storyblok, but the site has not been told: the generation's cache answers.
    const stale = await site.fetch('/__data/contact')
    expect((await stale.json<{ data: { story: { name: string } } }>()).data.story.name).toBe(
      oldName
    )

    const hook = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(
        {
          text: `published ${newName}`,
          action: 'published',
          story_id: story.id,
          full_slug: 'contact',
        },
        { ip: nextIp() }
      )
    )
    expect(hook.status).toBe(200)
    const fresh = await site.fetch('/contact')
    expect(fresh.status).toBe(200)
    expect(await fresh.text()).toContain(newName)
    const data = await site.fetch('/__data/contact')
    expect((await data.json<{ data: { story: { name: string } } }>()).data.story.name).toBe(newName)
  })
})

describe('Storyblok failing: the site answers from the last good copy', () => {
  /**
   * A tenth of production's content deadlines, in the same order, where the page is answered at
   * the last-good deadline (429s are retried for seconds, a hang never answers): the same path,
   * without waiting seconds. A 500 fails faster than the deadline and keeps production's.
   */
  const SHORT = { contentAttemptMs: 250, contentLastGoodMs: 150 }
  const cases: { fault: ContentFault; viaWebhook: boolean; deadlines?: typeof SHORT }[] = [
    { fault: 500, viaWebhook: true },
    { fault: 429, viaWebhook: true, deadlines: SHORT },
    // A hanging upstream would hold the webhook for its timeouts: the bump is done directly.
    { fault: 'hang', viaWebhook: false, deadlines: SHORT },
  ]
  for (const { fault, viaWebhook, deadlines } of cases) {
    it(`Storyblok answering ${fault} right after a publish bumped the generation`, async () => {
      const site = siteWithFaultyContent({ upstreamDeadlines: deadlines })
      const slug = 'services/carrosserie'
      const warm = await site.fetch(`/${slug}`)
      expect(warm.status).toBe(200)
      const title = await pageTitle(warm)
      expect(title).not.toBe('')

      site.setFault(fault)
      const before = await generation()
      if (viaWebhook) {
        const hook = await site.fetch(
          '/api/cms/webhook',
          await webhookRequest(
            { text: `published during outage ${fault}`, action: 'published', full_slug: slug },
            { ip: nextIp() }
          )
        )
        expect(hook.status).toBe(200)
        // spaces/me failed: the clock moved the generation, never backwards.
        expect(await hook.json()).toMatchObject({ source: 'clock' })
      } else {
        // A bump written to KV by someone else (`npm run cache:purge`): an isolate sees it once
        // its own memory of the generation is due for a read.
        await env.CACHE.put(CONTENT_GENERATION_KEY, String(before + 1))
        site.advance(GENERATION_ISOLATE_TTL * 1000)
      }
      expect(await generation()).toBeGreaterThan(before)

      const callsBefore = site.upstreamCalls()
      const during = await site.fetch(`/${slug}`, undefined, { settle: false })
      expect(during.status).toBe(200)
      expect(await pageTitle(during)).toBe(title)
      // The answer came from KV after a real attempt at the upstream, not from a cache hit.
      expect(site.upstreamCalls()).toBeGreaterThan(callsBefore)
      site.setFault('none')
    })
  }
})
