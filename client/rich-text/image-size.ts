/**
 * Intrinsic size of a CMS image when its URL tells it. Storyblok asset URLs carry it as a path
 * segment (`https://a.storyblok.com/f/123/1600x700/abc/name.jpg`); width and height on `<img>`
 * let the browser reserve the space before the file arrives (no layout shift).
 */
export function imageSize(src: string): { width: number; height: number } | null {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(src)
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : null
}

/** The size from the URL, else the size the design crops the image to. */
export function imageSizeOr(
  src: string,
  fallback: { width: number; height: number }
): { width: number; height: number } {
  return imageSize(src) ?? fallback
}

/**
 * `srcset` for a Storyblok asset (its image service resizes with `/m/{width}x0`); undefined for
 * other sources and for SVG, which scale by themselves.
 */
export function storyblokSrcSet(src: string, widths: readonly number[]): string | undefined {
  if (!src.startsWith('https://a.storyblok.com/') || /\.svg$/i.test(src)) return undefined
  return widths.map((width) => `${src}/m/${width}x0 ${width}w`).join(', ')
}
