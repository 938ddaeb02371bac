import { describe, expect, it } from 'vitest'
import { catalogueCounterpart } from './catalogue-counterpart.ts'

const knows = {
  brand: async (brand: string) => brand === 'ford',
  model: async (brand: string, model: string) => brand === 'ford' && model === 'puma',
}

const story = (content: Record<string, unknown>, isStartpage = false) => ({
  content: { _uid: 'root', component: 'page', ...content },
  isStartpage,
})

describe('catalogueCounterpart', () => {
  it('moves a model page of a catalogue model to the model page', async () => {
    const found = await catalogueCounterpart(
      story({ component: 'model_page', brand: 'ford', model: 'puma', category: 'passenger' }),
      knows
    )
    expect(found).toEqual({ path: '/ford/models/puma', moves: true })
  })

  it('keeps a utility model page, naming the model page as canonical', async () => {
    const found = await catalogueCounterpart(
      story({ component: 'model_page', brand: 'ford', model: 'puma', category: 'utility' }),
      knows
    )
    expect(found).toEqual({ path: '/ford/models/puma', moves: false })
  })

  it('moves a brand model list, never the brand landing page', async () => {
    expect(
      await catalogueCounterpart(story({ component: 'brand_page', brand: 'ford' }), knows)
    ).toEqual({ path: '/ford/models', moves: true })
    expect(
      await catalogueCounterpart(story({ component: 'brand_page', brand: 'ford' }, true), knows)
    ).toBeNull()
  })

  it('leaves alone what the catalogue does not know, and other stories', async () => {
    for (const content of [
      { component: 'model_page', brand: 'ford', model: 'nouveau-modele' },
      { component: 'model_page', brand: 'Ford', model: '../x' },
      { component: 'brand_page', brand: 'tesla' },
      { component: 'page', brand: 'ford', model: 'puma' },
    ])
      expect(await catalogueCounterpart(story(content), knows), JSON.stringify(content)).toBeNull()
  })
})
