import type { BlockDataLoaders } from './block-data.ts'

/** Data loaders of the stock blocks, by component name. */
export const stockBlockData: BlockDataLoaders = {}
