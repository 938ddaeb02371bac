import type { BlockPropsOf } from '../block-modules.ts'
import { QuickSearch } from '../../features/stock/quick-search.tsx'
import { useFormats } from '../../locale/format.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockQuickEntryMessages } from '../../locale/messages/stock-quick-entry.ts'
import { Link } from '../../../framework/router/link.tsx'
import './block.css'

/** The quick search (brand, model, price, fuel) and shortcut tiles into the stock. */
export function Block({ block, data }: BlockPropsOf<'stock_quick_entry'>) {
  const text = useMessages(stockQuickEntryMessages)
  const format = useFormats()
  if (!data) return null
  const title = block.title || text.title
  const heading = text.headings[block.entry_type]
  return (
    <section className="stock-quick-entry container" aria-label={title}>
      <h2>{title}</h2>
      <QuickSearch data={data.quickSearch} idPrefix={`quick-search-${block._uid}`} />
      {data.tiles.length > 0 && (
        <nav aria-label={text.tilesLabel(heading)}>
          <h3 className="stock-quick-entry__subtitle">{heading}</h3>
          <ul className="stock-quick-entry__tiles">
            {data.tiles.map((tile) => (
              <li key={tile.href}>
                <Link href={tile.href} className="stock-quick-entry__tile">
                  <span>{tile.label}</span>
                  <span className="stock-quick-entry__count">
                    {format.vehicleCount(tile.count)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
