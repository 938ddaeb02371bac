import type { Department, Weekday } from '../../domain/location.ts'
import { weekdays } from './week.ts'
import { capitalize, frenchWeekdayNames } from './french-calendar-names.ts'

export type WeekRow = {
  weekday: Weekday
  /** "Lundi" … "Dimanche". */
  day: string
  open: boolean
  /** "08:00 – 12:00, 13:00 – 18:00", or "Fermé". */
  hours: string
}

/**
 * The rows of an opening-hours table, Monday to Sunday. A range running past midnight keeps its
 * own times ("22:00 – 02:00"): that is how the dealership advertises it.
 */
export function formatWeek(department: Department): WeekRow[] {
  return weekdays.map((weekday) => {
    const hours = department.week[weekday]
    return {
      weekday,
      day: capitalize(frenchWeekdayNames[weekday]),
      open: hours.open,
      hours: hours.open
        ? hours.ranges.map((range) => `${range.from} – ${range.to}`).join(', ')
        : 'Fermé',
    }
  })
}
