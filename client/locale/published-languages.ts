import { siteConfig } from '../config/site-config.ts'
import { LANGUAGES, type Language, LOCALES } from './language.ts'

/**
 * The languages the site announces, in the order of LANGUAGES: those whose locale
 * `siteConfig.availableLocales` lists. A language is served under its prefix as soon as its route
 * table exists, and announced (hreflang, sitemap, the language switch) only once it is listed,
 * when its interface and its links are whole (docs/decisions/0036). Beside language.ts, so that
 * the site configuration stays out of every page's first load.
 */
export function publishedLanguages(): readonly Language[] {
  const listed: readonly string[] = siteConfig.availableLocales
  return LANGUAGES.filter((language) => listed.includes(LOCALES[language]))
}
