import { BlockList } from '../block-list.tsx'
import type { BlockProps } from '../block-modules.ts'
import { isBlock } from '../../domain/is-block.ts'
import type { Block as ContentBlock } from '../../domain/story.ts'
import type { GlobalReferenceBlock } from './schema.ts'

function bodyOf(content: ContentBlock): ContentBlock[] {
  // The server validated these blocks when it prepared the page (worker/blocks/prepare-content.ts);
  // the check only tells the compiler what the field holds.
  return Array.isArray(content.body) ? content.body.filter(isBlock) : []
}

/**
 * Section block: the sections of shared `global` stories (e.g. the trade-in banner), rendered
 * in place as if they were part of this page.
 */
export function Block({ block }: BlockProps<GlobalReferenceBlock>) {
  return (
    <>
      {block.references.map((story) => (
        <BlockList key={story.uuid} blocks={bodyOf(story.content)} />
      ))}
    </>
  )
}
