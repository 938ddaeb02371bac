import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readComponentsFile } from './components-file.ts'
import { startLocalMapi, WEBHOOK_SECRET } from './local-mapi-fixture.ts'
import { applyPush, planPush } from './push-components.ts'
import { LAUNCH_SLUGS, seedStories } from './seed-stories.ts'
import { errorMessage } from './space.ts'

/**
 * The local Management API as Storyblok's client and documentation use it (docs/decisions/0047):
 * publish in the query or the body, `1` or `true`; 422 bodies in Storyblok's shapes; content
 * checked against the pushed components; a publish moves `cv`, changes the published version
 * and sends the signed webhook.
 */
const spaceAnswer = z.object({ space: z.object({ version: z.number() }) })
const deliveredAnswer = z.object({
  story: z.object({
    lang: z.string(),
    content: z.object({
      body: z.array(z.looseObject({ title: z.string().optional() })).optional(),
    }),
  }),
})
const createdAnswer = z.object({ story: z.object({ id: z.number() }) })
const heroTitle = async (response: Response) =>
  deliveredAnswer.parse(await response.json()).story.content.body?.[0]?.title

let stop: (() => Promise<void>) | undefined
afterEach(async () => stop?.())

async function space() {
  const started = await startLocalMapi()
  stop = started.stop
  await applyPush(
    started.client,
    await planPush(started.client, readComponentsFile(), {}),
    {},
    { force: false }
  )
  const cdn = async (slug: string, language?: string) => {
    const cv = await started.request(`/v2/cdn/spaces/me?token=public-test-token`)
    const version = spaceAnswer.parse(await cv.json()).space.version
    const lang = language ? `&language=${language}` : ''
    return started.request(`/v2/cdn/stories/${slug}?token=public-test-token&cv=${version}${lang}`)
  }
  return { ...started, cdn }
}

const hero = (title: string) => ({
  component: 'page',
  body: [
    {
      _uid: 'h1',
      component: 'hero',
      title,
      image: { filename: 'https://a.storyblok.com/f/1/hero.jpg', alt: 'Une voiture' },
    },
  ],
})

const storyBody = (slug: string, title: string) => ({
  story: { name: title, slug, content: hero(title) },
})

describe('local Management API: stories and publish', () => {
  it('a story created with the client, published in the query, is delivered; a draft is not', async () => {
    const { client, cdn, webhooks } = await space()
    const created = await client.stories.create({
      body: storyBody('offre-hiver', 'Offre d’hiver'),
      query: { publish: true },
    })
    expect(created.response.status).toBe(201)
    expect(webhooks).toHaveLength(1)
    const draft = await client.stories.create({ body: storyBody('brouillon', 'Brouillon') })
    expect(draft.response.status).toBe(201)
    expect((await cdn('brouillon')).status).toBe(404)
    expect(webhooks).toHaveLength(1)
    const delivered = await cdn('offre-hiver')
    expect(delivered.status).toBe(200)
    expect(await heroTitle(delivered)).toBe('Offre d’hiver')
  })

  it('takes publish in the body or the query, as 1 or true', async () => {
    const { mapi, cdn } = await space()
    const cases = [
      ['number', 1],
      ['boolean', true],
      ['string', '1'],
    ] as const
    for (const [kind, publish] of cases) {
      const body = { ...storyBody(`b-${kind}`, 'B'), publish }
      const response = await mapi('/stories', { method: 'POST', body: JSON.stringify(body) })
      expect(response.status).toBe(201)
      expect((await cdn(`b-${kind}`)).status).toBe(200)
    }
    for (const publish of ['1', 'true']) {
      const response = await mapi(`/stories?publish=${publish}`, {
        method: 'POST',
        body: JSON.stringify(storyBody(`q-${publish}`, 'Q')),
      })
      expect(response.status).toBe(201)
      expect((await cdn(`q-${publish}`)).status).toBe(200)
    }
    const unpublished = await mapi('/stories?publish=0', {
      method: 'POST',
      body: JSON.stringify(storyBody('zero', 'Z')),
    })
    expect(unpublished.status).toBe(201)
    expect((await cdn('zero')).status).toBe(404)
  })

  it('publishing changes the published version, moves cv, and sends the signed webhook', async () => {
    const { client, cdn, webhooks, request } = await space()
    const created = await client.stories.create({
      body: storyBody('promo', 'Avant'),
      query: { publish: true },
    })
    const id = createdAnswer.parse(created.data).story.id
    const cvOf = async () =>
      spaceAnswer.parse(await (await request('/v2/cdn/spaces/me?token=public-test-token')).json())
        .space.version
    const before = await cvOf()
    await client.stories.update(id, { body: { story: { content: hero('Après') } } })
    // Saved, not published: visitors still read the published version.
    expect(await heroTitle(await cdn('promo'))).toBe('Avant')
    expect(await cvOf()).toBe(before)

    const published = await client.stories.publish(id)
    expect(published.response.status).toBe(200)
    expect(await cvOf()).toBeGreaterThan(before)
    expect(await heroTitle(await cdn('promo'))).toBe('Après')
    expect(webhooks.map((hook) => hook.event)).toEqual([
      expect.objectContaining({
        action: 'published',
        story_id: id,
        full_slug: 'promo',
        space_id: 287341,
      }),
      expect.objectContaining({ action: 'published', story_id: id, full_slug: 'promo' }),
    ])
    expect(webhooks.every((hook) => hook.signed)).toBe(true)
    expect(WEBHOOK_SECRET).toBeTruthy()
  })
})

