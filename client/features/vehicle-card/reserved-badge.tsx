import type { VehicleStatus } from '../../domain/vehicle.ts'
import { useMessages } from '../../locale/messages.ts'
import { vehicleCardMessages } from '../../locale/messages/vehicle-card.ts'
import './reserved-badge.css'

/**
 * "Réservé" on a reserved vehicle (its card, its page, its column in compare): still shown and
 * still open to questions, but promised to someone. Nothing for any other status.
 */
export function ReservedBadge({
  status,
  className,
}: {
  status: VehicleStatus
  className?: string
}) {
  const text = useMessages(vehicleCardMessages)
  if (status !== 'reserved') return null
  return (
    <span
      className={`reserved-badge${className ? ` ${className}` : ''}`}
      data-testid="reserved-badge"
    >
      {text.reserved}
    </span>
  )
}
