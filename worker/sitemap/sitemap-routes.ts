import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { cached } from '../cache/cached.ts'
import { reportError } from '../monitoring/report-error.ts'
import type { Language } from '../../client/locale/language.ts'
import { publishedLanguages } from '../../client/locale/published-languages.ts'
import { languageAlternates } from '../seo/hreflang.ts'
import { type SitemapSource, loadSitemapEntries, sitemapSources } from './sitemap-sources.ts'
import {
  MAX_URLS_PER_FILE,
  type SitemapEntry,
  latest,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml.ts'

const entriesSchema = z.array(z.object({ loc: z.url(), lastmod: z.string().optional() }))

/** Content follows the generation (a publish makes a new key); stock moves during the day. */
const LIFETIMES: Record<SitemapSource, { ttl: number }> = {
  content: { ttl: 86_400 },
  vehicles: { ttl: 3_600 },
  models: { ttl: 86_400 },
  dealerships: { ttl: 86_400 },
}

/** A sitemap is rebuilt at most hourly at the edge; the tag lets a publish purge it. */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400'

const FILE_PATTERN = new RegExp(`^(${sitemapSources.join('|')})(?:-([2-9]|[1-9]\\d+))?\\.xml$`)

/** Entries of one source, cached in KV under the content generation. */
async function entriesOf(c: Context<AppEnv>, source: SitemapSource): Promise<SitemapEntry[]> {
  const services = c.get('services')
  const generation = await services.content.generation()
  const result = await cached({
    kv: services.cache,
    key: `sitemap:g${generation}:${source}`,
    ttl: LIFETIMES[source].ttl,
    staleWhileRevalidate: 86_400,
    staleIfError: 7 * 86_400,
    schema: entriesSchema,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    load: () => loadSitemapEntries[source](services, c.get('config').SITE_URL),
  })
  return inEveryLanguage(result.value)
}

/**
 * Each page in every published language, side by side, each naming the others (issue 18: both
 * languages in the sitemap with alternates, once German is published). The sources list the French URLs; the German ones follow
 * from the route tables (docs/decisions/0036).
 */
export function inEveryLanguage(
  entries: readonly SitemapEntry[],
  languages: readonly Language[] = publishedLanguages()
): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const alternates = languageAlternates(entry.loc, languages)
    if (alternates.length === 0) return [entry]
    return alternates
      .filter((link) => link.hreflang !== 'x-default')
      .map((link) => ({ loc: link.href, lastmod: entry.lastmod, alternates }))
  })
}

function chunkCount(entries: readonly SitemapEntry[]): number {
  return Math.max(1, Math.ceil(entries.length / MAX_URLS_PER_FILE))
}

function xml(c: Context<AppEnv>, body: string): Response {
  c.header('Content-Type', 'application/xml; charset=utf-8')
  c.header('Cache-Control', CACHE_CONTROL)
  c.header('Cache-Tag', 'sitemap')
  return c.body(body, 200)
}

/**
 * A sitemap whose upstream is down and of which no copy is kept: 503, kept by no cache. An index
 * without one of its children, or a child without its entries, would tell crawlers the pages are
 * gone, for as long as the edge keeps it (an hour).
 */
function unavailable(c: Context<AppEnv>): Response {
  c.header('Retry-After', '300')
  c.header('Cache-Control', 'no-store')
  return c.text('Sitemap momentanément indisponible.', 503)
}

/**
 * `/sitemap.xml` (the index robots.txt points to) and its children `/sitemaps/{source}.xml`
 * (`{source}-2.xml`, … past 50,000 URLs). A source whose upstream is down, with no copy kept,
 * makes the index and that child answer 503 (never a partial index, kept an hour at the edge).
 */
export function sitemapRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/sitemap.xml', async (c) => {
    const siteUrl = c.get('config').SITE_URL
    const children = await Promise.all(
      sitemapSources.map(async (source) => {
        try {
          const entries = await entriesOf(c, source)
          const lastmod = latest(entries.map((entry) => entry.lastmod))
          return Array.from({ length: chunkCount(entries) }, (_, index) => ({
            loc: new URL(
              `/sitemaps/${source}${index ? `-${index + 1}` : ''}.xml`,
              siteUrl
            ).toString(),
            lastmod,
          }))
        } catch (error) {
          reportError(error, { route: 'sitemap', source })
          return null
        }
      })
    )
    if (children.some((child) => child === null)) return unavailable(c)
    return xml(c, sitemapIndexXml(children.flatMap((child) => child ?? [])))
  })

  routes.get('/sitemaps/:file', async (c) => {
    const match = FILE_PATTERN.exec(c.req.param('file'))
    const source = sitemapSources.find((name) => name === match?.[1])
    if (!match || !source) return c.text('Sitemap introuvable.', 404)
    const chunk = Number(match[2] ?? '1') - 1
    let entries: SitemapEntry[]
    try {
      entries = await entriesOf(c, source)
    } catch (error) {
      reportError(error, { route: 'sitemap', source })
      return unavailable(c)
    }
    if (chunk >= chunkCount(entries)) return c.text('Sitemap introuvable.', 404)
    const slice = entries.slice(chunk * MAX_URLS_PER_FILE, (chunk + 1) * MAX_URLS_PER_FILE)
    return xml(c, urlsetXml(slice))
  })

  return routes
}