describe('local Management API: refusals in Storyblok’s shapes', () => {
  it('refuses an unknown field and a wrong type against the pushed schema (422, field → messages)', async () => {
    const { mapi, client } = await space()
    const unknownField = await mapi('/stories', {
      method: 'POST',
      body: JSON.stringify({
        story: { name: 'X', slug: 'x', content: { ...hero('X'), couleur: 'rouge' } },
      }),
    })
    expect(unknownField.status).toBe(422)
    expect(await unknownField.json()).toEqual({
      content: ['content.couleur: "page" has no field "couleur"'],
    })

    const wrongType = await mapi('/stories', {
      method: 'POST',
      body: JSON.stringify({
        story: { name: 'Y', slug: 'y', content: { component: 'page', hide_breadcrumbs: 'oui' } },
      }),
    })
    expect(wrongType.status).toBe(422)
    expect(await wrongType.json()).toEqual({
      content: ['content.hide_breadcrumbs: expected true or false (a boolean field)'],
    })

    const notAllowed = await client.stories.create({
      body: {
        story: {
          name: 'Z',
          slug: 'z',
          content: {
            component: 'page',
            body: [{ _uid: 'b', component: 'button', label: 'Go', link: { url: '/' } }],
          },
        },
      },
    })
    expect(notAllowed.response.status).toBe(422)
    expect(errorMessage(notAllowed.error?.response.data)).toBe(
      'content content.body[0]: "button" is not allowed in this field'
    )
  })

  it('answers a taken name as Storyblok does, and the push reads every 422 shape', async () => {
    const { client } = await space()
    const taken = await client.components.create({ body: { component: { name: 'hero' } } })
    expect(taken.response.status).toBe(422)
    expect(taken.error?.response.data).toEqual({ name: ['has already been taken'] })
    expect(errorMessage({ name: ['has already been taken'] })).toBe('name has already been taken')
    expect(errorMessage({ error: 'Slug already taken' })).toBe('Slug already taken')
    expect(errorMessage({ errors: { slug: ['is invalid'] } })).toBe('slug is invalid')
    expect(errorMessage({ errors: ['Component not found'] })).toBe('Component not found')
  })

  it('refuses a request without the token', async () => {
    const { baseUrl } = await space()
    const response = await fetch(`${baseUrl}/v1/spaces/287341/components`)
    expect(response.status).toBe(401)
  })
})

describe('cms:seed', () => {
  it('loads the launch set into an empty space, in both languages, and leaves it alone the second time', async () => {
    const { client, cdn } = await space()
    const lines = await seedStories(client, { dryRun: false })
    expect(lines.filter((line) => line.startsWith('+'))).toHaveLength(LAUNCH_SLUGS.length)
    expect((await cdn('contact')).status).toBe(200)
    const german = deliveredAnswer.parse(await (await cdn('home-page/', 'de')).json())
    expect(german.story.lang).toBe('de')
    expect(
      (await seedStories(client, { dryRun: false })).every((line) => line.startsWith('='))
    ).toBe(true)
  })
})
