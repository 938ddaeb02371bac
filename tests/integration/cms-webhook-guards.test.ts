import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import { WEBHOOK_RATE_LIMIT, WEBHOOK_SEEN_PREFIX } from '../../worker/content/webhook-guard.ts'
import { siteWithFaultyContent, webhookRequest } from './content-freshness.fixtures.ts'

// The webhook's guards (docs/decisions/0043): the signature first, a rate limit only for what
// fails it (in memory, never a KV write), and a signed body applied once, for good.

const site = siteWithFaultyContent()
const STORYBLOK_IP = '203.0.113.77'
const generation = async () => Number(await env.CACHE.get(CONTENT_GENERATION_KEY))

async function keysWith(prefix: string) {
  const { keys } = await env.CACHE.list({ prefix })
  return keys
}

describe('CMS webhook guards', () => {
  it('applies a bulk publish from one address, past the limit of failed attempts', async () => {
    const statuses: number[] = []
    for (let index = 0; index <= WEBHOOK_RATE_LIMIT.maxRequests + 4; index++) {
      const event = {
        text: `published story ${index}`,
        action: 'published',
        space_id: 287341,
        story_id: 700_000 + index,
      }
      const response = await site.fetch(
        '/api/cms/webhook',
        await webhookRequest(event, { ip: STORYBLOK_IP })
      )
      statuses.push(response.status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
  })

  it('an anonymous post writes nothing to KV, and is limited all the same', async () => {
    const before = (await env.CACHE.list()).keys.map((key) => key.name).sort()
    const statuses: number[] = []
    for (let index = 0; index <= WEBHOOK_RATE_LIMIT.maxRequests; index++) {
      const response = await site.fetch(
        '/api/cms/webhook',
        await webhookRequest(
          { text: 'x', action: 'published' },
          { signature: null, ip: '192.0.2.9' }
        )
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const after = (await env.CACHE.list()).keys.map((key) => key.name).sort()
    expect(after).toEqual(before)
  })

  it('remembers a signed body for good: its replay never bumps the generation', async () => {
    const event = { text: 'published once', action: 'published', space_id: 287341, story_id: 1 }
    const first = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(event, { ip: '192.0.2.10' })
    )
    expect(first.status).toBe(200)
    const after = await generation()
    const seen = await keysWith(WEBHOOK_SEEN_PREFIX)
    expect(seen.length).toBeGreaterThan(0)
    // No expiration: a body captured today is still a replay next year.
    expect(seen.every((key) => key.expiration === undefined)).toBe(true)
    const replay = await site.fetch(
      '/api/cms/webhook',
      await webhookRequest(event, { ip: '192.0.2.11' })
    )
    expect(await replay.json()).toMatchObject({ status: 'duplicate', generation: after })
    expect(await generation()).toBe(after)
  })
})
