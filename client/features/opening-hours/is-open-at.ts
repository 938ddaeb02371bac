import type { Closure, Department } from '../../domain/location.ts'
import { addDays } from './calendar-date.ts'
import { openingIntervals } from './opening-intervals.ts'
import { luxembourgWallClockAt } from '../../locale/zoned-time.ts'

/**
 * Whether the department is open at `instant`, reading its hours on Luxembourg clocks.
 *
 * @example isOpenAt(location.departments.showroom, location.closures, new Date())
 */
export function isOpenAt(
  department: Department,
  closures: readonly Pick<Closure, 'date'>[],
  instant: Date
): boolean {
  const at = instant.getTime()
  const today = luxembourgWallClockAt(at).date
  // Yesterday's ranges are included because one of them may run past midnight into today.
  for (const interval of openingIntervals(department, closures, addDays(today, -1), 2)) {
    if (interval.start > at) return false
    if (at < interval.end) return true
  }
  return false
}
