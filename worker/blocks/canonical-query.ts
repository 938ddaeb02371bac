import type { ArticleListData } from '../../client/blocks/article-latest/article-data.ts'
import type { SectionBlockName } from '../../client/blocks/block-names.ts'
import type { Block } from '../../client/domain/story.ts'
import type { StockOverviewData } from '../../client/features/stock/overview-types.ts'

/**
 * The query a content page's canonical URL keeps. A page's address only carries meaning through
 * the blocks that read it (a stock search, a page of the news list), so each such block says
 * which part of the query it understood, in canonical form; what no block understood (a bad
 * `?page=0`, `?sort=bogus`, a filter value nobody knows, tracking tags) never reaches the
 * canonical URL. The site's whitelist (site-config.ts) then keeps the parameters worth indexing.
 */
const canonicalParams: Partial<Record<SectionBlockName, (data: unknown) => URLSearchParams>> = {
  stock_overview(data) {
    const overview = data as StockOverviewData
    const params = new URLSearchParams(overview.search)
    const { page, totalPages } = overview.pagination
    // A page past the end answers with a way back, not with vehicles: not a page of its own.
    if (page > 1 && page <= totalPages) params.append('page', String(page))
    return params
  },
  article_overview(data) {
    const { page } = data as ArticleListData
    return new URLSearchParams(page > 1 ? { page: String(page) } : {})
  },
}

export function blocksCanonicalQuery(
  blocks: readonly Block[],
  blockData: Readonly<Record<string, unknown>>
): URLSearchParams {
  const query = new URLSearchParams()
  for (const block of blocks) {
    const read = canonicalParams[block.component as SectionBlockName]
    const data = blockData[block._uid]
    if (!read || data === undefined || data === null) continue
    for (const [name, value] of read(data)) {
      if (!query.getAll(name).includes(value)) query.append(name, value)
    }
  }
  return query
}
