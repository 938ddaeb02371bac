/**
 * Sitemap documents as sitemaps.org defines them (protocol 0.9): a `<urlset>` per child file and
 * a `<sitemapindex>` listing them. Locations are absolute, XML-escaped, and a file holds at most
 * 50,000 URLs (the protocol's limit; the size limit of 50 MB is far away at that count).
 */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** Google's extension for a URL's language versions (`<xhtml:link rel="alternate" hreflang>`). */
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
export const MAX_URLS_PER_FILE = 50_000

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** W3C datetime, when known. */
  lastmod?: string | undefined
  /** The same page in every language, this one included (`x-default` too). */
  alternates?: readonly { hreflang: string; href: string }[] | undefined
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}

/** An ISO date as a W3C datetime in UTC without fractions (`2026-10-01T08:00:00+00:00`). */
export function w3cDate(value: string | number | Date | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
  const alternates = (entry.alternates ?? [])
    .map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`
    )
    .join('')
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}</${tag}>`
}

function document(root: 'urlset' | 'sitemapindex', items: string[]): string {
  const namespaces =
    root === 'urlset'
      ? `xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}"`
      : `xmlns="${SITEMAP_NAMESPACE}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} ${namespaces}>`,
    ...items,
    `</${root}>`,
    '',
  ].join('\n')
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > MAX_URLS_PER_FILE) {
    throw new Error(`A sitemap holds at most ${MAX_URLS_PER_FILE} URLs, got ${entries.length}`)
  }
  return document(
    'urlset',
    entries.map((entry) => entryXml('url', entry))
  )
}

export function sitemapIndexXml(children: readonly SitemapEntry[]): string {
  return document(
    'sitemapindex',
    children.map((child) => entryXml('sitemap', child))
  )
}

/** The latest of some W3C dates (the `lastmod` of a child in the index). */
export function latest(dates: readonly (string | undefined)[]): string | undefined {
  return dates.reduce<string | undefined>(
    (max, date) => (date && (!max || Date.parse(date) > Date.parse(max)) ? date : max),
    undefined
  )
}
