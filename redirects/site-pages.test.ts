import { describe, expect, it } from 'vitest'
import { createPageIndex } from './site-pages.ts'

const pages = createPageIndex({
  vehicles: [{ id: 7, slug: '7-1-alfa-romeo-tonale-ti-1-5' }],
  brands: ['alfa-romeo', 'kia'],
  models: [{ brand: 'kia', slug: 'ev6' }],
  locations: ['bertrange'],
  storySlugs: ['home-page/', 'stock', 'kia/ev6', 'private-lease/kia-ev3-air'],
})

describe('createPageIndex', () => {
  it.each([
    ['/', true],
    ['/stock?brand=kia', true],
    ['/kia/ev6#prix', true],
    ['/home-page', true],
    ['/private-lease/kia-ev3-air', true],
    ['/private-lease/kia-ev3-ai', false],
    ['/stock/7-1-alfa-romeo-tonale', true],
    ['/stock/7-1-alfa-romeo-tonale/interessee', true],
    ['/stock/7-1-alfa-romeo-tonal', false],
    ['/stock/7-1-kia-ev6', false],
    ['/stock/8-1-alfa-romeo-tonale', false],
    ['/stock/not-a-vehicle', false],
    ['/alfa-romeo/stock/7-1-alfa-romeo-tonale', true],
    ['/kia/stock/7-1-alfa-romeo-tonale', false],
    ['/kia/models', true],
    ['/ford/models', false],
    ['/kia/models/ev6', true],
    ['/kia/models/ev9', false],
    ['/concessions/bertrange', true],
    ['/concessions/luxembourg', false],
    ['/stock/comparer', true],
    ['/nulle-part', false],
  ])('%s shows a page: %s', (target, expected) => {
    expect(pages.resolves(target)).toBe(expected)
  })
})
