import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'
import { overviewOf, sqlCount } from './stock-fixtures.ts'

/**
 * Issue 13, item 1: a model page's "Voir tous les véhicules" must keep the model, and a filter
 * value the overview cannot understand must never silently widen the result.
 */

const NBSP = '\u00a0'
const notice = (label: string, value: string) =>
  `Le filtre «${NBSP}${label}${NBSP}: ${value}${NBSP}» n’est pas reconnu${NBSP}; il n’a pas été appliqué.`

function canonicalOf(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
}

/** Follows redirects the way a browser would (at most three). */
async function fetchFollowing(path: string): Promise<{ path: string; html: string }> {
  let current = path
  for (let hop = 0; hop < 3; hop++) {
    const response = await appFetch(current)
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, 'http://localhost:8787').pathname
      continue
    }
    expect(response.status, current).toBe(200)
    return { path: current, html: await response.text() }
  }
  throw new Error(`${path} redirects too often`)
}

describe('model → stock keeps the model', () => {
  it('follows the Ford Puma page’s stock link to the Pumas only', async () => {
    const { html } = await fetchFollowing('/ford/puma')
    const links = [...html.matchAll(/href="(\/stock\?[^"]*model=[^"]*)"/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&')
    )
    expect(links.length, 'a link to the model’s stock').toBeGreaterThan(0)
    const pumas = await sqlCount(`v.brand = 'ford' AND v.model = 'puma'`)
    expect(pumas).toBeGreaterThan(0)
    for (const link of new Set(links)) {
      const data = await overviewOf(link)
      expect(data.pagination.total, link).toBe(pumas)
    }
  })

  it.each([
    '/stock?brand=ford&model=puma',
    '/stock?brand=Ford&model=Puma',
    '/stock?model=puma',
    '/stock?model=ford-puma',
    '/stock?model=Ford%20Puma',
    '/stock?brand=ford&model=puma&model=ford.puma',
    '/stock?brand=ford&model=ford.puma',
  ])(
    'reads %s as the Ford Puma, with the canonical form in the form and the canonical URL',
    async (path) => {
      const data = await overviewOf(path)
      expect(data.pagination.total).toBe(await sqlCount(`v.brand = 'ford' AND v.model = 'puma'`))
      expect(data.values).toMatchObject({ brand: ['ford'], model: ['ford.puma'] })
      expect(data.notices).toEqual([])
      const html = await (await appFetch(path)).text()
      expect(canonicalOf(html)).toBe('http://localhost:8787/stock?brand=ford&model=ford.puma')
    }
  )
})

describe('a value the overview cannot understand is said, not silently dropped', () => {
  it('says it did not apply an unknown model and keeps the brand', async () => {
    const response = await appFetch('/stock?brand=ford&model=xyz')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(notice('modèle', 'xyz'))
    expect(canonicalOf(html)).toBe('http://localhost:8787/stock?brand=ford')
    const data = await overviewOf('/stock?brand=ford&model=xyz')
    expect(data.pagination.total).toBe(await sqlCount(`v.brand = 'ford'`))
    expect(data.values.model).toBeUndefined()
  })

  it('checks a model written the site’s way against the catalogue when no vehicle matches', async () => {
    const data = await overviewOf('/stock?model=ford.mustang')
    expect(data.notices).toEqual([notice('modèle', 'ford.mustang')])
    expect(data.pagination.total).toBe(await sqlCount())
  })

  it.each([
    ['fuel=kerosene', 'carburant', 'kerosene'],
    ['price_max=beaucoup', 'prix maximum', 'beaucoup'],
    ['seats=12', 'nombre de places', '12'],
    // Any slug is a brand the catalogue may have (stock API v1.1); this is not one.
    ['brand=tesla!', 'marque', 'tesla!'],
    ['emissions_class=euro-7', 'norme d’émission', 'euro-7'],
  ])('names the ignored value of %s', async (query, label, value) => {
    const data = await overviewOf(`/stock?${query}`)
    expect(data.notices).toEqual([notice(label, value)])
    expect(data.search).toBe('')
  })

  it('understands labels and case in other filters', async () => {
    const data = await overviewOf('/stock?fuel=Diesel&transmission=Automatique')
    expect(data.notices).toEqual([])
    expect(data.pagination.total).toBe(
      await sqlCount(`v.fuel = 'diesel' AND v.transmission = 'automatic'`)
    )
  })

  it('says when the page’s own preset overrules a filter of the address', async () => {
    const data = await overviewOf('/centre-de-vehicules-d-occasion?category=new')
    expect(data.notices).toEqual([
      `Le filtre «${NBSP}catégorie${NBSP}: Neuf${NBSP}» ne s’applique pas sur cette page${NBSP}; il n’a pas été appliqué.`,
    ])
    expect(data.pagination.total).toBe(
      await sqlCount(`v.location = 'centre-de-vehicules-d-occasion' AND v.category = 'used'`)
    )
  })

  it('stays quiet about empty fields and parameters that are not filters', async () => {
    const data = await overviewOf('/stock?price_min=&mileage_max=&utm_source=news&reprise=1')
    expect(data.notices).toEqual([])
  })
})

describe('canonical URLs drop what the page did not understand', () => {
  it.each([
    ['/stock?page=0', '/stock'],
    ['/stock?page=abc&sort=bogus', '/stock'],
    ['/stock?sort=price_asc&page=2&utm_source=x', '/stock?page=2&sort=price_asc'],
    ['/stock?fuel=Diesel&fuel=kerosene', '/stock?fuel=diesel'],
    ['/stock?brand=kia&page=999', '/stock?brand=kia'],
    ['/stock?fuel=diesel&page=1', '/stock?fuel=diesel'],
  ])('%s → %s', async (path, canonical) => {
    const html = await (await appFetch(path)).text()
    expect(canonicalOf(html)).toBe(`http://localhost:8787${canonical}`)
  })

  it.each([
    ['/contact?page=2&sort=price_asc', '/contact'],
    ['/?page=2&utm_source=mail', '/'],
    ['/news?page=0', '/news'],
    ['/news?page=2&gclid=x', '/news?page=2'],
    ['/stock/comparer?brand=kia', '/stock/comparer'],
  ])('other pages: %s → %s', async (path, canonical) => {
    const html = await (await appFetch(path)).text()
    expect(canonicalOf(html)).toBe(`http://localhost:8787${canonical}`)
  })
})

describe('a model of the catalogue with no vehicle left', () => {
  it('is a filter like any other (no vehicle), not an unknown value', async () => {
    // Last in this file: every EV3 is sold from here on.
    await env.DB.prepare(
      `UPDATE vehicles SET status = 'sold' WHERE brand = 'kia' AND model = 'ev3'`
    ).run()
    for (const path of ['/stock?brand=kia&model=EV3', '/stock?model=kia.ev3']) {
      const data = await overviewOf(path)
      expect(data.notices, path).toEqual([])
      expect(data.values.model, path).toEqual(['kia.ev3'])
      expect(data.pagination.total, path).toBe(0)
    }
  })
})
