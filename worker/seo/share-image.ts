import type { ShareImage } from '../../framework/payload/payload.ts'

/** The size link previews (Open Graph, WhatsApp, Slack, X) show best: 1.91:1, 1200 px wide. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const

/** A picture a page is about, as the page has it (a stock photo, a CMS asset). */
export interface PageImage {
  url: string
  width?: number | undefined
  height?: number | undefined
  alt?: string | undefined
}

/**
 * A page's picture as link previews want it (`og:image`, docs/decisions/0067): an absolute URL,
 * cropped to 1200 × 630 by Storyblok's image service when it is a Storyblok raster asset; any
 * other picture (the stock's photos, served from the site) as it is, with its own size, which
 * the stock gives at 1200 px wide. Null for a URL that is neither an https asset nor a path.
 */
export function shareImage(image: PageImage, siteUrl: string): ShareImage | null {
  const { url } = image
  const alt = image.alt ? { alt: image.alt } : {}
  if (url.startsWith('https://a.storyblok.com/') && !/\.svg$/i.test(url)) {
    return {
      url: `${url}/m/${PREVIEW_SIZE.width}x${PREVIEW_SIZE.height}/smart`,
      ...PREVIEW_SIZE,
      ...alt,
    }
  }
  let absolute: URL
  try {
    absolute = new URL(url, siteUrl)
  } catch {
    return null
  }
  if (absolute.protocol !== 'https:' && absolute.origin !== new URL(siteUrl).origin) return null
  const size = image.width && image.height ? { width: image.width, height: image.height } : {}
  return { url: absolute.href, ...size, ...alt }
}
