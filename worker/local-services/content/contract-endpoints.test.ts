import { describe, expect, it } from 'vitest'
import { contractFixture, rejection } from '../../../scripts/demo-data/content/contract-fixture.ts'
import { demoDatasources } from '../../../scripts/demo-data/content/datasources.ts'
import { readStories } from '../../../scripts/demo-data/content/read-stories.ts'

/**
 * Contract: the cdn endpoints besides stories (links, tags, datasources, the space), through
 * Storyblok's own client, which adds `version` to every cdn request.
 */
const all = readStories()
const published = all.filter((story) => !story.is_folder && story.published_at)
const folders = all.filter((story) => story.is_folder)

type Link = { uuid: string; slug: string; is_folder: boolean; parent_id: number | null } & Record<
  string,
  unknown
>

describe('cdn/links', () => {
  it('paged by default (25), per_page up to 1000, stories and folders, total header', async () => {
    const fixture = await contractFixture()
    const first = await fixture.get('cdn/links', { cv: fixture.cv })
    expect(Object.keys(first.data.links)).toHaveLength(25)
    expect(first.total).toBe(published.length + folders.length)
    const big = await fixture.get('cdn/links', { cv: fixture.cv, per_page: 5000, paginated: 1 })
    expect(big.perPage).toBe(1000)
    const links = Object.values<Link>(big.data.links)
    expect(links).toHaveLength(published.length + folders.length)
    expect(links.filter((link) => link.is_folder)).toHaveLength(folders.length)
    const everything = await fixture.sdk.getAll('cdn/links', { cv: fixture.cv, per_page: 40 })
    expect(everything).toHaveLength(published.length + folders.length)
  })

  it('starts_with, with_parent, include_dates, sort_by', async () => {
    const fixture = await contractFixture()
    const news = folders.find((folder) => folder.full_slug === 'news')
    if (!news) throw new Error('no news folder')
    const inFolder = await fixture.get('cdn/links', {
      cv: fixture.cv,
      per_page: 1000,
      with_parent: news.id,
      sort_by: 'name:asc',
    })
    const children = Object.values<Link>(inFolder.data.links)
    expect(children.length).toBe(all.filter((story) => story.parent_id === news.id).length)
    expect(children.every((link) => link.parent_id === news.id)).toBe(true)
    expect(children[0]).not.toHaveProperty('published_at')
    const dated = await fixture.get('cdn/links', {
      cv: fixture.cv,
      starts_with: 'services/',
      include_dates: 1,
    })
    for (const link of Object.values<Link>(dated.data.links)) {
      expect(link.slug.startsWith('services/')).toBe(true)
      expect(link).toHaveProperty('created_at')
      expect(link).toHaveProperty('updated_at')
    }
  })

  it('cdn/links/:uuid: one link (a story or a folder), 404 for an unknown uuid', async () => {
    const fixture = await contractFixture()
    const story = published[0]
    const folder = folders[0]
    if (!story || !folder) throw new Error('demo space too small')
    const link = await fixture.get(`cdn/links/${story.uuid}`, { cv: fixture.cv })
    expect(link.data.link).toMatchObject({
      uuid: story.uuid,
      slug: story.full_slug,
      is_folder: false,
    })
    const folderLink = await fixture.get(`cdn/links/${folder.uuid}`, {
      cv: fixture.cv,
      include_dates: 1,
    })
    expect(folderLink.data.link).toMatchObject({ is_folder: true, published: false })
    expect(folderLink.data.link).toHaveProperty('created_at')
    const missing = await rejection(
      fixture.get('cdn/links/00000000-0000-4000-8000-000000000000', { cv: fixture.cv })
    )
    expect(missing.status).toBe(404)
    const wrong = await rejection(
      fixture.get(`cdn/links/${story.uuid}`, { cv: fixture.cv, per_page: 2 })
    )
    expect(wrong).toEqual({ status: 422, message: 'Parameter(s) per_page not allowed' })
  })
})

describe('cdn/tags', () => {
  it('every tag with the number of stories carrying it, by folder with starts_with', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/tags', { cv: fixture.cv })
    const tags = response.data.tags as { name: string; taggings_count: number }[]
    const kia = tags.find((tag) => tag.name === 'kia')
    expect(kia?.taggings_count).toBe(published.filter((s) => s.tag_list.includes('kia')).length)
    const names = tags.map((tag) => tag.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')))
    const news = await fixture.get('cdn/tags', { cv: fixture.cv, starts_with: 'news/' })
    const newsTags = new Set(
      published.filter((s) => s.full_slug.startsWith('news/')).flatMap((s) => s.tag_list)
    )
    expect(news.data.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(
      [...newsTags].sort()
    )
  })
})

describe('cdn/datasources and cdn/datasource_entries', () => {
  const sources = demoDatasources()

  it('lists the datasources with their dimensions', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/datasources', { cv: fixture.cv })
    expect(response.total).toBe(sources.length)
    expect(response.data.datasources.map((source: { slug: string }) => source.slug)).toEqual(
      sources.map((source) => source.slug)
    )
    const fuels = response.data.datasources.find((s: { slug: string }) => s.slug === 'carburants')
    expect(fuels.dimensions.map((d: { entry_value: string }) => d.entry_value)).toEqual(['de'])
  })

  it('entries of a datasource, paged, with a dimension value on request', async () => {
    const fixture = await contractFixture()
    const fuels = sources.find((source) => source.slug === 'carburants')
    if (!fuels) throw new Error('no fuels datasource')
    const page = await fixture.get('cdn/datasource_entries', {
      cv: fixture.cv,
      datasource: 'carburants',
      per_page: 5,
      page: 2,
    })
    expect(page.total).toBe(fuels.entries.length)
    expect(page.data.datasource_entries.map((e: { value: string }) => e.value)).toEqual(
      fuels.entries.slice(5, 10).map((entry) => entry.value)
    )
    expect(page.data.datasource_entries[0].dimension_value).toBeNull()
    const german = await fixture.get('cdn/datasource_entries', {
      cv: fixture.cv,
      datasource: 'carburants',
      dimension: 'de',
      per_page: 1000,
    })
    const petrol = german.data.datasource_entries.find(
      (e: { value: string }) => e.value === 'petrol'
    )
    expect(petrol).toMatchObject({ name: 'Essence', value: 'petrol', dimension_value: 'Benzin' })
    const everything = await fixture.get('cdn/datasource_entries', {
      cv: fixture.cv,
      per_page: 1000,
    })
    expect(everything.total).toBe(sources.reduce((sum, source) => sum + source.entries.length, 0))
    const unknown = await rejection(
      fixture.get('cdn/datasource_entries', { cv: fixture.cv, datasource: 'inconnue' })
    )
    expect(unknown.status).toBe(404)
  })
})

describe('cdn/spaces/me', () => {
  it('the space and its current version, with or without cv', async () => {
    const fixture = await contractFixture()
    const space = await fixture.get('cdn/spaces/me', {})
    expect(space.data.space).toMatchObject({ id: 287341, version: fixture.cv })
    const withCv = await fixture.get('cdn/spaces/me', { cv: 1 })
    expect(withCv.data.space.version).toBe(fixture.cv)
    expect(fixture.sentValues('version')).toEqual(['published', 'published'])
  })
})
