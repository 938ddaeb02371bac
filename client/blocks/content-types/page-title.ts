import type { Block } from '../../domain/story.ts'

/** Section blocks that show the page's h1 when they open the body. */
const TITLE_BLOCKS = new Set(['hero', 'stock_hero', 'lease_detail'])

/**
 * Set by the server on the root block (`worker/blocks/prepare-content.ts`): whether the body
 * opens with a block that carries the page title, so a view adds its own h1 only when needed.
 */
export const TITLE_IN_BODY = '_titleInBody'

export function bodyOpensWithTitle(body: readonly Block[]): boolean {
  return TITLE_BLOCKS.has(body[0]?.component ?? '')
}

export function titleInBody(content: Block): boolean {
  return content[TITLE_IN_BODY] === true
}
