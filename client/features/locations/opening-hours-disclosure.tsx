import type { Closure, Department } from '../../domain/location.ts'
import type { OpenStatus } from '../opening-hours/open-status.ts'
import { trackLocation } from './location-analytics.ts'
import { OpenStatusBadge } from './open-status-badge.tsx'
import { OpeningHoursTable } from './opening-hours-table.tsx'
import './locations.css'
import { useMessages } from '../../locale/messages.ts'
import { locationsMessages } from '../../locale/messages/locations.ts'

export interface OpeningHoursDisclosureProps {
  /** The dealership's slug (the analytics location id). */
  location: string
  departments: { showroom: Department; workshop: Department }
  closures: readonly Closure[]
  /** The showroom's status computed by the server for this response. */
  status: OpenStatus
  /** Extra analytics payload, e.g. the vehicle being viewed. */
  analytics?: Record<string, unknown>
}

/**
 * The showroom's open/closed status with the week's hours behind a native disclosure (works
 * without JavaScript). For the vehicle page: opening it fires `click_vehicle_show_openinghours`.
 */
export function OpeningHoursDisclosure({
  location,
  departments,
  closures,
  status,
  analytics,
}: OpeningHoursDisclosureProps) {
  const text = useMessages(locationsMessages)
  return (
    <div className="opening-hours-disclosure">
      <OpenStatusBadge department={departments.showroom} closures={closures} initial={status} />
      <details
        onToggle={(event) => {
          if (event.currentTarget.open) {
            trackLocation('click_vehicle_show_openinghours', location, analytics)
          }
        }}
      >
        <summary>{text.showHours}</summary>
        <div className="opening-hours-disclosure__tables">
          <OpeningHoursTable department={departments.showroom} />
          <OpeningHoursTable department={departments.workshop} />
        </div>
      </details>
    </div>
  )
}
