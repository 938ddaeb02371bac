import { texts } from '#deployment/texts'
import type { PageMeta } from '../../framework/payload/payload.ts'
import { siteConfig } from '../../client/config/site-config.ts'
import type { PageError } from '../../client/errors/error-types.ts'
import type { Language } from '../../client/locale/language.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { languageSwitchHrefs } from './language-switch-target.ts'
import { type PageImage, shareImage } from './share-image.ts'

/** Spec §2: the last path segment in title case, e.g. `pneus-et-gardiennage` → "Pneus Et Gardiennage". */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1)
  if (!last) return siteConfig.name
  let decoded = last
  try {
    decoded = decodeURIComponent(last)
  } catch {
    // Keep the raw segment: a title is never a reason to fail.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-LU') + word.slice(1))
    .join(' ')
}

/**
 * Canonical URL: the site origin, the path and the page's own canonical query (what the page
 * understood of its address, written the one way it writes it), of which only whitelisted
 * parameters are kept (sorted, so the same page always has the same canonical), lowercased where
 * the site says so. Without a canonical query, the canonical URL has none: a parameter the page
 * does not read (`/contact?page=2`, tracking tags) is never part of it.
 * @example canonicalUrl('https://www.example.lu', '/stock', new URLSearchParams('fuel=diesel'))
 */
export function canonicalUrl(siteUrl: string, path: string, query?: URLSearchParams): string {
  const shownPath = siteConfig.lowercaseCanonical ? path.toLowerCase() : path
  const kept = new URLSearchParams()
  const names = [...new Set(query?.keys() ?? [])]
    .filter((name) => siteConfig.canonicalQueryWhitelist.includes(name))
    .sort()
  for (const name of names) {
    for (const value of query?.getAll(name).sort() ?? []) {
      kept.append(name, siteConfig.lowercaseCanonical ? value.toLowerCase() : value)
    }
  }
  const search = kept.toString()
  return `${siteUrl.replace(/\/$/, '')}${shownPath}${search ? `?${search}` : ''}`
}

/** Editors often end their SEO titles with the brand already: it is never added twice. */
function withSiteName(title: string): string {
  const brand = siteConfig.name.split(' ')[0] ?? siteConfig.name
  return title.includes(brand) ? title : `${title} | ${siteConfig.name}`
}

export interface MetaInput {
  title?: string
  description?: string
  noindex?: boolean
  breadcrumbs?: PageMeta['breadcrumbs']
  structuredData?: object[]
  preloadImage?: string
  /** The page's picture for link previews (a vehicle's first photo, a model's, an article's). */
  shareImage?: PageImage
  /** A canonical path other than the requested one (e.g. a vehicle's brand-less URL). */
  canonicalPath?: string
  /**
   * The page's state in its address, in canonical form (a stock search, a news page): the only
   * query the canonical URL may keep. Absent: the canonical URL has no query.
   */
  canonicalQuery?: URLSearchParams
  /** The dealership the page is about: the sticky bar calls it. */
  contact?: PageMeta['contact']
  /** The test-drive form of the page's vehicle or model: the sticky bar opens it. */
  testDrive?: string
}

function withShareImage(image: PageImage | undefined, siteUrl: string) {
  const shared = image ? shareImage(image, siteUrl) : null
  return shared ? { shareImage: shared } : {}
}

export function pageMeta(
  siteUrl: string,
  url: URL,
  input: MetaInput,
  language: Language
): PageMeta {
  const canonicalPath = input.canonicalPath ? new URL(input.canonicalPath, url).pathname : null
  return {
    title: input.title ? withSiteName(input.title) : titleFromPath(url.pathname),
    description: input.description ?? messagesOf(texts, language).description,
    canonical: canonicalUrl(siteUrl, canonicalPath ?? url.pathname, input.canonicalQuery),
    noindex: input.noindex ?? false,
    breadcrumbs: input.breadcrumbs ?? [],
    structuredData: input.structuredData ?? [],
    ...(input.preloadImage ? { preloadImage: input.preloadImage } : {}),
    ...withShareImage(input.shareImage, siteUrl),
    ...(input.contact ? { contact: { name: input.contact.name, phone: input.contact.phone } } : {}),
    ...(input.testDrive ? { testDrive: input.testDrive } : {}),
  }
}

/** Spec §2: "{status} - {message}" on 404 and 500; error pages are never indexed. */
export function errorMeta(
  siteUrl: string,
  url: URL,
  error: PageError,
  language: Language
): PageMeta {
  return {
    title: `${error.status} - ${error.message}`,
    description: messagesOf(texts, language).description,
    canonical: canonicalUrl(siteUrl, url.pathname),
    noindex: true,
    breadcrumbs: [],
    structuredData: [],
  }
}

/**
 * The meta with where the page's language switch's links lead (`languageSwitch`), from the page's path and
 * query as the app sees them (client/shell/language-switch.tsx): the browser then needs no route
 * matching for it (issue 14).
 */
export function withLanguageSwitch(meta: PageMeta, routeId: string | null, url: URL): PageMeta {
  const languageSwitch = languageSwitchHrefs(url.pathname + url.search, routeId)
  return languageSwitch === undefined ? meta : { ...meta, languageSwitch }
}
