import type { Weekday } from '../../domain/location.ts'
import { utcMidnight } from '../../locale/zoned-time.ts'
import { weekdays } from './week.ts'

/**
 * Calendar arithmetic on ISO dates ("2026-04-05") with no time and no zone attached. Dates are
 * computed through UTC midnights only because UTC has no daylight saving: every day is 24 h long.
 */

const DAY_MS = 86_400_000

function isoDateOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

export function isoDate(year: number, month: number, day: number): string {
  return isoDateOfUtc(Date.UTC(year, month - 1, day))
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOfUtc(utcMidnight(isoDate) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS)
}

export function weekdayOf(isoDate: string): Weekday {
  // getUTCDay counts from Sunday = 0; the app's week starts on Monday.
  const weekday = weekdays[(new Date(utcMidnight(isoDate)).getUTCDay() + 6) % 7]
  if (weekday === undefined) throw new RangeError(`Not an ISO date: ${isoDate}`)
  return weekday
}
