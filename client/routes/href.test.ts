import { describe, expect, it } from 'vitest'
import { contentPages, href, pageHref, queryString } from './href.ts'
import { matchRoute } from './match-route.ts'

describe('href', () => {
  it('fills a route pattern with its parameters', () => {
    expect(href('stock-vehicle', { vehicle: '123-1-ford-puma' }, 'fr')).toBe(
      '/stock/123-1-ford-puma'
    )
    expect(href('stock-vehicle-test-drive', { vehicle: '123-1-ford-puma' }, 'fr')).toBe(
      '/stock/123-1-ford-puma/essai-routier'
    )
    expect(href('brand-models-model', { brand: 'kia', model: 'ev3' }, 'fr')).toBe('/kia/models/ev3')
    expect(href('locations-location', { location: 'bertrange' }, 'fr')).toBe(
      '/concessions/bertrange'
    )
    expect(href('stock-compare', {}, 'fr')).toBe('/stock/comparer')
  })

  it('builds content paths segment by segment, encoding each', () => {
    expect(href('slug', { slug: 'private-lease/kia-ev3' }, 'fr')).toBe('/private-lease/kia-ev3')
    expect(href('slug', { slug: '' }, 'fr')).toBe('/')
    expect(href('slug', { slug: 'a b/c?d' }, 'fr')).toBe('/a%20b/c%3Fd')
  })

  it('encodes parameters so they cannot leave their segment', () => {
    expect(href('brand-models', { brand: '../x?y' }, 'fr')).toBe('/..%2Fx%3Fy/models')
  })

  it('refuses an empty parameter rather than building a broken path', () => {
    expect(() => href('stock-vehicle', { vehicle: '' }, 'fr')).toThrow(/vehicle/)
  })

  it('appends a query, leaving absent values out', () => {
    expect(
      href('slug', { slug: 'stock' }, { brand: 'ford', model: 'ford.puma', page: null }, 'fr')
    ).toBe('/stock?brand=ford&model=ford.puma')
    expect(queryString({ fuel: ['diesel', 'electric'] })).toBe('?fuel=diesel&fuel=electric')
    expect(queryString({})).toBe('')
  })

  it('gives paths the route table itself matches to the same route', () => {
    const cases = [
      [
        href('stock-vehicle-interest', { vehicle: '9-1-kia-ev3-air' }, 'fr'),
        'stock-vehicle-interest___fr',
      ],
      [
        href('brand-models-model-testdrive', { brand: 'kia', model: 'ev3' }, 'fr'),
        'brand-models-model-testdrive___fr',
      ],
      [pageHref('contact', 'fr'), 'slug___fr'],
    ] as const
    for (const [path, id] of cases) {
      const match = matchRoute(path)
      expect(match?.kind === 'match' && match.route.id).toBe(id)
    }
  })

  it('names the content pages the interface links to', () => {
    expect(pageHref('stock', 'fr', { brand: 'ford' })).toBe('/stock?brand=ford')
    expect(pageHref('home', 'fr')).toBe('/')
    expect(Object.values(contentPages)).toContain('reserver-un-essai')
  })
})

// Compile-time checks (typecheck fails if a line below stops being an error).
export function typeChecks() {
  // @ts-expect-error a route that does not exist
  href('stock-vehicule', { vehicle: '1-1-a' }, 'fr')
  // @ts-expect-error a missing parameter
  href('brand-models-model', { brand: 'kia' }, 'fr')
  // @ts-expect-error a parameter the route does not have
  href('stock-compare', { vehicle: '1-1-a' }, 'fr')
  // @ts-expect-error no language: a page's links are in its language, never a default one
  href('stock-compare', {})
  // @ts-expect-error no language after a query either
  pageHref('stock', { brand: 'ford' })
}
