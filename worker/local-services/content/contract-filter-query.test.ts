import { describe, expect, it } from 'vitest'
import { publishStory } from './store.ts'
import { contractFixture } from '../../../scripts/demo-data/content/contract-fixture.ts'
import { testStory } from '../../../scripts/demo-data/content/service-fixture.ts'

/**
 * Contract: `filter_query` with every operation of the API reference, sent by Storyblok's own
 * client (its nested-object form), over three published stories made for it.
 */
async function cars() {
  const fixture = await contractFixture()
  const block = { component: 'teaser', _uid: 'teaser-1', name: 'Bloc imbriqué' }
  const stories = [
    testStory('filtres/kia', {
      component: 'car',
      brand: 'kia',
      price: '19990',
      rating: '4.5',
      electric: true,
      colors: ['red', 'blue'],
      launch: '2026-03-10 08:00',
      seo: { description: '' },
      body: [block],
    }),
    testStory('filtres/ford', {
      component: 'car',
      brand: 'ford',
      price: '35900',
      rating: '3.9',
      electric: false,
      colors: ['blue'],
      launch: '2025-11-01 09:00',
      seo: { description: 'Ford Kuga' },
      body: [],
    }),
    testStory('filtres/mg', { component: 'car', brand: 'mg', price: '', colors: [], launch: '' }),
  ]
  let cv = fixture.cv
  for (const story of stories) cv = await publishStory(fixture.db, story)
  return async (filter_query: Record<string, unknown>) => {
    const response = await fixture.get('cdn/stories', {
      cv,
      starts_with: 'filtres/',
      sort_by: 'slug:asc',
      filter_query,
    })
    return (response.data.stories as { slug: string }[]).map((story) => story.slug)
  }
}

describe('filter_query operations', () => {
  it('in and not_in: exact values, several separated by commas', async () => {
    const find = await cars()
    expect(await find({ brand: { in: 'kia,mg' } })).toEqual(['kia', 'mg'])
    expect(await find({ brand: { not_in: 'kia' } })).toEqual(['ford', 'mg'])
  })

  it('like and not_like: * wildcards', async () => {
    const find = await cars()
    expect(await find({ brand: { like: 'k*' } })).toEqual(['kia'])
    expect(await find({ brand: { like: '*o*' } })).toEqual(['ford'])
    expect(await find({ brand: { not_like: 'k*' } })).toEqual(['ford', 'mg'])
  })

  it('is: empty, not_empty, empty_array, not_empty_array, true, false, null, not_null', async () => {
    const find = await cars()
    expect(await find({ 'seo.description': { is: 'empty' } })).toEqual(['kia', 'mg'])
    expect(await find({ 'seo.description': { is: 'not_empty' } })).toEqual(['ford'])
    expect(await find({ colors: { is: 'empty_array' } })).toEqual(['mg'])
    expect(await find({ colors: { is: 'not_empty_array' } })).toEqual(['ford', 'kia'])
    expect(await find({ electric: { is: 'true' } })).toEqual(['kia'])
    expect(await find({ electric: { is: 'false' } })).toEqual(['ford'])
    expect(await find({ rating: { is: 'null' } })).toEqual(['mg'])
    expect(await find({ rating: { is: 'not_null' } })).toEqual(['ford', 'kia'])
  })

  it('any_in_array and all_in_array (and the older in_array)', async () => {
    const find = await cars()
    expect(await find({ colors: { any_in_array: 'red,green' } })).toEqual(['kia'])
    expect(await find({ colors: { any_in_array: 'blue' } })).toEqual(['ford', 'kia'])
    expect(await find({ colors: { all_in_array: 'red,blue' } })).toEqual(['kia'])
    expect(await find({ colors: { in_array: 'blue' } })).toEqual(['ford', 'kia'])
  })

  it('gt_date and lt_date (YYYY-MM-DD HH:MM); an empty date matches neither', async () => {
    const find = await cars()
    expect(await find({ launch: { gt_date: '2026-01-01 00:00' } })).toEqual(['kia'])
    expect(await find({ launch: { lt_date: '2026-01-01 00:00' } })).toEqual(['ford'])
  })

  it('gt_int, lt_int, gt_float, lt_float', async () => {
    const find = await cars()
    expect(await find({ price: { gt_int: '20000' } })).toEqual(['ford'])
    expect(await find({ price: { lt_int: '20000' } })).toEqual(['kia'])
    expect(await find({ rating: { gt_float: '4.0' } })).toEqual(['kia'])
    expect(await find({ rating: { lt_float: '4.0' } })).toEqual(['ford'])
  })

  it('nested bloks and fields by path, several conditions AND-ed, __or alternatives', async () => {
    const find = await cars()
    expect(await find({ 'body.0.name': { in: 'Bloc imbriqué' } })).toEqual(['kia'])
    expect(await find({ component: { in: 'car' }, brand: { in: 'ford' } })).toEqual(['ford'])
    expect(await find({ __or: [{ brand: { in: 'kia' } }, { electric: { is: 'false' } }] })).toEqual(
      ['ford', 'kia']
    )
  })

  it('the demo news: a component filter keeps the one matching story, not all of them', async () => {
    const fixture = await contractFixture()
    const response = await fixture.get('cdn/stories', {
      cv: fixture.cv,
      starts_with: 'news/',
      filter_query: { component: { in: 'page' } },
    })
    expect(response.data.stories.map((story: { full_slug: string }) => story.full_slug)).toEqual([
      'news/',
    ])
  })
})
