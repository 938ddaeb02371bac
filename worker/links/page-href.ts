import type { Language } from '../../client/locale/language.ts'
import { type ContentPage, contentPages, href, type QueryInput } from '../../client/routes/href.ts'
import { languagePrefix } from '../../client/routes/route-table.ts'

/**
 * The path of a named content page in `language` (`/de/stock?brand=kia` on a German page): the
 * Worker builds links for pages of both languages, so the language is always the page's, never
 * a default.
 */
export function pageHrefIn(language: Language, page: ContentPage, query?: QueryInput): string {
  return href('slug', { slug: contentPages[page] }, query, language)
}

/** A vehicle's detail page in `language` (the brand-less URL is the canonical one). */
export function vehiclePathIn(language: Language, slug: string): string {
  return href('stock-vehicle', { vehicle: slug }, undefined, language)
}

/**
 * A story's path (`/news/…`, as the content store writes it: French, the root's) in `language`:
 * `/de/news/…`; the home story `/` is `/de`. French paths are returned as they are.
 */
export function storyPathIn(language: Language, storyPath: string): string {
  const prefix = languagePrefix(language)
  return prefix && storyPath === '/' ? prefix : `${prefix}${storyPath}`
}
