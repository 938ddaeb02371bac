import { rootOf } from '../../client/blocks/content-types/root-of.ts'
import type { Block } from '../../client/domain/story.ts'
import type { PageImage } from '../seo/share-image.ts'
import type { LoadedBlockData } from './block-data.ts'

/**
 * The picture link previews show of a content page (`og:image`): an article's own image, a lease
 * offer's photo (its `lease_detail` block's offer), else the picture of a hero opening the page.
 * None for other pages: the site's default card has no picture.
 */
export function contentShareImage(
  content: Block,
  body: readonly Block[],
  loaded: readonly LoadedBlockData[]
): PageImage | undefined {
  const article = rootOf(content, 'article')
  if (article) return { url: article.image.src, alt: article.image.alt }
  for (const entry of loaded) {
    if (entry.name === 'lease_detail') return entry.data.offer.image
  }
  const first = body[0]
  if (first?.component === 'hero') {
    const image: unknown = first.image
    if (
      typeof image === 'object' &&
      image !== null &&
      'src' in image &&
      typeof image.src === 'string' &&
      image.src !== ''
    ) {
      return {
        url: image.src,
        ...('alt' in image && typeof image.alt === 'string' ? { alt: image.alt } : {}),
      }
    }
  }
  return undefined
}
