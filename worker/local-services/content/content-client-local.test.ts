import { describe, expect, it } from 'vitest'
import { blockSchemas } from '../../../client/blocks/block-schemas.ts'
import { globalReferenceRelation } from '../../../client/blocks/global-reference/schema.ts'
import { createContentClient } from '../../content/content-client.ts'
import {
  createContentServiceFixture,
  testTokens,
} from '../../../scripts/demo-data/content/service-fixture.ts'

/**
 * The real `storyblok-js-client`, through the content client, against the local service loaded
 * with the committed demo seed: what `npm start` serves.
 */
function demo(token: string = testTokens.STORYBLOK_TOKEN) {
  const fixture = createContentServiceFixture('demo')
  const content = createContentClient({
    accessToken: token,
    endpoint: 'http://content.local.test/v2',
    fetch: fixture.upstreamFetch,
  })
  return { ...fixture, content }
}

describe('content client over the local service and the demo seed', () => {
  it('learns the cv from spaces/me and reads the home page at its folder path', async () => {
    const { content } = demo()
    const { cv } = await content.getSpace()
    const { story } = await content.getStory('home-page', { cv })
    expect(story).toMatchObject({ url: '/', isStartpage: true, content: { component: 'page' } })
    expect(story.seo.title).toContain('Autosphère')
  })

  it('resolves global references into reshaped stories the block schema accepts', async () => {
    const { content } = demo()
    const { cv } = await content.getSpace()
    const { story } = await content.getStory('centre-de-vehicules-d-occasion', {
      cv,
      resolveRelations: [globalReferenceRelation],
    })
    const body = blockSchemas.page.parse(story.content).body
    const reference = blockSchemas.global_reference.parse(
      body.find((block) => block.component === 'global_reference')
    )
    expect(reference.references.map((global) => global.fullSlug)).toEqual(['global/reprise'])
    expect(reference.references[0]?.content.component).toBe('global')
  })

  it('lists the news newest first across pages', async () => {
    const { content } = demo()
    const { cv } = await content.getSpace()
    const all = await content.getAllStories({
      cv,
      startsWith: 'news/',
      isStartpage: false,
      sortBy: 'content.date:desc',
      perPage: 5,
    })
    expect(all.total).toBeGreaterThanOrEqual(12)
    expect(all.stories).toHaveLength(all.total)
    const dates = all.stories.map((story) => String(story.content.date))
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('lists the links tree with folders', async () => {
    const { content } = demo()
    const { cv } = await content.getSpace()
    const links = await content.getLinks({ cv })
    expect(links.find((link) => link.fullSlug === 'services')?.isFolder).toBe(true)
    expect(links.find((link) => link.fullSlug === 'services/carrosserie')).toMatchObject({
      url: '/services/carrosserie',
      name: 'Carrosserie',
    })
  })

  it('answers a missing page with a 404 request error, and drafts only with the preview token', async () => {
    const { content } = demo()
    const { cv } = await content.getSpace()
    await expect(content.getStory('nulle-part', { cv })).rejects.toMatchObject({ status: 404 })
    await expect(content.getStory('contact', { cv, version: 'draft' })).rejects.toMatchObject({
      status: 401,
    })
    const preview = demo(testTokens.STORYBLOK_PREVIEW_TOKEN).content
    expect((await preview.getStory('contact', { cv, version: 'draft' })).story.fullSlug).toBe(
      'contact'
    )
  })
})
