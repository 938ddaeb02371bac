import type { Block } from '../../client/domain/story.ts'

/**
 * The image to preload for a page whose body opens with a hero: that picture is the largest
 * thing on first paint (the LCP), so the document asks for it before the stylesheet is parsed.
 * Only the first block counts (a hero further down is below the fold), and not when the editor
 * set a mobile crop: a single preload would fetch the wrong file on one of the two layouts.
 */
export function heroPreloadImage(body: readonly Block[]): string | undefined {
  const first = body[0]
  if (first?.component !== 'hero') return undefined
  // The block was validated by the hero schema on the server: `image` is an `Image` there.
  if (first.image_mobile) return undefined
  const image = first.image
  if (typeof image !== 'object' || image === null || !('src' in image)) return undefined
  return typeof image.src === 'string' && image.src !== '' ? image.src : undefined
}
