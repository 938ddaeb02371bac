import { describe, expect, it } from 'vitest'
import { canonicalUrl, errorMeta, pageMeta, titleFromPath } from './page-meta.ts'

const site = 'https://www.autosphere.lu'

describe('titles', () => {
  it('falls back to the last path segment in title case', () => {
    expect(titleFromPath('/services/pneus-et-gardiennage')).toBe('Pneus Et Gardiennage')
    expect(pageMeta(site, new URL('https://x.lu/faq'), {}, 'fr').title).toBe('Faq')
  })
  it('uses "status - message" for errors', () => {
    const meta = errorMeta(
      site,
      new URL('https://x.lu/nope'),
      {
        type: 'page-not-found',
        status: 404,
        message: 'Page Not Found: /nope',
      },
      'fr'
    )
    expect(meta.title).toBe('404 - Page Not Found: /nope')
    expect(meta.noindex).toBe(true)
  })
  it('falls back on the group’s description in the page’s language (issue 31: German pages had French)', () => {
    const error = { type: 'page-not-found', status: 404, message: 'Seite nicht gefunden' } as const
    const german = errorMeta(site, new URL('https://x.lu/de/nope'), error, 'de').description
    expect(german).toMatch(/^Neu- und Gebrauchtwagen/)
    expect(pageMeta(site, new URL('https://x.lu/de'), {}, 'de').description).toBe(german)
    expect(pageMeta(site, new URL('https://x.lu/'), {}, 'fr').description).toMatch(
      /^Véhicules neufs et d’occasion/
    )
  })
})

describe('canonicalUrl', () => {
  it('keeps whitelisted parameters of the page’s own query only, sorted and lowercased', () => {
    const query = new URLSearchParams('utm_source=news&page=2&brand=KIA&price_max=1&brand=Ford')
    expect(canonicalUrl(site, '/Stock', query)).toBe(`${site}/stock?brand=ford&brand=kia&page=2`)
  })
  it('has no query when the page names none', () => {
    expect(canonicalUrl(site, '/news')).toBe(`${site}/news`)
  })
})

describe('pageMeta canonical', () => {
  it('never takes the request’s own parameters: a page states what it understood', () => {
    const url = new URL('https://x.lu/contact?page=2&sort=price_asc&gclid=1')
    expect(pageMeta(site, url, {}, 'fr').canonical).toBe(`${site}/contact`)
    const stock = new URL('https://x.lu/stock?page=0&sort=bogus&fuel=diesel')
    expect(
      pageMeta(site, stock, { canonicalQuery: new URLSearchParams('fuel=diesel') }, 'fr').canonical
    ).toBe(`${site}/stock?fuel=diesel`)
  })
  it('uses the canonical path of another URL without its query', () => {
    const url = new URL('https://x.lu/kia/stock/12-1-kia-ev3?utm_source=x')
    expect(pageMeta(site, url, { canonicalPath: '/stock/12-1-kia-ev3' }, 'fr').canonical).toBe(
      `${site}/stock/12-1-kia-ev3`
    )
  })
  it('gives error pages their bare path', () => {
    const error = { type: 'page-not-found', status: 404, message: 'x' } as const
    expect(errorMeta(site, new URL('https://x.lu/nope?page=2'), error, 'fr').canonical).toBe(
      `${site}/nope`
    )
  })
})
