import type { Closure, Department } from '../../domain/location.ts'
import { addDays, weekdayOf } from './calendar-date.ts'
import { minutesOfClockTime } from './clock-time.ts'
import { instantOfLuxembourgWallClock } from '../../locale/zoned-time.ts'

/** A stretch of time, in epoch milliseconds, during which a department is open: [start, end). */
export type OpeningInterval = {
  start: number
  end: number
  /** True when the stretch was still open at the end of the search horizon: no closing is known. */
  openEnded: boolean
}

/**
 * How far ahead openings are looked for. A year and a bit covers any realistic run of closures
 * (a dealership shut for renovation) while still ending for a department that never opens.
 */
export const searchHorizonDays = 400

/**
 * The department's opening stretches in time order, starting with the ranges of `fromDate`
 * (a Luxembourg calendar date) and going on for `days` days.
 *
 * A closure shuts the whole calendar day: the ranges of that day are dropped, and a range of the
 * day before that runs past midnight stops at midnight. Touching or overlapping stretches (a
 * 22:00–02:00 range followed by a 00:00–06:00 one) are merged, so that an interval's end is a real
 * closing time.
 */
export function* openingIntervals(
  department: Department,
  closures: readonly Pick<Closure, 'date'>[],
  fromDate: string,
  days: number = searchHorizonDays
): Generator<OpeningInterval> {
  const closedDates = new Set(closures.map((closure) => closure.date))
  let pending: OpeningInterval | undefined

  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(fromDate, offset)
    const hours = department.week[weekdayOf(date)]
    if (!hours.open || closedDates.has(date)) continue
    const nextDate = addDays(date, 1)

    for (const range of hours.ranges) {
      const from = minutesOfClockTime(range.from)
      const to = minutesOfClockTime(range.to)
      const start = instantOfLuxembourgWallClock(date, from)
      const end =
        to > from
          ? instantOfLuxembourgWallClock(date, to)
          : instantOfLuxembourgWallClock(nextDate, closedDates.has(nextDate) ? 0 : to)
      // Only possible for a range lying wholly inside the hour skipped in March.
      if (end <= start) continue

      if (pending !== undefined && start <= pending.end) {
        pending.end = Math.max(pending.end, end)
      } else {
        if (pending !== undefined) yield pending
        pending = { start, end, openEnded: false }
      }
    }
  }

  if (pending !== undefined) {
    const horizon = instantOfLuxembourgWallClock(addDays(fromDate, days), 0)
    yield { ...pending, openEnded: pending.end >= horizon }
  }
}

/** Whether any day of the week has opening hours at all (a department may be closed for good). */
export function hasWeeklyOpening(department: Department): boolean {
  return Object.values(department.week).some((hours) => hours.open)
}
