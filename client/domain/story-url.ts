import type { Language } from '../locale/language.ts'
import { href } from '../routes/href.ts'

/**
 * Where a story lives on the public site. The home page is the story `home-page`, served at `/`
 * (the spec also lists `/home-page` itself as a target: it moves to `/`). Folder start
 * pages have a trailing slash in Storyblok (`news/`); public paths never do.
 */
export const HOME_SLUG = 'home-page'

/**
 * A story's path in `language`: `services/carrosserie/` → `/services/carrosserie` in French,
 * `/de/services/carrosserie` in German; `home-page` → `/` (German: `/de`).
 */
export function storyPath(fullSlug: string, language: Language): string {
  const trimmed = fullSlug.replace(/^\/+|\/+$/g, '')
  return href('slug', { slug: trimmed === HOME_SLUG ? '' : trimmed }, language)
}

/** The ancestors of a full slug, outermost first: `a/b/c` → `['a', 'a/b']`. */
export function parentSlugs(fullSlug: string): string[] {
  const segments = fullSlug.replace(/^\/+|\/+$/g, '').split('/')
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'))
}
