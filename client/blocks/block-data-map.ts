import type { z } from 'zod'
import type { DataOf } from './block-data-marker.ts'
import type { BlockName } from './block-names.ts'
import type { blockSchemas } from './block-schemas.ts'
import type { ShareRowData } from './share-links/share-row-data.ts'

type Schemas = typeof blockSchemas

/**
 * The server data of each block that has some, by block name, derived from the registry
 * (`withData` in `block-schemas.ts`): the one definition the Worker's block data loaders produce
 * and the block components receive. `null` where the loader answers "nothing to show" (an unknown
 * dealership, a stock search that could not run).
 */
export type BlockDataMap = {
  [K in keyof Schemas as [DataOf<Schemas[K]>] extends [never] ? never : K]: DataOf<Schemas[K]>
}

/** The blocks that load server data. */
export type DataBlockName = keyof BlockDataMap & BlockName

/** A block as its schema validated it. */
export type BlockOf<K extends BlockName> = z.output<(typeof blockSchemas)[K]>

/** Any block as its schema validated it: a union discriminated by `component`. */
export type ValidatedBlock = { [K in BlockName]: BlockOf<K> }[BlockName]

/**
 * The data a block's component gets: its loader's, or `undefined` when the loader failed (the
 * block then renders its editorial parts) or the block loads none.
 */
export type BlockDataOf<K extends BlockName> = K extends DataBlockName
  ? BlockDataMap[K] | undefined
  : undefined

/**
 * Any block's server data as a page carries it (`ContentPageData.blockData`, by block uid): a
 * loader's, or the share row's the content loader adds.
 */
export type BlockData = BlockDataMap[DataBlockName] | ShareRowData
