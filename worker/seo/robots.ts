import { DATA_PREFIX } from '../../framework/payload/payload.ts'

/** robots.txt: everything public is crawlable; payloads and APIs are not pages. */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${DATA_PREFIX}/`,
    'Disallow: /api/',
    'Disallow: /stock/comparer',
    'Disallow: /stock/favoris',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
