import type { Block } from '../domain/story.ts'

/** Every block name in a tree of blocks (section blocks can hold other section blocks). */
export function blockNames(blocks: readonly Block[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.component)
    for (const value of Object.values(block)) {
      if (Array.isArray(value)) {
        const nested = value.filter(
          (item): item is Block =>
            typeof item === 'object' && item !== null && 'component' in item && '_uid' in item
        )
        blockNames(nested, into)
      }
    }
  }
  return into
}

/**
 * How many blocks at the top of a page hydrate with it (the page's opening block, usually its LCP);
 * the others hydrate when they come near the viewport, which for the second block is at once.
 */
export const EAGER_BLOCK_COUNT = 1

/**
 * Blocks that always hydrate when they come into view, even on the first screen: their server
 * HTML already works on its own (a form posts without JavaScript, the share row's links open
 * WhatsApp and the mail app) and their code is heavy or not wanted at first load.
 */
export const ON_VIEW_BLOCKS: ReadonlySet<string> = new Set([
  'embedded_form',
  'trade_in',
  'share_links',
])

/**
 * The block names whose code a page needs at first load: every name it uses, except those that
 * only appear in blocks below the first `EAGER_BLOCK_COUNT` and the `ON_VIEW_BLOCKS` (they load
 * as they come into view).
 */
export function eagerBlockNames(body: readonly Block[], allNames: readonly string[]): string[] {
  const early = blockNames(body.slice(0, EAGER_BLOCK_COUNT))
  const late = blockNames(body.slice(EAGER_BLOCK_COUNT))
  return allNames.filter(
    (name) => !ON_VIEW_BLOCKS.has(name) && (early.has(name) || !late.has(name))
  )
}
