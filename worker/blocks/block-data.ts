import type { BlockDataMap, BlockOf, DataBlockName } from '../../client/blocks/block-data-map.ts'
import type { Block } from '../../client/domain/story.ts'
import type { BlockDataContext, BlockDataLoaders } from './block-data-loader.ts'
import { editorialBlockData } from './editorial-block-data.ts'
import { leaseBlockData } from './lease-block-data.ts'
import { locationBlockData } from './location-block-data.ts'
import { stockBlockData } from './stock-block-data.ts'

/**
 * Blocks that need server data, by component name; each feature keeps its own table, and a block
 * of the data map without a loader is a type error. Other blocks render from their fields alone.
 */
export const blockDataLoaders: BlockDataLoaders = {
  ...editorialBlockData,
  ...stockBlockData,
  ...leaseBlockData,
  ...locationBlockData,
}

/** The data a block's loader gave, with the block's uid and name (which say its type). */
export type LoadedBlockData<K extends DataBlockName = DataBlockName> = {
  [N in K]: { uid: string; name: N; data: BlockDataMap[N] }
}[K]

function hasDataLoader(name: string): name is DataBlockName {
  return Object.hasOwn(blockDataLoaders, name)
}

/**
 * Whether a block is the output of `name`'s schema. The content loader asks for the data of
 * blocks `resolveBlocks` validated with their schema (worker/blocks/resolve-blocks.ts), so a block
 * named `name` is; schemas with transforms cannot be parsed a second time to prove it again.
 */
function isValidated<K extends DataBlockName>(block: Block, name: K): block is Block & BlockOf<K> {
  return block.component === name
}

async function loadOne<K extends DataBlockName>(
  name: K,
  block: Block,
  context: BlockDataContext
): Promise<LoadedBlockData<K> | null> {
  if (!isValidated(block, name)) return null
  const data = await blockDataLoaders[name](block, context)
  const loaded: LoadedBlockData<K> = { uid: block._uid, name, data }
  return loaded
}

/**
 * Runs the data loaders of the given blocks in parallel. A loader that fails leaves its block
 * without data (the block renders its editorial parts) instead of failing the page.
 */
export async function loadBlockData(
  blocks: readonly Block[],
  context: BlockDataContext,
  onError: (error: unknown, block: Block) => void
): Promise<LoadedBlockData[]> {
  const entries = await Promise.all(
    blocks.map(async (block) => {
      const name = block.component
      if (!hasDataLoader(name)) return null
      try {
        return await loadOne(name, block, context)
      } catch (error) {
        onError(error, block)
        return null
      }
    })
  )
  return entries.filter((entry) => entry !== null)
}

/** The page's block data as the page gets it: by block uid. */
export function blockDataByUid(
  loaded: readonly LoadedBlockData[]
): Record<string, BlockDataMap[DataBlockName]> {
  return Object.fromEntries(loaded.map((entry) => [entry.uid, entry.data]))
}
