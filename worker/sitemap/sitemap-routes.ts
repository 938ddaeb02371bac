import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { cached } from '../cache/cached.ts'
import { PAGE_CACHE_TTL } from '../cache/page-cache.ts'
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
/** A sitemap answered from copies kept for outages: complete but maybe old, kept briefly (ADR 0028). */
const FALLBACK_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_TTL}, stale-if-error=86400`
/** Seconds a client should wait before asking again for a sitemap that could not be built. */
const RETRY_AFTER_SECONDS = 60

/** A source's entries, and whether they came from a copy kept for outages. */
interface SourceEntries {
  entries: SitemapEntry[]
  fallback: boolean
}

const FILE_PATTERN = new RegExp(`^(${sitemapSources.join('|')})(?:-([2-9]|[1-9]\\d+))?\\.xml$`)

/**
 * Entries of one source, cached in KV under the content generation. A list built while one of
 * its reads failed (the catalogue, which the content source reads leniently) is incomplete: it
 * is neither kept nor answered, so a degraded sitemap never outlives the outage (ADR 0028).
 */
async function entriesOf(c: Context<AppEnv>, source: SitemapSource): Promise<SourceEntries> {
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
    load: async () => {
      const failedBefore = services.health.report.failed.length
      const entries = await loadSitemapEntries[source](services, c.get('config').SITE_URL)
      if (services.health.report.failed.length > failedBefore) {
        throw new Error(`Sitemap ${source}: built while an upstream read failed`)
      }
      return entries
    },
  })
  return { entries: inEveryLanguage(result.value), fallback: result.outcome === 'stale-if-error' }
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

function xml(c: Context<AppEnv>, body: string, fallback: boolean): Response {
  c.header('Content-Type', 'application/xml; charset=utf-8')
  c.header('Cache-Control', fallback ? FALLBACK_CACHE_CONTROL : CACHE_CONTROL)
  c.header('Cache-Tag', 'sitemap')
  return c.body(body, 200)
}

/** A sitemap that could not be built whole: 503, come back later, kept nowhere (ADR 0028). */
function unavailable(c: Context<AppEnv>): Response {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS))
  c.header('Cache-Control', 'no-store')
  return c.text('Sitemap momentanément indisponible.', 503)
}

/**
 * `/sitemap.xml` (the index robots.txt points to) and its children `/sitemaps/{source}.xml`
 * (`{source}-2.xml`, … past 50,000 URLs). An index or a child that lacks a source (its upstream
 * is down and nothing was kept) answers 503 with no-store: a search engine keeps the last whole
 * sitemap it read, which is better than an index without a child or a child without its pages
 * (which it would take as removals). One answered from outage copies is kept briefly.
 */
export function sitemapRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/sitemap.xml', async (c) => {
    const siteUrl = c.get('config').SITE_URL
    const children = await Promise.all(
      sitemapSources.map(async (source) => {
        try {
          const { entries, fallback } = await entriesOf(c, source)
          const lastmod = latest(entries.map((entry) => entry.lastmod))
          const files = Array.from({ length: chunkCount(entries) }, (_, index) => ({
            loc: new URL(
              `/sitemaps/${source}${index ? `-${index + 1}` : ''}.xml`,
              siteUrl
            ).toString(),
            lastmod,
          }))
          return { files, fallback }
        } catch (error) {
          reportError(error, { route: 'sitemap', source })
          return null
        }
      })
    )
    const built = children.filter((child) => child !== null)
    if (built.length < children.length) return unavailable(c)
    const fallback = built.some((child) => child.fallback)
    return xml(c, sitemapIndexXml(built.flatMap((child) => child.files)), fallback)
  })

  routes.get('/sitemaps/:file', async (c) => {
    const match = FILE_PATTERN.exec(c.req.param('file'))
    const source = sitemapSources.find((name) => name === match?.[1])
    if (!match || !source) return c.text('Sitemap introuvable.', 404)
    const chunk = Number(match[2] ?? '1') - 1
    let read: SourceEntries
    try {
      read = await entriesOf(c, source)
    } catch (error) {
      reportError(error, { route: 'sitemap', source })
      return unavailable(c)
    }
    const { entries, fallback } = read
    if (chunk >= chunkCount(entries)) return c.text('Sitemap introuvable.', 404)
    const slice = entries.slice(chunk * MAX_URLS_PER_FILE, (chunk + 1) * MAX_URLS_PER_FILE)
    return xml(c, urlsetXml(slice), fallback)
  })

  return routes
}
