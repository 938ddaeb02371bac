import type { SectionBlockName } from '../../client/blocks/block-names.ts'
import type { Block } from '../../client/domain/story.ts'
import type { LoaderContext } from '../pages/loader.ts'
import { editorialBlockData } from './editorial-block-data.ts'
import { leaseBlockData } from './lease-block-data.ts'
import { locationBlockData } from './location-block-data.ts'
import { stockBlockData } from './stock-block-data.ts'

/** Loads what a block shows beyond its own fields (stock, offers, dealerships, articles). */
export type BlockDataLoader = (block: Block, context: LoaderContext) => Promise<unknown>
export type BlockDataLoaders = Partial<Record<SectionBlockName, BlockDataLoader>>

/**
 * Blocks that need server data, by component name; each feature keeps its own table. Blocks
 * without an entry render from their fields alone.
 */
export const blockDataLoaders: BlockDataLoaders = {
  ...editorialBlockData,
  ...stockBlockData,
  ...leaseBlockData,
  ...locationBlockData,
}

/**
 * Runs the data loaders of the given blocks in parallel. A loader that fails leaves its block
 * without data (the block renders its editorial parts) instead of failing the page.
 */
export async function loadBlockData(
  blocks: readonly Block[],
  context: LoaderContext,
  onError: (error: unknown, block: Block) => void
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    blocks.map(async (block) => {
      const load = blockDataLoaders[block.component as SectionBlockName]
      if (!load) return null
      try {
        return [block._uid, await load(block, context)] as const
      } catch (error) {
        onError(error, block)
        return null
      }
    })
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}
