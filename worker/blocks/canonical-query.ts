import type { BlockDataMap, DataBlockName } from '../../client/blocks/block-data-map.ts'
import type { Block } from '../../client/domain/story.ts'
import type { LoadedBlockData } from './block-data.ts'

/**
 * The query a content page's canonical URL keeps. A page's address only carries meaning through
 * the blocks that read it (a stock search, a page of the news list), so each such block says
 * which part of the query it understood, in canonical form; what no block understood (a bad
 * `?page=0`, `?sort=bogus`, a filter value nobody knows, tracking tags) never reaches the
 * canonical URL. The site's whitelist (site-config.ts) then keeps the parameters worth indexing.
 */
const canonicalParams: {
  [K in DataBlockName]?: (data: NonNullable<BlockDataMap[K]>) => URLSearchParams
} = {
  stock_overview(overview) {
    const params = new URLSearchParams(overview.search)
    const { page, totalPages } = overview.pagination
    // A page past the end answers with a way back, not with vehicles: not a page of its own.
    if (page > 1 && page <= totalPages) params.append('page', String(page))
    return params
  },
  article_overview({ page }) {
    return new URLSearchParams(page > 1 ? { page: String(page) } : {})
  },
}

function paramsOf<K extends DataBlockName>(entry: LoadedBlockData<K>): URLSearchParams | null {
  const read = canonicalParams[entry.name]
  const { data } = entry
  if (!read || data === null || data === undefined) return null
  return read(data)
}

export function blocksCanonicalQuery(
  blocks: readonly Block[],
  loaded: readonly LoadedBlockData[]
): URLSearchParams {
  const byUid = new Map(loaded.map((entry) => [entry.uid, entry]))
  const query = new URLSearchParams()
  for (const block of blocks) {
    const entry = byUid.get(block._uid)
    const params = entry ? paramsOf(entry) : null
    if (!params) continue
    for (const [name, value] of params) {
      if (!query.getAll(name).includes(value)) query.append(name, value)
    }
  }
  return query
}
