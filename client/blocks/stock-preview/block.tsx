import { useMemo } from 'react'
import type { BlockPropsOf } from '../block-modules.ts'
import { useFormats } from '../../locale/format.ts'
import { useMessages } from '../../locale/messages.ts'
import { stockPreviewMessages } from '../../locale/messages/stock-preview.ts'
import { Link } from '../../../framework/router/link.tsx'
import { lazySlot, prepareSlots } from '../../../framework/hydration/lazy-slot.tsx'
import './block.css'

/**
 * The cards: server-rendered links, so their code (the card, its labels, the favourite and
 * compare buttons' loader) loads beside the page's rather than before its hydration.
 */
const rowSlot = lazySlot(() => import('./preview-row.tsx').then((module) => module.PreviewRow))

/** A row of vehicles from an editor's preset, with a link to the same search in the stock. */
export function Block({ block, data }: BlockPropsOf<'stock_preview'>) {
  const text = useMessages(stockPreviewMessages)
  const format = useFormats()
  const vehicles = data?.vehicles
  // One element per result (see `lazySlot`): the slot keeps the server's HTML while its code loads.
  const row = useMemo(() => vehicles && <rowSlot.Slot vehicles={vehicles} />, [vehicles])
  // Without data (stock unavailable) or without vehicles the block has nothing to show.
  if (!data || data.vehicles.length === 0) return null
  const title = block.title || text.title
  const label =
    block.link_label || (data.total < 2 ? text.one : text.all(format.vehicleCount(data.total)))
  return (
    <section className="stock-preview container" aria-label={title}>
      <div className="stock-preview__head">
        <h2>{title}</h2>
        <Link href={data.href} className="stock-preview__all">
          {label}
        </Link>
      </div>
      {row}
    </section>
  )
}

/**
 * The cards' code: awaited for the Worker's render and a client navigation; on the first
 * hydration it loads once the page has hydrated (see `lazySlot`).
 */
export function prepare(options: { initial: boolean }) {
  return prepareSlots(options, rowSlot)
}
