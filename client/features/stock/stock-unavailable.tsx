import { siteBasics } from '../../config/site-basics.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

/**
 * What a stock block shows when the stock API failed and nothing was cached: the page still
 * renders, with a way to reach a person.
 */
export function StockUnavailable({ title }: { title: string }) {
  const text = useMessages(stockOverviewMessages).results.unavailable
  return (
    <section className="stock-overview container" aria-label={title}>
      <h2>{title}</h2>
      <p role="status" className="stock-results__empty">
        {text.before}
        {siteBasics.name}
        {text.after}
      </p>
    </section>
  )
}
