import { useEffect, useRef, useState } from 'react'
import type { VehicleSummary } from '../../domain/vehicle.ts'
import { Link } from '../../../framework/router/link.tsx'
import { href, vehiclePath } from '../../routes/href.ts'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icons.tsx'
import { compareRows, rowDiffers } from './compare-rows.ts'
import { moveInCompare, removeFromCompare } from './compare-store.ts'
import { compareMessages } from '../../locale/messages/compare.ts'
import { useFormats } from '../../locale/format.ts'
import { usePriceSuffix } from '../../locale/price-suffix.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'

type Action = 'left' | 'right' | 'remove'

/**
 * Vehicles side by side, one column each, one row per attribute; rows whose values differ are
 * marked (in words, not only in colour) and can be shown alone. Columns move with buttons, so
 * reordering works with the keyboard and a screen reader; focus follows the moved vehicle.
 */
export function CompareTable({ vehicles }: { vehicles: readonly VehicleSummary[] }) {
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const messages = useMessages(compareMessages)
  const language = useLanguage()
  const text = messages.table
  const format = useFormats()
  const suffix = usePriceSuffix()
  const focusAfter = useRef<{ id: number; action: Action } | null>(null)
  const table = useRef<HTMLDivElement>(null)
  const order = vehicles.map((vehicle) => vehicle.id).join(',')

  useEffect(() => {
    const wanted = focusAfter.current
    focusAfter.current = null
    if (!wanted || !table.current) return
    const find = (action: Action) =>
      table.current?.querySelector<HTMLButtonElement>(
        `[data-compare-action="${action}-${wanted.id}"]:not(:disabled)`
      )
    // At an end the pressed button is disabled: the other direction keeps the focus nearby.
    const target = find(wanted.action) ?? find(wanted.action === 'left' ? 'right' : 'left')
    target?.focus()
  }, [order])

  const move = (id: number, action: 'left' | 'right') => {
    focusAfter.current = { id, action }
    moveInCompare(id, action === 'left' ? -1 : 1)
  }
  const rows = compareRows.map((row) => ({
    row,
    differs: rowDiffers(row, vehicles, messages.rows, format, suffix),
  }))
  const shown = onlyDifferences ? rows.filter((entry) => entry.differs) : rows

  return (
    <div className="compare-table" ref={table}>
      <label className="compare-table__filter">
        <input
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        {text.onlyDifferences}
      </label>
      <div className="compare-table__scroll" role="region" aria-label={text.label} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{text.caption(vehicles.length)}</caption>
          <thead>
            <tr>
              <td />
              {vehicles.map((vehicle, index) => {
                const image = vehicle.images[0]
                return (
                  <th key={vehicle.id} scope="col" data-testid="compare-column">
                    {image && (
                      <img
                        src={image.url}
                        alt=""
                        width={image.width}
                        height={image.height}
                        loading="lazy"
                      />
                    )}
                    <Link
                      className="compare-table__title"
                      href={vehiclePath(vehicle.slug, language)}
                    >
                      {vehicle.title}
                    </Link>
                    <span className="compare-table__trim">{vehicle.trim}</span>
                    {vehicle.status === 'reserved' && (
                      <span className="reserved-badge" data-testid="reserved-badge">
                        {text.reserved}
                      </span>
                    )}
                    <span className="compare-table__offer">
                      <Button
                        to={href('stock-vehicle-interest', { vehicle: vehicle.slug }, language)}
                        size="small"
                        label={
                          <>
                            {text.requestOffer}
                            <span className="visually-hidden">
                              {messages.vehicleSeparator}
                              {vehicle.title}
                            </span>
                          </>
                        }
                      />
                    </span>
                    <span className="compare-table__actions">
                      <button
                        type="button"
                        data-compare-action={`left-${vehicle.id}`}
                        disabled={index === 0}
                        onClick={() => move(vehicle.id, 'left')}
                      >
                        <Icon name="arrow-left" size={16} />
                        <span className="visually-hidden">{text.moveLeft(vehicle.title)}</span>
                      </button>
                      <button
                        type="button"
                        data-compare-action={`right-${vehicle.id}`}
                        disabled={index === vehicles.length - 1}
                        onClick={() => move(vehicle.id, 'right')}
                      >
                        <Icon name="arrow-right" size={16} />
                        <span className="visually-hidden">{text.moveRight(vehicle.title)}</span>
                      </button>
                      <button
                        type="button"
                        data-compare-action={`remove-${vehicle.id}`}
                        onClick={() => removeFromCompare(vehicle.id)}
                      >
                        <Icon name="close" size={16} />
                        <span className="visually-hidden">{text.remove(vehicle.title)}</span>
                      </button>
                    </span>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ row, differs }) => (
              <tr key={row.label} className={differs ? 'compare-table__differs' : undefined}>
                <th scope="row">
                  {messages.rows.labels[row.label]}
                  {differs && <span className="compare-table__badge">{text.differs}</span>}
                </th>
                {vehicles.map((vehicle) => (
                  <td key={vehicle.id}>{row.value(vehicle, messages.rows, format, suffix)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
