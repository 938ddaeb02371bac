import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { globalReferenceRelation } from '../../client/blocks/global-reference/schema.ts'
import type { Story } from '../../client/domain/story.ts'
import { createContentClient } from '../../worker/content/content-client.ts'
import { ContentRequestError } from '../../worker/content/errors.ts'
import { createLocalContentService } from '../../worker/local-services/content/app.ts'
import { saveDraft } from '../../worker/local-services/content/store.ts'
import {
  PREVIEW_TOKEN,
  publishedStory,
  siteWithFaultyContent,
} from './content-freshness.fixtures.ts'

/**
 * The real delivery client against the local Storyblok-compatible service over the seeded D1,
 * one parameter at a time; every request URL is recorded so each test checks the parameter was
 * really sent, not only that the answer looks right.
 */
function client(token = 'demo-public-token') {
  const service = createLocalContentService()
  const urls: URL[] = []
  const content = createContentClient({
    accessToken: token,
    endpoint: 'http://content.local.test/v2',
    fetch: async (input, init) => {
      const request = new Request(input, init)
      urls.push(new URL(request.url))
      return service.fetch(request, { ...env, STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN })
    },
  })
  const sent = (name: string) => urls.map((url) => url.searchParams.get(name))
  return { content, urls, sent }
}

const CV = 1_790_000_000

describe('content client parameters against the local service', () => {
  it('per_page and page: one page of a folder and the total', async () => {
    const { content, sent } = client()
    const first = await content.getStories({ cv: CV, startsWith: 'news/', perPage: 2, page: 1 })
    const second = await content.getStories({ cv: CV, startsWith: 'news/', perPage: 2, page: 2 })
    expect(sent('per_page')).toEqual(['2', '2'])
    expect(sent('page')).toEqual(['1', '2'])
    expect(first.stories).toHaveLength(2)
    expect(first.total).toBeGreaterThan(2)
    expect(second.stories[0]?.uuid).not.toBe(first.stories[0]?.uuid)
  })

  it('starts_with: only stories of the folder', async () => {
    const { content, sent } = client()
    const page = await content.getStories({ cv: CV, startsWith: 'services/', perPage: 100 })
    expect(sent('starts_with')).toEqual(['services/'])
    expect(page.stories.length).toBeGreaterThan(0)
    expect(page.stories.every((story) => story.fullSlug.startsWith('services/'))).toBe(true)
  })

  it('version and token: drafts need the preview token', async () => {
    const story = await publishedStory('faq')
    await saveDraft(env.DB, { ...story, name: 'FAQ – brouillon client' })
    const visitor = client()
    const refused = await visitor.content
      .getStory('faq', { cv: CV, version: 'draft' })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ContentRequestError)
    expect((refused as ContentRequestError).status).toBe(401)
    expect((await visitor.content.getStory('faq', { cv: CV })).story.name).toBe(story.name)

    const editor = client(PREVIEW_TOKEN)
    const draft = await editor.content.getStory('faq', { cv: CV, version: 'draft' })
    expect(draft.story.name).toBe('FAQ – brouillon client')
    expect(editor.sent('version')).toEqual(['draft'])
    expect(editor.sent('token')).toEqual([PREVIEW_TOKEN])
  })

  it('cv: sent on every call and answered with the space version', async () => {
    const { content, sent } = client()
    const { cv } = await content.getStory('contact', { cv: CV })
    const space = await content.getSpace()
    expect(sent('cv')[0]).toBe(String(CV))
    expect(cv).toBe(space.cv)
  })

  it('resolve_relations: global references arrive as reshaped stories', async () => {
    const { content, sent } = client()
    const { story } = await content.getStory('abarth', {
      cv: CV,
      resolveRelations: [globalReferenceRelation],
    })
    expect(sent('resolve_relations')).toEqual([globalReferenceRelation])
    const body = story.content.body as { component: string; references?: unknown[] }[]
    const reference = body.find((block) => block.component === 'global_reference')
    const first = reference?.references?.[0] as Story | undefined
    expect(first?.fullSlug).toMatch(/^global\//)
    expect(first?.content.component).toBe('global')
  })

  it('resolve_links: story links carry the linked story', async () => {
    const { content, sent } = client()
    const { story } = await content.getStory('abarth/500e', { cv: CV, resolveLinks: 'url' })
    expect(sent('resolve_links')).toEqual(['url'])
    // Each story link of the content carries its story (`url` shape: id, uuid, slugs, url).
    const links = JSON.stringify(story.content).match(/"linktype":"story"[^{}]*"story":\{[^{}]*\}/g)
    expect(links?.length).toBeGreaterThan(0)
    expect(links?.every((link) => link.includes('"full_slug":"'))).toBe(true)
  })

  it('by_uuids: exactly the stories asked for', async () => {
    const { content, sent } = client()
    const contact = await publishedStory('contact')
    const faq = await publishedStory('faq')
    const page = await content.getStories({ cv: CV, byUuids: [contact.uuid, faq.uuid] })
    expect(sent('by_uuids')).toEqual([`${contact.uuid},${faq.uuid}`])
    expect(page.stories.map((story) => story.uuid).sort()).toEqual([contact.uuid, faq.uuid].sort())
  })

  it('language: the default content for the space language', async () => {
    const { content, sent } = client()
    const { story } = await content.getStory('contact', { cv: CV, language: 'fr' })
    expect(sent('language')).toEqual(['fr'])
    expect(story.fullSlug).toBe('contact')
  })

  it('excluding_fields: the body is left out of lists', async () => {
    const { content, sent } = client()
    const page = await content.getStories({
      cv: CV,
      startsWith: 'news/',
      excludingFields: ['body'],
    })
    expect(sent('excluding_fields')).toEqual(['body'])
    expect(page.stories.length).toBeGreaterThan(0)
    expect(page.stories.every((story) => story.content.body === undefined)).toBe(true)
  })
})

describe('through the Worker', () => {
  it('a page with a global reference gets it resolved and validated', async () => {
    const site = siteWithFaultyContent()
    const response = await site.fetch('/__data/abarth')
    const payload = await response.json<{
      data: { body: { component: string; references?: Story[] }[] }
    }>()
    const reference = payload.data.body.find((block) => block.component === 'global_reference')
    expect(reference?.references?.length).toBeGreaterThan(0)
    expect(Array.isArray(reference?.references?.[0]?.content.body)).toBe(true)
  })
})
