import { describe, expect, it } from 'vitest'
import { publishStory, readSpace, saveDraft } from './store.ts'
import {
  createContentServiceFixture,
  testStory,
  testTokens,
} from '../../../scripts/demo-data/content/service-fixture.ts'

const pub = testTokens.STORYBLOK_TOKEN
const preview = testTokens.STORYBLOK_PREVIEW_TOKEN

async function scenario() {
  const fixture = createContentServiceFixture('empty')
  const { db } = fixture
  const stories = {
    home: testStory('home-page/', { component: 'page', title: 'Accueil' }, { position: 10 }),
    news: testStory('news/', { component: 'page', title: 'Actualités' }, { position: 20 }),
    older: testStory(
      'news/ancienne',
      { component: 'article', date: '2026-01-10 08:00', body: 'texte', teaser: 'a' },
      { position: 30 }
    ),
    newer: testStory(
      'news/recente',
      { component: 'article', date: '2026-03-10 08:00', body: 'texte', teaser: 'b' },
      { position: 40, tag_list: ['kia'] }
    ),
    global: testStory('global/reprise', { component: 'global', body: [] }),
    page: testStory('contact', { component: 'page', body: [] }),
  }
  stories.page.content = {
    _uid: 'c1',
    component: 'page',
    body: [
      { _uid: 'g1', component: 'global_reference', references: [stories.global.uuid] },
      {
        _uid: 'b1',
        component: 'button',
        link: {
          id: stories.older.uuid,
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'news/ancienne',
        },
      },
    ],
  }
  let cv = 0
  for (const story of Object.values(stories)) cv = await publishStory(db, story)
  return { ...fixture, stories, cv }
}

const json = async (response: Response) => JSON.parse(await response.text())

describe('local content service: access', () => {
  it('answers 401 without a token, with a wrong one, and for drafts with the public token', async () => {
    const { request, cv } = await scenario()
    expect((await request(`/v2/cdn/stories?cv=${cv}`)).status).toBe(401)
    expect((await request(`/v2/cdn/stories?token=nope&cv=${cv}`)).status).toBe(401)
    expect((await request(`/v2/cdn/stories?token=${pub}&version=draft&cv=${cv}`)).status).toBe(401)
    expect((await request(`/v2/cdn/stories?token=${preview}&version=draft&cv=${cv}`)).status).toBe(
      200
    )
    expect((await request(`/v2/cdn/spaces/me?token=nope`)).status).toBe(401)
  })

  it('redirects a request without cv to the same URL with the current cv, like the API', async () => {
    const { request, cv } = await scenario()
    const response = await request(`/v2/cdn/stories/contact?token=${pub}&version=published`)
    expect(response.status).toBe(301)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.pathname).toBe('/v2/cdn/stories/contact')
    expect(location.searchParams.get('cv')).toBe(String(cv))
    expect(location.searchParams.get('token')).toBe(pub)
  })

  it('tells the current cv on spaces/me, and publishing moves it forward', async () => {
    const { request, db, stories, cv } = await scenario()
    const space = await json(await request(`/v2/cdn/spaces/me?token=${pub}`))
    expect(space.space.version).toBe(cv)
    const next = await publishStory(db, { ...stories.page, name: 'Contact' })
    expect(next).toBeGreaterThan(cv)
    expect((await readSpace(db))?.cv).toBe(next)
  })
})

describe('local content service: single story', () => {
  it('finds a story by full slug, a start page by its folder path, by id and by uuid', async () => {
    const { request, stories, cv } = await scenario()
    const q = `token=${pub}&cv=${cv}`
    const bySlug = await json(await request(`/v2/cdn/stories/contact?${q}`))
    expect(bySlug.story.uuid).toBe(stories.page.uuid)
    expect(bySlug.cv).toBe(cv)
    expect((await json(await request(`/v2/cdn/stories/news?${q}`))).story.full_slug).toBe('news/')
    expect(
      (await json(await request(`/v2/cdn/stories/${stories.older.id}?${q}`))).story.full_slug
    ).toBe('news/ancienne')
    expect(
      (await json(await request(`/v2/cdn/stories/${stories.newer.uuid}?${q}&find_by=uuid`))).story
        .full_slug
    ).toBe('news/recente')
  })

  it('answers 404 with the API body for a missing story', async () => {
    const { request, cv } = await scenario()
    const response = await request(`/v2/cdn/stories/nulle-part?token=${pub}&cv=${cv}`)
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual(['This record could not be found'])
  })

  it('serves drafts only to draft requests, and publishing makes them public', async () => {
    const { request, db, stories, cv } = await scenario()
    await saveDraft(db, { ...stories.page, name: 'Contact (brouillon)' })
    const unpublished = testStory('nouveau', { component: 'page', body: [] })
    await saveDraft(db, unpublished)
    const published = await json(await request(`/v2/cdn/stories/contact?token=${preview}&cv=${cv}`))
    const draft = await json(
      await request(`/v2/cdn/stories/contact?token=${preview}&cv=${cv}&version=draft`)
    )
    expect(published.story.name).toBe('contact')
    expect(draft.story.name).toBe('Contact (brouillon)')
    expect((await request(`/v2/cdn/stories/nouveau?token=${pub}&cv=${cv}`)).status).toBe(404)
    expect(
      (await request(`/v2/cdn/stories/nouveau?token=${preview}&cv=${cv}&version=draft`)).status
    ).toBe(200)
    expect((await readSpace(db))?.cv).toBe(cv)
    const next = await publishStory(db, unpublished)
    expect((await request(`/v2/cdn/stories/nouveau?token=${pub}&cv=${next}`)).status).toBe(200)
    // The CDN keeps answering the older cv with what was published then.
    expect((await request(`/v2/cdn/stories/nouveau?token=${pub}&cv=${cv}`)).status).toBe(404)
  })

  it('lists resolved relations in rels and resolved links in links', async () => {
    const { request, stories, cv } = await scenario()
    const q = `token=${pub}&cv=${cv}`
    const plain = await json(await request(`/v2/cdn/stories/contact?${q}`))
    expect(plain.rels).toEqual([])
    const resolved = await json(
      await request(
        `/v2/cdn/stories/contact?${q}&resolve_relations=global_reference.references&resolve_links=url`
      )
    )
    expect(resolved.rels.map((story: { uuid: string }) => story.uuid)).toEqual([
      stories.global.uuid,
    ])
    expect(resolved.links).toEqual([
      expect.objectContaining({
        uuid: stories.older.uuid,
        full_slug: 'news/ancienne',
        url: 'news/ancienne',
      }),
    ])
  })

  it('sends rel_uuids instead of rels past 50 relations, as the API does', async () => {
    const { request, db, cv: before } = await scenario()
    const targets = Array.from({ length: 51 }, (_, i) =>
      testStory(`global/bloc-${i}`, { component: 'global', body: [] })
    )
    for (const target of targets) await publishStory(db, target)
    const cv = await publishStory(
      db,
      testStory('beaucoup', {
        component: 'page',
        body: [
          { _uid: 'x', component: 'global_reference', references: targets.map((t) => t.uuid) },
        ],
      })
    )
    expect(cv).toBeGreaterThan(before)
    const body = await json(
      await request(
        `/v2/cdn/stories/beaucoup?token=${pub}&cv=${cv}&resolve_relations=global_reference.references`
      )
    )
    expect(body.rels).toBeUndefined()
    expect(body.rel_uuids).toHaveLength(51)
  })
})

