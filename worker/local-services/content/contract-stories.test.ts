import { describe, expect, it } from 'vitest'
import { publishStory } from './store.ts'
import type { StoryblokStory } from './story-json.ts'
import { contractFixture } from '../../../scripts/demo-data/content/contract-fixture.ts'
import { readStories } from '../../../scripts/demo-data/content/read-stories.ts'
import { testStory } from '../../../scripts/demo-data/content/service-fixture.ts'

/**
 * Contract: every documented parameter of cdn/stories, sent by Storyblok's own client to the
 * local service over the demo space. Expectations come from the committed stories read directly.
 */
type Delivered = StoryblokStory & { content: Record<string, unknown> }
const demo = readStories().filter((story) => !story.is_folder && story.published_at)
const slugs = (stories: Delivered[]) => stories.map((story) => story.full_slug)
const sorted = (values: string[]) => [...values].sort()

async function list(params: Record<string, unknown>) {
  const fixture = await contractFixture()
  const response = await fixture.get('cdn/stories', {
    cv: fixture.cv,
    per_page: 100,
    ...params,
  })
  return {
    ...fixture,
    stories: response.data.stories as Delivered[],
    total: response.total,
    perPage: response.perPage,
  }
}

describe('cdn/stories: selection', () => {
  it('starts_with: only the folder', async () => {
    const { stories, sentValues } = await list({ starts_with: 'news/' })
    expect(sentValues('starts_with')).toEqual(['news/'])
    expect(sorted(slugs(stories))).toEqual(
      sorted(demo.filter((s) => s.full_slug.startsWith('news/')).map((s) => s.full_slug))
    )
  })

  it('by_slugs with wildcards: the 15-odd stories asked for, not the whole space', async () => {
    const { stories } = await list({ by_slugs: 'kia/*,contact,faq' })
    const expected = demo
      .filter((s) => s.full_slug.startsWith('kia/') || ['contact', 'faq'].includes(s.full_slug))
      .map((s) => s.full_slug)
    expect(expected.length).toBeGreaterThan(3)
    expect(sorted(slugs(stories))).toEqual(sorted(expected))
  })

  it('excluding_slugs with wildcards: everything but those', async () => {
    const { stories, total } = await list({ starts_with: 'news/', excluding_slugs: 'news/*kia*' })
    expect(slugs(stories).some((slug) => slug.includes('kia'))).toBe(false)
    expect(total).toBe(
      demo.filter((s) => s.full_slug.startsWith('news/') && !s.full_slug.includes('kia')).length
    )
  })

  it('by_uuids and by_uuids_ordered: exactly those, the latter in the order given', async () => {
    const [a, b, c] = demo.slice(3, 6)
    if (!a || !b || !c) throw new Error('demo space too small')
    const ordered = await list({ by_uuids_ordered: [c.uuid, a.uuid, b.uuid].join(',') })
    expect(ordered.stories.map((s) => s.uuid)).toEqual([c.uuid, a.uuid, b.uuid])
    const plain = await list({ by_uuids: [a.uuid, b.uuid].join(',') })
    expect(sorted(plain.stories.map((s) => s.uuid))).toEqual(sorted([a.uuid, b.uuid]))
  })

  it('excluding_ids: those ids are left out', async () => {
    const news = demo.filter((s) => s.full_slug.startsWith('news/'))
    const [first, second] = news
    if (!first || !second) throw new Error('no news')
    const { stories } = await list({
      starts_with: 'news/',
      excluding_ids: `${first.id},${second.id}`,
    })
    expect(stories.map((s) => s.id)).not.toContain(first.id)
    expect(stories.map((s) => s.id)).not.toContain(second.id)
    expect(stories).toHaveLength(news.length - 2)
  })

  it('is_startpage, with_tag, level, content_type', async () => {
    const startpages = await list({ is_startpage: 1 })
    expect(startpages.stories.every((s) => s.is_startpage)).toBe(true)
    expect(startpages.total).toBe(demo.filter((s) => s.is_startpage).length)

    const tagged = await list({ with_tag: 'emploi,conseils' })
    expect(tagged.total).toBe(
      demo.filter((s) => s.tag_list.includes('emploi') || s.tag_list.includes('conseils')).length
    )

    const top = await list({ level: 1 })
    expect(top.stories.length).toBeGreaterThan(0)
    expect(top.stories.every((s) => !s.full_slug.includes('/'))).toBe(true)
    const second = await list({ level: 2, starts_with: 'news/' })
    expect(second.total).toBe(demo.filter((s) => s.full_slug.startsWith('news/')).length)

    const jobs = await list({ content_type: 'job' })
    expect(jobs.total).toBe(demo.filter((s) => s.content?.component === 'job').length)
    expect(jobs.stories.every((s) => s.content.component === 'job')).toBe(true)
  })

  it('search_term: name, slug or any content value, case-insensitive', async () => {
    const { stories } = await list({ search_term: 'AUTONOMIE' })
    expect(stories.length).toBeGreaterThan(0)
    for (const story of stories) {
      expect(JSON.stringify([story.name, story.full_slug, story.content]).toLowerCase()).toContain(
        'autonomie'
      )
    }
    const none = await list({ search_term: 'zzz-introuvable-zzz' })
    expect(none.stories).toEqual([])
  })

  it('published_at / first_published_at / updated_at _gt and _lt (YYYY-MM-DD HH:MM)', async () => {
    const cut = '2026-10-01 00:00'
    const time = Date.parse('2026-10-01T00:00Z')
    const after = await list({ published_at_gt: cut })
    expect(after.total).toBe(demo.filter((s) => Date.parse(s.published_at ?? '') > time).length)
    const before = await list({ first_published_at_lt: cut })
    expect(before.total).toBe(
      demo.filter((s) => Date.parse(s.first_published_at ?? '') < time).length
    )
    expect(after.total + before.total).toBe(demo.length)
    const updated = await list({ updated_at_gt: '2000-01-01 00:00', updated_at_lt: '2100-01-01' })
    expect(updated.total).toBe(demo.length)
  })

  it('in_workflow_stages: no local story is in a workflow stage', async () => {
    const { stories } = await list({ in_workflow_stages: '12345' })
    expect(stories).toEqual([])
  })
})

