import { MAX_PAGE, MAX_PAGE_SIZE, emptyStockQuery } from '../../client/domain/stock-search.ts'
import type { Story } from '../../client/domain/story.ts'
import { DEFAULT_LANGUAGE } from '../../client/locale/language.ts'
import { href } from '../../client/routes/href.ts'
import { catalogueCounterpart } from '../pages/loaders/catalogue-counterpart.ts'
import type { Services } from '../services.ts'
import { type SitemapEntry, w3cDate } from './sitemap-xml.ts'

/**
 * The sources list each page once, by its French path (the stories' own, unprefixed);
 * `inEveryLanguage` (sitemap-routes.ts) adds the published languages' alternates.
 */
const SOURCE_LANGUAGE = DEFAULT_LANGUAGE

/** The four children of the sitemap index, each from its own upstream. */
export const sitemapSources = ['content', 'vehicles', 'models', 'dealerships'] as const
export type SitemapSource = (typeof sitemapSources)[number]

/** Stories that configure the site rather than being pages. */
const NOT_PAGES = new Set(['global', 'site_config'])
/** Error pages an editor may keep in the space: reachable, never worth indexing. */
const ERROR_SLUG = /(^|\/)(404|500|erreur|error|page-introuvable)(-[a-z0-9-]*)?$/

/** Whether a published story is an indexable page of its own. */
export function isSitemapPage(story: Story): boolean {
  return (
    !story.seo.noindex &&
    !NOT_PAGES.has(story.content.component) &&
    !story.fullSlug.startsWith('global/') &&
    !ERROR_SLUG.test(story.fullSlug)
  )
}

function absolute(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).toString()
}

/**
 * The catalogue's brands and models, read once for the whole list. A catalogue that cannot answer
 * fails the list: without it, the stories standing for catalogue pages would be listed as pages of
 * their own, and that list kept for a day (the sitemap answers 503 instead, sitemap-routes.ts).
 */
async function catalogueKnows(services: Services) {
  const brands = (await services.stock.brands()) ?? []
  const details = await Promise.all(brands.map((brand) => services.stock.brand(brand.slug)))
  const models = new Set(
    details.flatMap((brand) => brand?.models.map((model) => `${brand.slug}/${model.slug}`) ?? [])
  )
  const slugs = new Set<string>(brands.map((brand) => brand.slug))
  return {
    brand: async (brand: string) => slugs.has(brand),
    model: async (brand: string, model: string) => models.has(`${brand}/${model}`),
  }
}

/**
 * CMS pages: every published story (folders are not stories; a folder without a start page has
 * no page), minus noindex pages, configuration stories, error pages and stories standing for a
 * catalogue page (listed by the models source: one entry per model, docs/decisions/0022).
 * `lastmod` is the story's publication date.
 */
async function contentEntries(services: Services, siteUrl: string): Promise<SitemapEntry[]> {
  // The body is the bulk of a story and the sitemap reads only metadata and SEO fields.
  const [stories, knows] = await Promise.all([
    services.content.allStories({ excludingFields: ['body'] }),
    catalogueKnows(services),
  ])
  const byUrl = new Map<string, SitemapEntry>()
  for (const story of stories.filter(isSitemapPage)) {
    if (await catalogueCounterpart(story, knows)) continue
    byUrl.set(story.url, {
      loc: absolute(story.url, siteUrl),
      lastmod: w3cDate(story.publishedAt ?? story.updatedAt),
    })
  }
  return [...byUrl.values()]
}

/**
 * Stock vehicles, paged through the search with the largest page. The stock contract has no
 * per-vehicle change date (docs/stock-api.md), so `lastmod` is the time of the search.
 */
async function vehicleEntries(services: Services, siteUrl: string): Promise<SitemapEntry[]> {
  const searchedAt = w3cDate(Date.now())
  const entries: SitemapEntry[] = []
  for (let page = 1; page <= MAX_PAGE; page++) {
    const result = await services.stock.search({
      ...emptyStockQuery(),
      page,
      page_size: MAX_PAGE_SIZE,
    })
    if (!result) throw new Error('Stock search unavailable for the sitemap')
    for (const vehicle of result.vehicles) {
      entries.push({
        loc: absolute(href('stock-vehicle', { vehicle: vehicle.slug }, SOURCE_LANGUAGE), siteUrl),
        lastmod: searchedAt,
      })
    }
    if (page >= result.pagination.totalPages || result.vehicles.length === 0) break
  }
  return entries
}

/** Brand model lists and model pages. The catalogue carries no dates: no `lastmod`. */
async function modelEntries(services: Services, siteUrl: string): Promise<SitemapEntry[]> {
  const brands = await services.stock.brands()
  if (!brands) throw new Error('Brands unavailable for the sitemap')
  const details = await Promise.all(brands.map((brand) => services.stock.brand(brand.slug)))
  return details.flatMap((brand) =>
    brand
      ? [
          { loc: absolute(href('brand-models', { brand: brand.slug }, SOURCE_LANGUAGE), siteUrl) },
          ...brand.models.map((model) => ({
            loc: absolute(
              href('brand-models-model', { brand: brand.slug, model: model.slug }, SOURCE_LANGUAGE),
              siteUrl
            ),
          })),
        ]
      : []
  )
}

/** Dealership pages. No dates in the contract: no `lastmod`. */
async function dealershipEntries(services: Services, siteUrl: string): Promise<SitemapEntry[]> {
  const locations = await services.stock.locations()
  if (!locations) throw new Error('Dealerships unavailable for the sitemap')
  return locations.map((location) => ({
    loc: absolute(
      href('locations-location', { location: location.slug }, SOURCE_LANGUAGE),
      siteUrl
    ),
  }))
}

export const loadSitemapEntries: Record<
  SitemapSource,
  (services: Services, siteUrl: string) => Promise<SitemapEntry[]>
> = {
  content: contentEntries,
  vehicles: vehicleEntries,
  models: modelEntries,
  dealerships: dealershipEntries,
}
