import { describe, expect, it } from 'vitest'
import { findStory, publishStory, saveDraft } from './store.ts'
import { contractFixture, rejection } from '../../../scripts/demo-data/content/contract-fixture.ts'
import { testTokens } from '../../../scripts/demo-data/content/service-fixture.ts'

/**
 * Contract: the answers Storyblok's client gets when something is off (the API's documented
 * codes), cache versions as the CDN keeps them, the rate limits, and drafts for the editor.
 */
describe('error answers', () => {
  it('422 with the names of parameters the endpoint does not know, never a silent 200', async () => {
    const fixture = await contractFixture()
    const unknown = await rejection(
      fixture.get('cdn/stories', { cv: fixture.cv, colour: 'rouge', per_pag: 5 })
    )
    expect(unknown).toEqual({ status: 422, message: 'Parameter(s) colour, per_pag not allowed' })
    // The case Storyblok's own tracker documents: a listing parameter on the single-story endpoint.
    const single = await rejection(
      fixture.get('cdn/stories/contact', { cv: fixture.cv, is_startpage: 1 })
    )
    expect(single).toEqual({ status: 422, message: 'Parameter(s) is_startpage not allowed' })
  })

  it('422 for values a parameter cannot take', async () => {
    const fixture = await contractFixture()
    for (const params of [
      { page: 0 },
      { per_page: 'beaucoup' },
      { sort_by: 'name;drop' },
      { version: 'latest' },
      { published_at_gt: 'hier' },
      { excluding_ids: 'abc' },
      { filter_query: { brand: { nearly: 'kia' } } },
      { filter_query: { brand: { is: 'maybe' } } },
    ]) {
      const answer = await rejection(fixture.get('cdn/stories', { cv: fixture.cv, ...params }))
      expect(answer.status, JSON.stringify(params)).toBe(422)
    }
  })

  it('401 without a valid token, and for drafts with the public token', async () => {
    const fixture = await contractFixture()
    const draft = await rejection(
      fixture.get('cdn/stories/contact', { cv: fixture.cv, version: 'draft' })
    )
    expect(draft.status).toBe(401)
    const response = await fixture.request(`/v2/cdn/stories/contact?cv=${fixture.cv}&token=nope`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Unauthorized' })
  })

  it('404 with the API body for a story that does not exist, on any cdn path that does not either', async () => {
    const fixture = await contractFixture()
    const missing = await rejection(fixture.get('cdn/stories/nulle-part', { cv: fixture.cv }))
    expect(missing).toEqual({ status: 404, message: 'This record could not be found' })
    const route = await fixture.request(`/v2/cdn/nothing?token=${testTokens.STORYBLOK_TOKEN}`)
    expect(route.status).toBe(404)
  })
})

describe('cache versions', () => {
  it('without cv: a 301 to the same URL with the current cv, which the client follows', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/stories/contact', {})
    expect(response.data.cv).toBe(fixture.cv)
    expect(fixture.sentValues('cv')).toEqual([null, String(fixture.cv)])
  })

  it('an older cv keeps getting what was published at that cv; the new cv gets the new content', async () => {
    const fixture = await contractFixture()
    const before = await findStory(fixture.db, 'published', { fullSlug: 'contact' })
    if (!before) throw new Error('no contact page')
    const next = await publishStory(fixture.db, { ...before, name: 'Contact (nouveau)' })
    expect(next).toBeGreaterThan(fixture.cv)
    const old = await fixture.get('cdn/stories/contact', { cv: fixture.cv })
    expect(old.data.story.name).toBe(before.name)
    const fresh = await fixture.get('cdn/stories/contact', { cv: next })
    expect(fresh.data.story.name).toBe('Contact (nouveau)')
    // Listings too: the old cv lists the old name.
    const listed = await fixture.get('cdn/stories', { cv: fixture.cv, by_slugs: 'contact' })
    expect(listed.data.stories[0].name).toBe(before.name)
  })

  it('an answer the CDN cached stays as it was under its URL, even for a cv ahead of the space', async () => {
    const fixture = await contractFixture()
    const ahead = fixture.cv + 1_000_000
    const first = await fixture.get('cdn/stories/faq', { cv: ahead })
    const story = await findStory(fixture.db, 'published', { fullSlug: 'faq' })
    if (!story) throw new Error('no faq')
    await publishStory(fixture.db, { ...story, name: 'FAQ (nouvelle)' })
    const again = await fixture.get('cdn/stories/faq', { cv: ahead })
    expect(again.data.story.name).toBe(first.data.story.name)
    expect(fixture.traffic.cached).toBeGreaterThanOrEqual(1)
  })
})

