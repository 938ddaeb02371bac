import { describe, expect, it } from 'vitest'
import { canonicalUrl, errorMeta, pageMeta, titleFromPath } from './page-meta.ts'

const site = 'https://www.autosphere.lu'

describe('titles', () => {
  it('falls back to the last path segment in title case', () => {
    expect(titleFromPath('/services/pneus-et-gardiennage')).toBe('Pneus Et Gardiennage')
    expect(pageMeta(site, new URL('https://x.lu/faq'), {}).title).toBe('Faq')
  })
  it('uses "status - message" for errors', () => {
    const meta = errorMeta(site, new URL('https://x.lu/nope'), {
      type: 'page-not-found',
      status: 404,
      message: 'Page Not Found: /nope',
    })
    expect(meta.title).toBe('404 - Page Not Found: /nope')
    expect(meta.noindex).toBe(true)
  })
})

describe('canonicalUrl', () => {
  it('keeps whitelisted parameters only, sorted and lowercased', () => {
    const url = new URL('https://x.lu/Stock?utm_source=news&page=2&brand=KIA&fbclid=abc&brand=Ford')
    expect(canonicalUrl(site, url)).toBe(`${site}/stock?brand=ford&brand=kia&page=2`)
  })
  it('drops every tracking parameter', () => {
    expect(canonicalUrl(site, new URL('https://x.lu/news?gclid=1&utm_medium=x'))).toBe(
      `${site}/news`
    )
  })
})
