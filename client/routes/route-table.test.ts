import { describe, expect, it } from 'vitest'
import { matchRoute } from './match-route.ts'
import { buildRouteTable, routeTable } from './route-table.ts'

describe('route table', () => {
  it('registers exactly the routes of spec §2 with their ___fr names', () => {
    expect(routeTable.map((r) => [r.id, r.path])).toEqual([
      ['stock-compare___fr', '/stock/comparer'],
      ['stock-favorite___fr', '/stock/favoris'],
      ['stock-vehicle___fr', '/stock/:vehicle'],
      ['stock-vehicle-interest___fr', '/stock/:vehicle/interessee'],
      ['stock-vehicle-test-drive___fr', '/stock/:vehicle/essai-routier'],
      ['stock-vehicle-lease-calculator___fr', '/stock/:vehicle/lease-calculator'],
      ['brand-models___fr', '/:brand/models'],
      ['brand-models-model___fr', '/:brand/models/:model'],
      ['brand-models-model-contact___fr', '/:brand/models/:model/contact'],
      ['brand-models-model-testdrive___fr', '/:brand/models/:model/testdrive'],
      ['brand-locations-location___fr', '/:brand/locations/:location'],
      ['locations-location___fr', '/concessions/:location'],
      ['brand-stock-vehicle___fr', '/:brand/stock/:vehicle'],
      ['brand-stock-vehicle-interest___fr', '/:brand/stock/:vehicle/interest'],
      ['brand-stock-vehicle-testdrive___fr', '/:brand/stock/:vehicle/testdrive'],
      ['brand-stock-vehicle-lease-calculator___fr', '/:brand/stock/:vehicle/lease-calculator'],
      ['slug___fr', '/:slug(.*)*'],
    ])
  })

  it('falls back to the default segments for a language without overrides', () => {
    const de = buildRouteTable('de')
    expect(de.find((r) => r.page === 'compare')?.path).toBe('/stock/compare')
    expect(de.find((r) => r.id === 'locations-location___de')?.path).toBe('/locations/:location')
  })

  it('applies a per-language override and keeps the other defaults', () => {
    const nl = buildRouteTable('nl', { nl: { stock: 'voorraad' } })
    expect(nl.find((r) => r.page === 'compare')?.path).toBe('/voorraad/compare')
  })
})

describe('matchRoute', () => {
  it('matches a vehicle slug and decodes its parameters', () => {
    const m = matchRoute('/stock/10234-1-kia-sportage-gt-line')
    expect(m).toMatchObject({ kind: 'match', route: { id: 'stock-vehicle___fr' } })
    expect(m?.kind === 'match' && m.params).toEqual({ vehicle: '10234-1-kia-sportage-gt-line' })
  })

  it('prefers the fixed compare path over the vehicle parameter', () => {
    expect(matchRoute('/stock/comparer')).toMatchObject({ route: { id: 'stock-compare___fr' } })
  })

  it.each(['/stock/kia-sportage', '/stock/12-2-kia', '/stock/12-1-', '/kia/stock/abc/testdrive'])(
    'refuses a malformed vehicle parameter in %s with the spec message',
    (path) => {
      expect(matchRoute(path)).toEqual(
        expect.objectContaining({ kind: 'invalid', message: `Page Not Found: ${path}` })
      )
    }
  )

  it('sends anything else to the content catch-all', () => {
    expect(matchRoute('/services/pneus-et-gardiennage')).toMatchObject({
      kind: 'match',
      route: { id: 'slug___fr' },
      params: { slug: 'services/pneus-et-gardiennage' },
    })
    expect(matchRoute('/')).toMatchObject({ route: { id: 'slug___fr' }, params: { slug: '' } })
  })

  it('treats an undecodable segment as not found instead of throwing', () => {
    expect(matchRoute('/kia/models/%E0%A4%A')).toMatchObject({ kind: 'invalid' })
  })
})