describe('cdn/stories: order and pages', () => {
  it('orders by position:desc by default, and by sort_by when given', async () => {
    const plain = await list({ starts_with: 'news/' })
    const positions = plain.stories.map((s) => s.position)
    expect(positions).toEqual([...positions].sort((a, b) => b - a))
    const byDate = await list({ starts_with: 'news/', sort_by: 'content.date:desc' })
    const dates = byDate.stories.map((s) => String(s.content.date ?? ''))
    expect(dates.filter(Boolean)).toEqual([...dates.filter(Boolean)].sort().reverse())
    const byName = await list({ starts_with: 'news/', sort_by: 'name:asc' })
    const names = byName.stories.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')))
  })

  it('sort_by a numeric content field with :int, and chained sorts', async () => {
    const fixture = await contractFixture()
    let cv = fixture.cv
    for (const [slug, rank] of [
      ['classement/a', '10'],
      ['classement/b', '9'],
      ['classement/c', '100'],
    ] as const) {
      cv = await publishStory(fixture.db, testStory(slug, { component: 'article', rank }))
    }
    const get = async (sort_by: string) =>
      slugs(
        (
          await fixture.get('cdn/stories', {
            cv,
            starts_with: 'classement/',
            sort_by,
          })
        ).data.stories as Delivered[]
      )
    // Custom fields sort as strings by default: '10' < '100' < '9'.
    expect(await get('content.rank:asc')).toEqual(['classement/a', 'classement/c', 'classement/b'])
    expect(await get('content.rank:asc:int')).toEqual([
      'classement/b',
      'classement/a',
      'classement/c',
    ])
    expect(await get('content.component:asc,content.rank:desc:int')).toEqual([
      'classement/c',
      'classement/a',
      'classement/b',
    ])
  })

  it('per_page and page: pages that never overlap, total and per-page headers', async () => {
    const fixture = await contractFixture()
    const first = await fixture.get('cdn/stories', { cv: fixture.cv, per_page: 7, page: 1 })
    const second = await fixture.get('cdn/stories', { cv: fixture.cv, per_page: 7, page: 2 })
    expect(first.total).toBe(demo.length)
    expect(first.perPage).toBe(7)
    const ids = [...first.data.stories, ...second.data.stories].map((s: Delivered) => s.id)
    expect(new Set(ids).size).toBe(14)
    const past = await fixture.get('cdn/stories', { cv: fixture.cv, per_page: 7, page: 999 })
    expect(past.data.stories).toEqual([])
  })

  it('per_page above 100 is capped at 100; getAll walks every page', async () => {
    const fixture = await contractFixture()
    const big = await fixture.get('cdn/stories', { cv: fixture.cv, per_page: 500 })
    expect(big.perPage).toBe(100)
    expect(big.data.stories).toHaveLength(Math.min(100, demo.length))
    const all = await fixture.sdk.getAll('cdn/stories', { cv: fixture.cv, per_page: 50 })
    expect(all).toHaveLength(demo.length)
  })
})

