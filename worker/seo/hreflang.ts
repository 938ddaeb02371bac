import type { PagePayload } from '../../framework/payload/payload.ts'
import { DEFAULT_LANGUAGE, type Language, LOCALES } from '../../client/locale/language.ts'
import { publishedLanguages } from '../../client/locale/published-languages.ts'
import { alternatePath } from '../../client/routes/alternate-path.ts'

/** One `<link rel="alternate" hreflang>` of a page's head. */
export interface HreflangLink {
  hreflang: string
  href: string
}

/**
 * The hreflang alternates of a page (issue 18): its canonical URL in every language, by locale,
 * and `x-default` for the French one (the unprefixed site, docs/decisions/0036). None for an
 * error page or a page kept out of the index: there is nothing for a crawler to pair.
 */
export function hreflangLinks(
  payload: PagePayload,
  languages: readonly Language[] = publishedLanguages()
): HreflangLink[] {
  if (payload.kind !== 'page' || payload.meta.noindex) return []
  return languageAlternates(payload.meta.canonical, languages)
}

/**
 * A page URL in every published language, by locale, then `x-default` (the French one); none
 * when the URL is no page of the route tables, or when one language only is published. The
 * page's head and the sitemap both list these.
 */
export function languageAlternates(
  url: string,
  languages: readonly Language[] = publishedLanguages()
): HreflangLink[] {
  if (languages.length < 2) return []
  const canonical = new URL(url)
  const links: HreflangLink[] = []
  for (const language of languages) {
    const path = alternatePath(canonical.pathname, language)
    if (path === null) return []
    links.push({
      hreflang: LOCALES[language],
      href: `${canonical.origin}${path}${canonical.search}`,
    })
  }
  const fallback = links[languages.indexOf(DEFAULT_LANGUAGE)]
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links
}
