import { prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import type { BlockPropsOf } from '../block-modules.ts'
import { StockOverview } from '../../features/stock/stock-overview.tsx'
import { StockUnavailable } from '../../features/stock/stock-unavailable.tsx'
import { alertForm, stockFilters, stockResults } from '../../features/stock/stock-slots.tsx'
import { useMessages } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

/** The stock search of a CMS page (`/stock`, the used-car centre, brand pages). */
export function Block({ block, data }: BlockPropsOf<'stock_overview'>) {
  const text = useMessages(stockOverviewMessages).block
  if (!data) return <StockUnavailable title={block.title || text.title} />
  return <StockOverview data={data} />
}

/**
 * The filters', the results' and the alert form's code: awaited for the Worker's render and a client navigation; on the first
 * hydration they load once the page has hydrated (see `lazySlot`).
 */
export function prepare(options: { initial: boolean }) {
  return prepareSlots(options, stockFilters, stockResults, alertForm)
}
