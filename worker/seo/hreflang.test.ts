import { describe, expect, it } from 'vitest'
import type { PagePayload } from '../../framework/payload/payload.ts'
import { notFound } from '../../client/errors/error-types.ts'
import { LANGUAGES, LOCALES } from '../../client/locale/language.ts'
import { hreflangLinks } from './hreflang.ts'

const meta = (canonical: string, noindex = false) => ({
  title: 't',
  description: 'd',
  canonical,
  noindex,
  breadcrumbs: [],
  structuredData: [],
})

const page = (canonical: string, noindex = false) =>
  ({
    kind: 'page',
    routeId: 'slug___fr',
    page: 'content',
    params: {},
    status: 200,
    meta: meta(canonical, noindex),
    data: {},
  }) as unknown as PagePayload

describe('hreflangLinks', () => {
  it('announces no alternate while one language only is published', () => {
    expect(hreflangLinks(page('https://example.lu/contact'), ['fr'])).toEqual([])
  })

  it('announces every published language (siteConfig.availableLocales)', () => {
    expect(hreflangLinks(page('https://example.lu/contact')).map((link) => link.hreflang)).toEqual([
      ...LANGUAGES.map((language) => LOCALES[language]),
      'x-default',
    ])
  })

  it('pairs a French page with its German one, French being x-default', () => {
    expect(
      hreflangLinks(page('https://example.lu/stock/1-1-kia-ev3/essai-routier'), ['fr', 'de'])
    ).toEqual([
      { hreflang: 'fr-LU', href: 'https://example.lu/stock/1-1-kia-ev3/essai-routier' },
      { hreflang: 'de-LU', href: 'https://example.lu/de/stock/1-1-kia-ev3/probefahrt' },
      { hreflang: 'x-default', href: 'https://example.lu/stock/1-1-kia-ev3/essai-routier' },
    ])
  })

  it('gives a German page the same links, query kept', () => {
    expect(hreflangLinks(page('https://example.lu/de?page=2'), ['fr', 'de'])).toEqual([
      { hreflang: 'fr-LU', href: 'https://example.lu/?page=2' },
      { hreflang: 'de-LU', href: 'https://example.lu/de?page=2' },
      { hreflang: 'x-default', href: 'https://example.lu/?page=2' },
    ])
  })

  it('gives none to an error page or a page out of the index', () => {
    expect(hreflangLinks(page('https://example.lu/contact', true), LANGUAGES)).toEqual([])
    const error = {
      kind: 'error',
      routeId: 'slug___fr',
      status: 404,
      error: notFound('page-not-found', '/x'),
      meta: meta('https://example.lu/x'),
    } satisfies PagePayload
    expect(hreflangLinks(error, LANGUAGES)).toEqual([])
  })
})
