import type { BlockOf } from '../block-data-map.ts'
import type { ContentTypeName } from '../block-names.ts'
import type { Block } from '../../domain/story.ts'

/**
 * A story's root block as `prepareContent` gives it: its content type schema's output, without
 * the body (the body's blocks are prepared one by one and travel apart).
 */
export type RootOf<K extends ContentTypeName> = Omit<BlockOf<K>, 'body'>

/**
 * Whether a root block is content type `name`'s, as its schema validated it. The one trust point
 * of the content type views and their structured data: `prepareContent`
 * (worker/blocks/prepare-content.ts) parses every root whose name has a schema and replaces one
 * that fails with a bare `page`, so a root named `name` is that schema's output. Schemas
 * transform their input, so the output cannot be parsed again to prove it, and the browser has
 * no zod to do so (docs/decisions/0034).
 */
function isRootOf<K extends ContentTypeName>(
  content: Block,
  name: K
): content is Block & RootOf<K> {
  return content.component === name
}

/** The root block typed by its content type's schema, or null if it is another type's. */
export function rootOf<K extends ContentTypeName>(content: Block, name: K): RootOf<K> | null {
  return isRootOf(content, name) ? content : null
}
