import type { Department, Weekday } from '../../domain/location.ts'
import { weekdays } from './week.ts'
import { capitalize } from './french-calendar-names.ts'
import type { Language } from '../../locale/language.ts'
import { openingHoursMessages } from '../../locale/messages/opening-hours.ts'
import { messagesOf } from '../../locale/messages.ts'

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
 * own times ("22:00 – 02:00"): that is how the dealership advertises it. In `language`.
 */
export function formatWeek(department: Department, language: Language): WeekRow[] {
  const text = messagesOf(openingHoursMessages, language)
  return weekdays.map((weekday) => {
    const hours = department.week[weekday]
    return {
      weekday,
      day: capitalize(text.weekdays[weekday]),
      open: hours.open,
      hours: hours.open
        ? hours.ranges.map((range) => `${range.from} – ${range.to}`).join(', ')
        : text.closed,
    }
  })
}
