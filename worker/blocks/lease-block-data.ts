import type { BlockDataLoaders } from './block-data.ts'

/** Data loaders of the lease blocks, by component name. */
export const leaseBlockData: BlockDataLoaders = {}
