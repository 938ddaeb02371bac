import type { BlockDataLoaders } from './block-data.ts'

/** Data loaders of the editorial blocks, by component name. */
export const editorialBlockData: BlockDataLoaders = {}
