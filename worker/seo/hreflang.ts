import type { PagePayload } from '../../client/app/payload.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES } from '../../client/locale/language.ts'
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
export function hreflangLinks(payload: PagePayload): HreflangLink[] {
  if (payload.kind !== 'page' || payload.meta.noindex) return []
  return languageAlternates(payload.meta.canonical)
}

/**
 * A page URL in every language, by locale, then `x-default` (the French one); none when the
 * URL is no page of the route tables. The page's head and the sitemap both list these.
 */
export function languageAlternates(url: string): HreflangLink[] {
  const canonical = new URL(url)
  const links: HreflangLink[] = []
  for (const language of LANGUAGES) {
    const path = alternatePath(canonical.pathname, language)
    if (path === null) return []
    links.push({
      hreflang: LOCALES[language],
      href: `${canonical.origin}${path}${canonical.search}`,
    })
  }
  const fallback = links[LANGUAGES.indexOf(DEFAULT_LANGUAGE)]
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links
}
