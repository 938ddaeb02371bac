import { describe, expect, it } from 'vitest'
import { readStories } from '../demo-data/content/read-stories.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import { screenshotCandidates } from './block-screenshots.ts'
import { readComponentsFile } from './components-file.ts'

function story(
  id: number,
  fullSlug: string,
  content: Record<string, unknown> & { component: string },
  extra: Partial<StoryblokStory> = {}
): StoryblokStory {
  return {
    id,
    uuid: `uuid-${id}`,
    name: fullSlug,
    slug: fullSlug,
    full_slug: fullSlug,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    position: 0,
    is_startpage: false,
    parent_id: null,
    group_id: `group-${id}`,
    lang: 'default',
    path: null,
    alternates: [],
    translated_slugs: null,
    sort_by_date: null,
    tag_list: [],
    content: { _uid: `root-${id}`, ...content },
    ...extra,
  }
}

describe('screenshotCandidates', () => {
  const components = readComponentsFile()

  it('names, for each section block, the published pages that hold it and its uid there', () => {
    const stories = [
      story(1, 'home-page', {
        component: 'page',
        body: [
          { component: 'hero', _uid: 'h1' },
          { component: 'card_grid', _uid: 'g1', cards: [{ component: 'card', _uid: 'c1' }] },
        ],
      }),
      story(
        2,
        'draft',
        { component: 'page', body: [{ component: 'hero', _uid: 'h2' }] },
        { published_at: null }
      ),
      story(3, 'services/atelier', {
        component: 'page',
        body: [{ component: 'hero', _uid: 'h3' }],
      }),
    ]
    const found = screenshotCandidates(stories, components)
    expect(found.get('hero')).toEqual([
      { kind: 'section', name: 'hero', path: '/', uid: 'h1' },
      { kind: 'section', name: 'hero', path: '/services/atelier', uid: 'h3' },
    ])
    expect(found.get('card_grid')).toEqual([
      { kind: 'section', name: 'card_grid', path: '/', uid: 'g1' },
    ])
    // Nested items are pictured inside their section, not on their own.
    expect(found.has('card')).toBe(false)
    expect(found.get('page')?.[0]).toEqual({ kind: 'page', name: 'page', path: '/' })
  })

  it('finds the blocks of a global on each page that references it, never the global itself', () => {
    const stories = [
      story(1, 'global/reprise', {
        component: 'global',
        body: [{ component: 'trade_in', _uid: 't1' }],
      }),
      story(2, 'stock', {
        component: 'page',
        body: [{ component: 'global_reference', _uid: 'r1', references: ['uuid-1'] }],
      }),
    ]
    const found = screenshotCandidates(stories, components)
    expect(found.get('trade_in')).toEqual([
      { kind: 'section', name: 'trade_in', path: '/stock', uid: 't1' },
    ])
    expect(found.has('global')).toBe(false)
  })

  it('finds a demo story for every section block of the demo space', () => {
    const found = screenshotCandidates(readStories(), components)
    const sections = components.filter((c) => c.component_group_name === 'Sections de page')
    expect(sections.filter((c) => !found.has(c.name)).map((c) => c.name)).toEqual([])
  })
})