describe('local content service: listings', () => {
  it('filters by starts_with, pages with per_page/page (default order position:desc) and sends total and per-page headers', async () => {
    const { request, cv } = await scenario()
    const response = await request(
      `/v2/cdn/stories?token=${pub}&cv=${cv}&starts_with=news/&per_page=2&page=1`
    )
    expect(response.headers.get('total')).toBe('3')
    expect(response.headers.get('per-page')).toBe('2')
    const first = await json(response)
    const second = await json(
      await request(`/v2/cdn/stories?token=${pub}&cv=${cv}&starts_with=news/&per_page=2&page=2`)
    )
    expect(
      [...first.stories, ...second.stories].map((story: { full_slug: string }) => story.full_slug)
    ).toEqual(['news/recente', 'news/ancienne', 'news/'])
  })

  it('sorts by a content field, excludes start pages and fields, filters by uuids and tags', async () => {
    const { request, stories, cv } = await scenario()
    const q = `token=${pub}&cv=${cv}`
    const sorted = await json(
      await request(
        `/v2/cdn/stories?${q}&starts_with=news/&is_startpage=false&sort_by=content.date:desc&excluding_fields=body`
      )
    )
    expect(sorted.stories.map((story: { slug: string }) => story.slug)).toEqual([
      'recente',
      'ancienne',
    ])
    expect(sorted.stories[0].content).toEqual({
      _uid: expect.any(String),
      component: 'article',
      date: '2026-03-10 08:00',
      teaser: 'b',
    })
    const byUuids = await json(
      await request(`/v2/cdn/stories?${q}&by_uuids=${stories.page.uuid},${stories.home.uuid}`)
    )
    expect(byUuids.stories.map((story: { uuid: string }) => story.uuid).sort()).toEqual(
      [stories.page.uuid, stories.home.uuid].sort()
    )
    const tagged = await json(await request(`/v2/cdn/stories?${q}&with_tag=kia`))
    expect(tagged.stories.map((story: { slug: string }) => story.slug)).toEqual(['recente'])
  })

  it('caps per_page at 100 and rejects malformed parameters', async () => {
    const { request, cv } = await scenario()
    expect(
      (await request(`/v2/cdn/stories?token=${pub}&cv=${cv}&per_page=500`)).headers.get('per-page')
    ).toBe('100')
    expect((await request(`/v2/cdn/stories?token=${pub}&cv=${cv}&page=0`)).status).toBe(422)
    expect((await request(`/v2/cdn/stories?token=${pub}&cv=${cv}&sort_by=name;drop`)).status).toBe(
      422
    )
  })

  it('lists stories and folders in cdn/links', async () => {
    const { request, db } = await scenario()
    const cv = await publishStory(
      db,
      testStory('services', { component: 'page' }, { is_folder: true, published_at: null })
    )
    const body = await json(
      await request(`/v2/cdn/links?token=${pub}&cv=${cv}&paginated=1&per_page=3`)
    )
    expect(Object.keys(body.links)).toHaveLength(3)
    const all = await json(await request(`/v2/cdn/links?token=${pub}&cv=${cv}`))
    const links = Object.values<{
      slug: string
      is_folder: boolean
      real_path: string
    }>(all.links)
    expect(links.find((link) => link.slug === 'services')?.is_folder).toBe(true)
    expect(links.find((link) => link.slug === 'news/ancienne')?.real_path).toBe('/news/ancienne')
  })
})
