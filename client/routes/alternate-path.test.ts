import { describe, expect, it } from 'vitest'
import { alternatePath } from './alternate-path.ts'
import { href } from './href.ts'

describe('href in German', () => {
  it('builds the German path of a route, and /de for the German home', () => {
    expect(href('stock-vehicle', { vehicle: '123-1-ford-puma' }, 'de')).toBe(
      '/de/stock/123-1-ford-puma'
    )
    expect(href('stock-compare', {}, 'de')).toBe('/de/stock/vergleichen')
    expect(href('locations-location', { location: 'bertrange' }, undefined, 'de')).toBe(
      '/de/concessions/bertrange'
    )
    expect(href('slug', { slug: '' }, { page: 2 }, 'de')).toBe('/de?page=2')
    expect(href('slug', { slug: 'contact' }, undefined, 'de')).toBe('/de/contact')
  })

  it('takes the language after a query, or in its place', () => {
    expect(href('stock-compare', {}, 'fr')).toBe('/stock/comparer')
    expect(href('stock-compare', {}, undefined, 'fr')).toBe('/stock/comparer')
    expect(href('slug', { slug: 'stock' }, { brand: 'kia' }, 'de')).toBe('/de/stock?brand=kia')
  })
})

describe('alternatePath', () => {
  it.each([
    ['/', '/de'],
    ['/contact', '/de/contact'],
    ['/stock/comparer', '/de/stock/vergleichen'],
    ['/stock/favoris', '/de/stock/merkliste'],
    ['/stock/123-1-kia-ev3', '/de/stock/123-1-kia-ev3'],
    ['/stock/123-1-kia-ev3/interessee', '/de/stock/123-1-kia-ev3/interesse'],
    ['/stock/123-1-kia-ev3/essai-routier', '/de/stock/123-1-kia-ev3/probefahrt'],
    ['/stock/123-1-kia-ev3/lease-calculator', '/de/stock/123-1-kia-ev3/leasingrechner'],
    ['/kia/models/ev3/testdrive', '/de/kia/models/ev3/testdrive'],
    ['/concessions/bertrange', '/de/concessions/bertrange'],
  ])('%s is %s in German, and back', (french, german) => {
    expect(alternatePath(french, 'de')).toBe(german)
    expect(alternatePath(german, 'fr')).toBe(french)
  })

  it('gives the same path for the same language', () => {
    expect(alternatePath('/de/stock/vergleichen', 'de')).toBe('/de/stock/vergleichen')
  })

  it('is null for a path that is no page', () => {
    expect(alternatePath('/stock/not-a-vehicle/essai-routier', 'de')).toBeNull()
  })
})
