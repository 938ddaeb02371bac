import { describe, expect, it } from 'vitest'
import { catchAllSlug, matchRoute } from './match-route.ts'
import { buildRouteTable, languageOfPath, routeTable, routeTables } from './route-table.ts'

const germanRouteTable = routeTables.de

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
      ['legal-notice___fr', '/mentions-legales'],
      ['slug___fr', '/:slug(.*)*'],
    ])
  })

  it('builds the German table under /de with German leaves and the content slugs kept', () => {
    expect(germanRouteTable.map((r) => [r.id, r.path])).toEqual([
      ['stock-compare___de', '/de/stock/vergleichen'],
      ['stock-favorite___de', '/de/stock/merkliste'],
      ['stock-vehicle___de', '/de/stock/:vehicle'],
      ['stock-vehicle-interest___de', '/de/stock/:vehicle/interesse'],
      ['stock-vehicle-test-drive___de', '/de/stock/:vehicle/probefahrt'],
      ['stock-vehicle-lease-calculator___de', '/de/stock/:vehicle/leasingrechner'],
      ['brand-models___de', '/de/:brand/models'],
      ['brand-models-model___de', '/de/:brand/models/:model'],
      ['brand-models-model-contact___de', '/de/:brand/models/:model/contact'],
      ['brand-models-model-testdrive___de', '/de/:brand/models/:model/testdrive'],
      ['brand-locations-location___de', '/de/:brand/locations/:location'],
      ['locations-location___de', '/de/concessions/:location'],
      ['brand-stock-vehicle___de', '/de/:brand/stock/:vehicle'],
      ['brand-stock-vehicle-interest___de', '/de/:brand/stock/:vehicle/interest'],
      ['brand-stock-vehicle-testdrive___de', '/de/:brand/stock/:vehicle/testdrive'],
      ['brand-stock-vehicle-lease-calculator___de', '/de/:brand/stock/:vehicle/lease-calculator'],
      ['legal-notice___de', '/de/impressum'],
      ['slug___de', '/de/:slug(.*)*'],
    ])
    expect(germanRouteTable.every((r) => r.language === 'de')).toBe(true)
  })

  it('falls back to the default segments for a language without overrides', () => {
    const nl = buildRouteTable('nl', {})
    expect(nl.find((r) => r.page === 'compare')?.path).toBe('/nl/stock/compare')
    expect(nl.find((r) => r.id === 'locations-location___nl')?.path).toBe('/nl/locations/:location')
  })

  it('applies a per-language override and keeps the other defaults', () => {
    const nl = buildRouteTable('nl', { stock: 'voorraad' })
    expect(nl.find((r) => r.page === 'compare')?.path).toBe('/nl/voorraad/compare')
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

  it('matches German paths to the German routes, /de being the German home', () => {
    expect(matchRoute('/de/stock/10234-1-kia-sportage-gt-line/probefahrt')).toMatchObject({
      kind: 'match',
      route: { id: 'stock-vehicle-test-drive___de', language: 'de' },
      params: { vehicle: '10234-1-kia-sportage-gt-line' },
    })
    expect(matchRoute('/de/kia/models/ev3')).toMatchObject({
      route: { id: 'brand-models-model___de' },
      params: { brand: 'kia', model: 'ev3' },
    })
    expect(matchRoute('/de')).toMatchObject({ route: { id: 'slug___de' }, params: { slug: '' } })
    expect(matchRoute('/de/services/pneus')).toMatchObject({
      route: { id: 'slug___de' },
      params: { slug: 'services/pneus' },
    })
  })

  it('never takes `de` for a brand, nor a French leaf for a German route', () => {
    expect(matchRoute('/de/models')).toMatchObject({ route: { id: 'slug___de' } })
    // The French leaf under /de is no German page: a malformed German vehicle path (404).
    expect(matchRoute('/de/stock/comparer')).toMatchObject({
      kind: 'invalid',
      route: { id: 'stock-vehicle___de' },
    })
    expect(matchRoute('/deutsch')).toMatchObject({ route: { id: 'slug___fr' } })
  })

  it('treats an undecodable segment as not found instead of throwing', () => {
    expect(matchRoute('/kia/models/%E0%A4%A')).toMatchObject({ kind: 'invalid' })
  })
})

describe('languageOfPath and catchAllSlug', () => {
  it.each([
    ['/', 'fr'],
    ['/stock/comparer', 'fr'],
    ['/deutsch', 'fr'],
    ['/de', 'de'],
    ['/de/', 'de'],
    ['/de/stock/vergleichen', 'de'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language)
  })

  it('strips the language prefix from a content path', () => {
    const [fr, de] = [routeTable.at(-1)!, germanRouteTable.at(-1)!]
    expect(catchAllSlug(fr, '/contact')).toBe('contact')
    expect(catchAllSlug(fr, '/')).toBe('')
    expect(catchAllSlug(de, '/de/services/pneus')).toBe('services/pneus')
    expect(catchAllSlug(de, '/de')).toBe('')
  })
})
