import type { BlockDataLoaders } from './block-data.ts'

/** Data loaders of the location blocks, by component name. */
export const locationBlockData: BlockDataLoaders = {}
