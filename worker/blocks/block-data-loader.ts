import type { BlockDataMap, BlockOf, DataBlockName } from '../../client/blocks/block-data-map.ts'
import type { Language } from '../../client/locale/language.ts'
import type { Services } from '../services.ts'

/**
 * What a block's data loader reads of the request: the page's address and the services. A page
 * loader's context is one (worker/pages/loader.ts); blocks do not depend on pages.
 */
export interface BlockDataContext {
  url: URL
  /** The page path (without the `/__data` prefix of payload requests). */
  path: string
  /** The page's language: what the block's data is written and linked in. */
  language: Language
  services: Services
}

/** Loads what block `K` shows beyond its own fields (stock, offers, dealerships, articles). */
export type BlockDataLoader<K extends DataBlockName> = (
  block: BlockOf<K>,
  context: BlockDataContext
) => Promise<BlockDataMap[K]>

/** Data loaders by block name, each typed by the data its block's component receives. */
export type BlockDataLoaders<K extends DataBlockName = DataBlockName> = {
  [N in K]: BlockDataLoader<N>
}