describe('cdn/stories: fields and references', () => {
  it('excluding_fields and excluding_story_fields leave those out', async () => {
    const { stories } = await list({
      starts_with: 'news/',
      is_startpage: false,
      excluding_fields: 'body,text',
      excluding_story_fields: 'alternates,translated_slugs',
    })
    expect(stories.length).toBeGreaterThan(0)
    for (const story of stories) {
      expect(story.content.body).toBeUndefined()
      expect(story.content.text).toBeUndefined()
      expect(story.content.component).toBe('article')
      expect(story).not.toHaveProperty('alternates')
      expect(story).not.toHaveProperty('translated_slugs')
    }
  })

  it('stories carry updated_at, release_id and default_full_slug', async () => {
    const { stories } = await list({ starts_with: 'services/' })
    for (const story of stories) {
      expect(story.updated_at).toEqual(expect.any(String))
      expect(story).toHaveProperty('release_id', null)
      expect(story).toHaveProperty('default_full_slug', null)
    }
  })

  it('resolve_relations (with resolve_level 2 from the SDK) inlines global references', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/stories', {
      cv: fixture.cv,
      by_slugs: 'centre-de-vehicules-d-occasion',
      resolve_relations: 'global_reference.references',
    })
    expect(fixture.sentValues('resolve_level')).toEqual(['2'])
    const body = (response.data.stories[0] as Delivered).content.body as Record<string, unknown>[]
    const reference = body.find((block) => block.component === 'global_reference')
    const first = (reference?.references as Delivered[] | undefined)?.[0]
    expect(first?.full_slug).toMatch(/^global\//)
  })

  it('resolve_links url, story and link, one and two levels deep', async () => {
    const fixture = await contractFixture()
    for (const mode of ['url', 'story', 'link'] as const) {
      const response = await fixture.get('cdn/stories', {
        cv: fixture.cv,
        by_slugs: 'abarth/500e',
        resolve_links: mode,
        resolve_links_level: 2,
      })
      const links = response.data.links as Record<string, unknown>[]
      expect(links.length).toBeGreaterThan(0)
      if (mode === 'url') expect(links[0]).toHaveProperty('url')
      if (mode === 'story') expect(links[0]).toHaveProperty('content')
      if (mode === 'link') expect(links[0]).toHaveProperty('real_path')
    }
  })

  it('language (with fallback_lang): translated fields, else the default language', async () => {
    const fixture = await contractFixture()
    const cv = await publishStory(
      fixture.db,
      testStory('bilingue', {
        component: 'page',
        title: 'Bonjour',
        title__i18n__de: 'Guten Tag',
        intro: 'Texte',
        intro__i18n__de: '',
        intro__i18n__lb: 'Text op Lëtzebuergesch',
      })
    )
    const get = async (params: Record<string, string>) =>
      (await fixture.get('cdn/stories/bilingue', { cv, ...params })).data.story as Delivered
    const de = await get({ language: 'de' })
    expect(de.content).toMatchObject({ title: 'Guten Tag', intro: 'Texte' })
    expect(de.lang).toBe('de')
    expect(JSON.stringify(de.content)).not.toContain('__i18n__')
    const withFallback = await get({ language: 'de', fallback_lang: 'lb' })
    expect(withFallback.content.intro).toBe('Text op Lëtzebuergesch')
    const plain = await get({})
    expect(plain.content).toMatchObject({ title: 'Bonjour', intro: 'Texte' })
    expect(plain.lang).toBe('default')
  })

  it('from_release and resolve_assets are accepted: no releases, assets already whole', async () => {
    const plain = await list({ starts_with: 'faq' })
    const released = await list({ starts_with: 'faq', from_release: 42, resolve_assets: 1 })
    expect(released.stories).toEqual(plain.stories)
  })
})
