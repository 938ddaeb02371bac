import { generateContentStories } from '../scripts/demo-data/content/generate.ts'
import { locations } from '../scripts/demo-data/locations.ts'
import { generateStock } from '../scripts/demo-data/stock.ts'
import type { SiteData } from './site-pages.ts'

const NOT_PAGES = new Set(['site_config', 'global'])

/**
 * The embedded default's site, from the same deterministic generators `npm start` seeds: the
 * demo stock (vehicles, brands, models, lease offers), the dealerships and the content stories.
 */
export function demoSiteData(): SiteData & { leaseOffers: { slug: string; type: string }[] } {
  const stock = generateStock()
  // Folders, the site configuration and global snippets are stories but never pages.
  const stories = generateContentStories().filter(
    (story) => !story.is_folder && !NOT_PAGES.has(story.content?.component ?? '')
  )
  return {
    vehicles: stock.vehicles.map(({ id, slug }) => ({ id, slug })),
    brands: stock.brands.map((brand) => brand.slug),
    models: stock.models.map(({ brand, slug }) => ({ brand, slug })),
    locations: locations.map((location) => location.slug),
    storySlugs: stories.map((story) => story.full_slug.replace(/\/$/, '')),
    leaseOffers: stock.leaseOffers.map(({ slug, type }) => ({ slug, type })),
  }
}
