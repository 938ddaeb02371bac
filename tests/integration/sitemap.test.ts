import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  MAX_URLS_PER_FILE,
  SITEMAP_NAMESPACE,
  XHTML_NAMESPACE,
} from '../../worker/sitemap/sitemap-xml.ts'
import { LANGUAGES, LOCALES } from '../../client/locale/language.ts'
import { languageOfPath, languagePrefix } from '../../client/routes/route-table.ts'

/** The prefixed languages' prefixes, as alternatives of a pattern (`/de|/en`). */
const PREFIXES = LANGUAGES.map(languagePrefix).filter(Boolean).join('|')
import { publishedLanguages } from '../../client/locale/published-languages.ts'
import { inEveryLanguage } from '../../worker/sitemap/sitemap-routes.ts'
import { appFetch } from './app-fetch.ts'

const SITE_URL = 'http://localhost:8787'

/**
 * A structural check of a sitemap document against the sitemaps.org protocol (no XSD engine in
 * workerd): declaration, root element and namespace, one `<loc>` per entry, absolute same-site
 * URLs, W3C dates, nothing but the protocol's elements, and at most 50,000 entries.
 */
function parseSitemap(xml: string, root: 'urlset' | 'sitemapindex') {
  const item = root === 'urlset' ? 'url' : 'sitemap'
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const namespaces =
    root === 'urlset'
      ? `xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}"`
      : `xmlns="${SITEMAP_NAMESPACE}"`
  expect(xml).toContain(`<${root} ${namespaces}>`)
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true)
  const inner = xml.slice(
    xml.indexOf('>', xml.indexOf(`<${root}`)) + 1,
    xml.lastIndexOf(`</${root}>`)
  )
  const entries = inner.split('\n').filter((line) => line.trim() !== '')
  expect(entries.length).toBeLessThanOrEqual(MAX_URLS_PER_FILE)
  const pattern = new RegExp(
    `^<${item}><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?((?:<xhtml:link rel="alternate" hreflang="[a-zA-Z-]+" href="[^"<]+"/>)*)</${item}>$`
  )
  return entries.map((entry) => {
    const match = pattern.exec(entry)
    expect(match, `malformed entry ${entry}`).not.toBeNull()
    const loc = (match?.[1] ?? '').replaceAll('&amp;', '&')
    // Unescaped markup characters would have broken the pattern; a bare & must not appear.
    expect(match?.[1]).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(new URL(loc).origin).toBe(SITE_URL)
    const lastmod = match?.[2]
    if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/)
    const alternates = [...(match?.[3] ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => ({ hreflang, href: (href ?? '').replaceAll('&amp;', '&') })
    )
    return { loc, lastmod, alternates }
  })
}

/** A spread sample: first, last and evenly spaced entries in between. */
function sample<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items
  const step = (items.length - 1) / (count - 1)
  return Array.from({ length: count }, (_, index) => items[Math.round(index * step)] as T)
}

