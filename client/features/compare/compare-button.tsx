import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Icon } from '../../ui/icons.tsx'
import { toSavedVehicle } from '../favourites/persisted-list.ts'
import type { ToolVehicle } from '../favourites/favourite-button.tsx'
import { showToast } from '../toasts/toast-store.ts'
import { COMPARE_MAX } from './compare-rules.ts'
import { addToCompare, compareList, compareState, removeFromCompare } from './compare-store.ts'
import './compare-button.css'
import { compareMessages } from '../../locale/messages/compare.ts'
import { useMessages } from '../../locale/messages.ts'

/**
 * "Comparer" on vehicle cards and detail pages: a toggle button. A seventh vehicle is refused
 * with the message of spec §5, both as a toast and next to the button that was pressed.
 */
export function CompareButton({ vehicle }: { vehicle: ToolVehicle }) {
  const { items } = useSnapshot(compareState)
  const text = useMessages(compareMessages)
  const [refusedAt, setRefusedAt] = useState<number | null>(null)
  const messageId = `compare-refused-${vehicle.id}`
  useEffect(() => compareList.load(), [])
  const pressed = items.some((item) => item.id === vehicle.id)
  // Once the visitor made room, the refusal no longer applies.
  const refused = refusedAt !== null && items.length >= COMPARE_MAX

  function toggle() {
    if (pressed) return removeFromCompare(vehicle.id)
    if (addToCompare(toSavedVehicle(vehicle))) return setRefusedAt(null)
    setRefusedAt(items.length)
    showToast(text.limit, 'error')
  }

  return (
    <span className="compare-button">
      <button
        type="button"
        className="compare-button__toggle"
        aria-pressed={pressed}
        aria-describedby={refused ? messageId : undefined}
        onClick={toggle}
      >
        <Icon name={pressed ? 'check' : 'compare'} size={16} />
        <span>{text.button}</span>
        <span className="visually-hidden">
          {text.vehicleSeparator}
          {vehicle.title}
        </span>
      </button>
      {refused && (
        <span id={messageId} className="compare-button__error">
          {text.limit}
        </span>
      )}
    </span>
  )
}
