import type { Location } from '../../domain/location.ts'
import { ClosureList } from './closure-list.tsx'
import { OpeningHoursTable } from './opening-hours-table.tsx'

/** A dealership's week, showroom then workshop, and its coming closures. */
export function LocationHours({
  location,
}: {
  location: Pick<Location, 'departments' | 'closures'>
}) {
  return (
    <div className="location-hours">
      <OpeningHoursTable department={location.departments.showroom} />
      <OpeningHoursTable department={location.departments.workshop} />
      <ClosureList closures={location.closures} />
    </div>
  )
}
