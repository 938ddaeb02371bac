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
