import type { BlockData } from '../../blocks/block-data-map.ts'
import type { ContentStorySummary } from '../../blocks/content-type-views.ts'
import type { Block } from '../../domain/story.ts'

/** What the content loader gives a CMS page (and the live preview gives it again on each edit). */
export interface ContentPageData {
  story: ContentStorySummary
  /** The story's root block (its content type) without its body. */
  content: Block
  /** Section blocks of the body, validated by the server. */
  body: Block[]
  /** The server data of the blocks that have some, by block `_uid`. */
  blockData: Record<string, BlockData>
  /** Every block name used on the page, nested ones included: the code to load. */
  blockTypes: string[]
  preview: boolean
}
