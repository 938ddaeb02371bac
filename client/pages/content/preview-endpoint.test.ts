import { describe, expect, it } from 'vitest'
import { previewStoryEndpoint } from './preview-endpoint.ts'

const data = {
  story: {
    name: 'Carrosserie',
    fullSlug: 'services/carrosserie',
    url: '/services/carrosserie',
    publishedAt: null,
    firstPublishedAt: null,
    tagList: [],
  },
  content: { component: 'page', _uid: 'p1' },
  body: [{ component: 'brand_logos', _uid: 'b1' }],
  blockData: { b1: { brands: [] }, s1: null },
  blockTypes: ['brand_logos'],
  preview: true,
}

describe('the editor preview’s answer', () => {
  const { answer } = previewStoryEndpoint

  it('reads a draft’s page data, its blocks’ server data included', () => {
    expect(answer.parse({ data })).toEqual({ data })
    expect(answer.parse({ error: 'Page introuvable.' })).toEqual({ error: 'Page introuvable.' })
  })

  it('refuses a block without its name and block data that is not an object', () => {
    expect(answer.safeParse({ data: { ...data, body: [{ title: 'no component' }] } }).success).toBe(
      false
    )
    for (const wrong of ['text', 7, [1, 2], true]) {
      expect(answer.safeParse({ data: { ...data, blockData: { b1: wrong } } }).success).toBe(false)
    }
  })
})
