import type { BlockPropsOf } from '../block-modules.ts'
import { StockOverview } from '../../features/stock/stock-overview.tsx'
import { StockUnavailable } from '../../features/stock/stock-unavailable.tsx'

/** The stock search of a CMS page (`/stock`, the used-car centre, brand pages). */
export function Block({ block, data }: BlockPropsOf<'stock_overview'>) {
  if (!data) return <StockUnavailable title={block.title || 'Notre stock'} />
  return <StockOverview data={data} />
}
