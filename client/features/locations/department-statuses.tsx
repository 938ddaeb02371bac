import type { Location } from '../../domain/location.ts'
import type { OpenStatus } from '../opening-hours/open-status.ts'
import { OpenStatusBadge } from './open-status-badge.tsx'

/** Showroom and workshop, each open or closed now (server status first, refreshed in the browser). */
export function DepartmentStatuses({
  location,
  status,
}: {
  location: Pick<Location, 'departments' | 'closures'>
  status: { showroom: OpenStatus; workshop: OpenStatus }
}) {
  const { showroom, workshop } = location.departments
  return (
    <>
      <OpenStatusBadge
        department={showroom}
        closures={location.closures}
        initial={status.showroom}
        label={showroom.label}
      />
      <OpenStatusBadge
        department={workshop}
        closures={location.closures}
        initial={status.workshop}
        label={workshop.label}
      />
    </>
  )
}
