import { describe, expect, it } from 'vitest'
import type { Story } from '../../client/domain/story.ts'
import { deepFreeze } from '../cache/deep-freeze.ts'
import { prepareContent } from './prepare-content.ts'

function story(): Story {
  return {
    id: 1,
    uuid: 'story-1',
    name: 'Carrosserie',
    slug: 'carrosserie',
    fullSlug: 'services/carrosserie',
    url: '/services/carrosserie',
    parentId: null,
    isStartpage: false,
    position: 0,
    lang: 'default',
    tagList: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    firstPublishedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    sortByDate: null,
    parentSlugs: ['services'],
    breadcrumbLabel: 'Carrosserie',
    seo: { title: '', description: '', noindex: false, ogImage: null },
    content: {
      component: 'page',
      _uid: 'root',
      body: [{ component: 'bloc_inconnu', _uid: 'b1' }],
    },
  }
}

describe('prepareContent', () => {
  it('prepares a story the isolate shares (frozen) once, and shares the result', () => {
    const shared = deepFreeze(story())
    const first = prepareContent(shared, { preview: false })
    expect(first.problems).toEqual([
      { uid: 'b1', component: 'bloc_inconnu', reason: 'type de bloc inconnu' },
    ])
    expect(prepareContent(shared, { preview: false })).toBe(first)
    expect(Object.isFrozen(first.body)).toBe(true)
  })

  it('prepares a story of its own (a draft, a fresh load) every time', () => {
    const own = story()
    expect(prepareContent(own, { preview: false })).not.toBe(
      prepareContent(own, { preview: false })
    )
    const shared = deepFreeze(story())
    const preview = prepareContent(shared, { preview: true })
    expect(preview.body).toMatchObject([{ component: 'invalid_block', _uid: 'b1' }])
    expect(prepareContent(shared, { preview: true })).not.toBe(preview)
  })
})
