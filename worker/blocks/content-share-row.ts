import { rootOf } from '../../client/blocks/content-types/root-of.ts'
import {
  SHARE_ROW_BLOCK,
  SHARE_ROW_UID,
  type ShareRowData,
} from '../../client/blocks/share-links/share-row-data.ts'
import type { LeaseOffer } from '../../client/domain/lease-offer.ts'
import type { Block } from '../../client/domain/story.ts'
import type { LoadedBlockData } from './block-data.ts'

/** What the row reads of the blocks' data: the lease offer a `lease_detail` block shows. */
type LoadedEntry =
  | { uid: string; name: 'lease_detail'; data: { offer: Pick<LeaseOffer, 'title' | 'trim'> } }
  | Exclude<LoadedBlockData, { name: 'lease_detail' }>

/**
 * The share row of a content page (docs/decisions/0067): a news article's after its text (at the
 * end of its body, which the article's view shows between the text and the way back to the news),
 * a lease offer's right after its `lease_detail` block. Added after validation, as a block of the
 * body, so that it hydrates as it comes into view like the others (client/blocks/share-links/).
 * Other pages get none: `null`.
 */
export function contentShareRow(
  content: Block,
  body: readonly Block[],
  loaded: readonly LoadedEntry[],
  url: string
): { body: Block[]; data: ShareRowData } | null {
  const row: Block = { component: SHARE_ROW_BLOCK, _uid: SHARE_ROW_UID }
  const article = rootOf(content, 'article')
  if (article) return { body: [...body, row], data: { url, title: article.title } }
  for (const entry of loaded) {
    if (entry.name !== 'lease_detail') continue
    const { offer } = entry.data
    const at = body.findIndex((block) => block._uid === entry.uid)
    // A lease_detail nested in another block: the row goes at the end of the body.
    const after = at === -1 ? body.length : at + 1
    return {
      body: [...body.slice(0, after), row, ...body.slice(after)],
      data: { url, title: `${offer.title} ${offer.trim}` },
    }
  }
  return null
}
