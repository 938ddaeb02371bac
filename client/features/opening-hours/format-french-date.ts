import { weekdayOf } from './calendar-date.ts'
import { frenchMonthNames } from '../../locale/month-names.ts'
import { frenchWeekdayNames } from '../../locale/weekday-names.ts'

/**
 * "lundi 25 mai 2026", "vendredi 1er mai 2026" for an ISO date: written out rather than through
 * `Intl`, so the server and the browser print the same words (no hydration mismatch).
 */
export function formatFrenchDate(isoDate: string): string {
  const [year, month = 1, day = 1] = isoDate.split('-').map(Number)
  const dayWord = day === 1 ? '1er' : String(day)
  return `${frenchWeekdayNames[weekdayOf(isoDate)]} ${dayWord} ${frenchMonthNames[month - 1]} ${year}`
}
