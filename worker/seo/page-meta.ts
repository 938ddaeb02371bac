import type { PageMeta } from '../../client/app/payload.ts'
import { siteConfig } from '../../client/config/site-config.ts'
import type { PageError } from '../../client/errors/error-types.ts'

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
 * Canonical URL: the site origin, the path and only whitelisted query parameters (sorted, so
 * the same page always has the same canonical), lowercased where the site says so.
 */
export function canonicalUrl(siteUrl: string, url: URL): string {
  const path = siteConfig.lowercaseCanonical ? url.pathname.toLowerCase() : url.pathname
  const kept = new URLSearchParams()
  const names = [...new Set(url.searchParams.keys())]
    .filter((name) => siteConfig.canonicalQueryWhitelist.includes(name))
    .sort()
  for (const name of names) {
    for (const value of url.searchParams.getAll(name).sort()) {
      kept.append(name, siteConfig.lowercaseCanonical ? value.toLowerCase() : value)
    }
  }
  const query = kept.toString()
  return `${siteUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`
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
  /** A canonical path other than the requested one (e.g. a vehicle's brand-less URL). */
  canonicalPath?: string
}

export function pageMeta(siteUrl: string, url: URL, input: MetaInput): PageMeta {
  const canonicalSource = input.canonicalPath ? new URL(input.canonicalPath, url) : url
  return {
    title: input.title ? withSiteName(input.title) : titleFromPath(url.pathname),
    description: input.description ?? siteConfig.description,
    canonical: canonicalUrl(siteUrl, canonicalSource),
    noindex: input.noindex ?? false,
    breadcrumbs: input.breadcrumbs ?? [],
    structuredData: input.structuredData ?? [],
    ...(input.preloadImage ? { preloadImage: input.preloadImage } : {}),
  }
}

/** Spec §2: "{status} - {message}" on 404 and 500; error pages are never indexed. */
export function errorMeta(siteUrl: string, url: URL, error: PageError): PageMeta {
  return {
    title: `${error.status} - ${error.message}`,
    description: siteConfig.description,
    canonical: canonicalUrl(siteUrl, url),
    noindex: true,
    breadcrumbs: [],
    structuredData: [],
  }
}
