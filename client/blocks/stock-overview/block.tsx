import type { BlockProps } from '../block-modules.ts'
import type { StockOverviewBlock } from './schema.ts'
import type { StockOverviewData } from '../../features/stock/overview-types.ts'
import { StockOverview } from '../../features/stock/stock-overview.tsx'
import { StockUnavailable } from '../../features/stock/stock-unavailable.tsx'

/** The stock search of a CMS page (`/stock`, the used-car centre, brand pages). */
export function Block({ block, data }: BlockProps<StockOverviewBlock, StockOverviewData | null>) {
  if (!data) return <StockUnavailable title={block.title || 'Notre stock'} />
  return <StockOverview data={data} />
}