describe('rate limits', () => {
  it('the 51st uncached single story within a second gets 429; the client retries, then gives up', async () => {
    let clock = 1_000_000
    const fixture = await contractFixture({ cdn: { now: () => clock }, maxRetries: 2 })
    const slugs = (await fixture.get('cdn/links', { cv: fixture.cv, per_page: 60 })).data
      .links as Record<string, { slug: string; is_folder: boolean }>
    const pages = Object.values(slugs)
      .filter((link) => !link.is_folder)
      .map((link) => link.slug)
      .slice(0, 51)
    expect(pages).toHaveLength(51)
    const answers = await Promise.allSettled(
      pages.map((slug) => fixture.get(`cdn/stories/${slug}`, { cv: fixture.cv }))
    )
    const refused = answers.filter((answer) => answer.status === 'rejected')
    expect(refused).toHaveLength(1)
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 429 })
    expect(fixture.traffic.refused).toBe(3) // the first attempt and both retries
    clock += 1_000
    await expect(
      fixture.get(`cdn/stories/${pages[0]}`, { cv: fixture.cv + 1 })
    ).resolves.toBeTruthy()
  })

  it('larger pages have lower limits: 6 a second past 75 stories a page', async () => {
    const fixture = await contractFixture({ cdn: { now: () => 5_000 }, maxRetries: 1 })
    const answers = await Promise.allSettled(
      Array.from({ length: 7 }, (_, page) =>
        fixture.get('cdn/stories', { cv: fixture.cv, per_page: 100, page: page + 1 })
      )
    )
    expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(1)
  })

  it('cached answers do not count against the uncached limits', async () => {
    const fixture = await contractFixture({ cdn: { now: () => 9_000 }, maxRetries: 1 })
    for (let i = 0; i < 80; i++) await fixture.get('cdn/stories/contact', { cv: fixture.cv })
    expect(fixture.traffic).toMatchObject({ uncached: 1, cached: 79, refused: 0 })
  })
})

describe('drafts for the visual editor', () => {
  it('every block of a draft carries an _editable marker; published answers carry none', async () => {
    const editor = await contractFixture({ token: 'preview' })
    const story = await findStory(editor.db, 'published', { fullSlug: 'contact' })
    if (!story) throw new Error('no contact page')
    await saveDraft(editor.db, { ...story, name: 'Contact (brouillon)' })
    const draft = await editor.get('cdn/stories/contact', { cv: editor.cv, version: 'draft' })
    const blocks: Record<string, unknown>[] = []
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (typeof record.component === 'string' && typeof record._uid === 'string')
          blocks.push(record)
        Object.values(record).forEach(visit)
      }
    }
    visit(draft.data.story.content)
    expect(blocks.length).toBeGreaterThan(2)
    for (const block of blocks) {
      expect(block._editable).toBe(
        `<!--#storyblok#{"name": "${String(block.component)}", "space": "287341", "uid": "${String(block._uid)}", "id": "${story.id}"}-->`
      )
    }
    const published = await editor.get('cdn/stories/contact', { cv: editor.cv })
    expect(JSON.stringify(published.data.story)).not.toContain('_editable')
  })

  it('drafts are never cached: each draft read sees the latest save', async () => {
    const editor = await contractFixture({ token: 'preview' })
    const story = await findStory(editor.db, 'published', { fullSlug: 'faq' })
    if (!story) throw new Error('no faq')
    for (const name of ['FAQ v1', 'FAQ v2']) {
      await saveDraft(editor.db, { ...story, name })
      const draft = await editor.get('cdn/stories/faq', { cv: editor.cv, version: 'draft' })
      expect(draft.data.story.name).toBe(name)
    }
    expect(editor.traffic.cached).toBe(0)
  })
})