describe('sitemap', () => {
  it('is an index of the four children, each valid and each sampled URL answering 200', async () => {
    const index = await appFetch('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toContain('application/xml')
    const children = parseSitemap(await index.text(), 'sitemapindex')
    expect(children.map((child) => new URL(child.loc).pathname)).toEqual([
      '/sitemaps/content.xml',
      '/sitemaps/vehicles.xml',
      '/sitemaps/models.xml',
      '/sitemaps/dealerships.xml',
    ])
    for (const child of children) {
      const response = await appFetch(new URL(child.loc).pathname)
      expect(response.status, child.loc).toBe(200)
      const urls = parseSitemap(await response.text(), 'urlset')
      expect(urls.length, child.loc).toBeGreaterThan(0)
      expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length)
      for (const url of sample(urls, 6)) {
        const page = await appFetch(new URL(url.loc).pathname)
        expect(page.status, url.loc).toBe(200)
      }
    }
  })

  it('lists every stock vehicle, paged through the search', async () => {
    const urls = parseSitemap(await (await appFetch('/sitemaps/vehicles.xml')).text(), 'urlset')
    const { total } = (await env.DB.prepare(
      "SELECT COUNT(*) AS total FROM vehicles WHERE status != 'sold'"
    ).first<{ total: number }>()) ?? { total: 0 }
    // Every vehicle once per published language.
    expect(publishedLanguages()).toEqual(LANGUAGES)
    expect(urls.length).toBe(LANGUAGES.length * total)
    expect(
      urls.every((url) =>
        new RegExp(`^(${PREFIXES})?/stock/\\d+-1-[a-z0-9-]+$`).test(new URL(url.loc).pathname)
      )
    ).toBe(true)
    expect(urls.every((url) => url.lastmod)).toBe(true)
  })

  it('lists CMS pages with their publication date, without noindex, configuration or folder paths', async () => {
    const urls = parseSitemap(await (await appFetch('/sitemaps/content.xml')).text(), 'urlset')
    const paths = urls.map((url) => new URL(url.loc).pathname)
    expect(paths).toContain('/')
    expect(paths).toContain('/contact')
    expect(paths).not.toContain('/site-config')
    expect(paths.some((path) => path.startsWith('/global'))).toBe(false)
    // The tyre forms of single workshops are noindex pages.
    expect(paths).not.toContain('/formulaires/prise-de-rendez-vous-pneus-roues-esch')
    expect(paths).toContain('/formulaires/prise-de-rendez-vous-pneus-roues')
    // `services` is a folder without a start page: no page of its own.
    expect(paths).not.toContain('/services')
    expect(paths).toContain('/services/carrosserie')
    expect(urls.every((url) => url.lastmod)).toBe(true)
  })

  it('lists brand model pages and dealerships', async () => {
    const models = parseSitemap(await (await appFetch('/sitemaps/models.xml')).text(), 'urlset')
    const modelPaths = models.map((url) => new URL(url.loc).pathname)
    expect(modelPaths).toContain('/kia/models')
    expect(modelPaths.some((path) => /^\/kia\/models\/[a-z0-9-]+$/.test(path))).toBe(true)
    const dealerships = parseSitemap(
      await (await appFetch('/sitemaps/dealerships.xml')).text(),
      'urlset'
    )
    expect(dealerships.length).toBeGreaterThan(0)
    expect(
      dealerships.every((url) =>
        new RegExp(`^(${PREFIXES})?/concessions/`).test(new URL(url.loc).pathname)
      )
    ).toBe(true)
  })

  it('lists each page in every language, each naming all (every language published)', async () => {
    const urls = parseSitemap(await (await appFetch('/sitemaps/content.xml')).text(), 'urlset')
    const byPath = new Map(urls.map((url) => [new URL(url.loc).pathname, url]))
    const alternates = [
      ...LANGUAGES.map((language) => ({
        hreflang: LOCALES[language],
        href: `${SITE_URL}${languagePrefix(language)}/contact`,
      })),
      { hreflang: 'x-default', href: `${SITE_URL}/contact` },
    ]
    expect(byPath.get('/contact')?.alternates).toEqual(alternates)
    expect(byPath.get('/de/contact')?.alternates).toEqual(alternates)
    expect(byPath.get('/de')?.alternates.map((link) => link.href)).toEqual([
      ...LANGUAGES.map((language) => `${SITE_URL}${languagePrefix(language) || '/'}`),
      `${SITE_URL}/`,
    ])
    const german = urls.filter((url) => languageOfPath(new URL(url.loc).pathname) === 'de')
    expect(german.length).toBe(urls.length / LANGUAGES.length)
  })

  it('lists each page in French and in German once both are published, each naming both', () => {
    const entries = inEveryLanguage([{ loc: `${SITE_URL}/contact` }], ['fr', 'de'])
    const alternates = [
      { hreflang: 'fr-LU', href: `${SITE_URL}/contact` },
      { hreflang: 'de-LU', href: `${SITE_URL}/de/contact` },
      { hreflang: 'x-default', href: `${SITE_URL}/contact` },
    ]
    expect(entries).toEqual([
      { loc: `${SITE_URL}/contact`, lastmod: undefined, alternates },
      { loc: `${SITE_URL}/de/contact`, lastmod: undefined, alternates },
    ])
  })

  it('answers 404 for an unknown child or a page past the last one', async () => {
    for (const path of [
      '/sitemaps/unknown.xml',
      '/sitemaps/content-2.xml',
      '/sitemaps/content-1.xml',
    ]) {
      expect((await appFetch(path)).status, path).toBe(404)
    }
  })
})
