import type { Closure, Department, Weekday } from '../../domain/location.ts'
import { addDays, weekdayOf } from './calendar-date.ts'
import { formatClockTime } from './clock-time.ts'
import { hasWeeklyOpening, openingIntervals } from './opening-intervals.ts'
import { luxembourgWallClockAt } from '../../locale/zoned-time.ts'

/** An instant together with how Luxembourg clocks and calendars show it. */
export type LuxembourgMoment = {
  instant: Date
  /** ISO calendar date in Luxembourg. */
  date: string
  weekday: Weekday
  /** "HH:MM" on Luxembourg clocks. */
  time: string
}

export function luxembourgMomentOf(instant: number): LuxembourgMoment {
  const { date, minutes } = luxembourgWallClockAt(instant)
  return {
    instant: new Date(instant),
    date,
    weekday: weekdayOf(date),
    time: formatClockTime(minutes),
  }
}

function intervalsAround(department: Department, closures: readonly Closure[], at: number) {
  // Start a day early: yesterday's last range may still be running.
  return openingIntervals(department, closures, addDays(luxembourgWallClockAt(at).date, -1))
}

/**
 * When the department next opens after `instant`; if it is open at `instant`, the opening that
 * follows the current stretch. `null` when nothing opens within the search horizon (no hours at
 * all, or closed for longer than a year).
 *
 * @example nextOpening(showroom, closures, new Date('2026-04-04T17:00:00Z'))
 * // → { date: '2026-04-07', weekday: 'tuesday', time: '08:00', … } after Easter Monday
 */
export function nextOpening(
  department: Department,
  closures: readonly Closure[],
  instant: Date
): LuxembourgMoment | null {
  if (!hasWeeklyOpening(department)) return null
  const at = instant.getTime()
  for (const interval of intervalsAround(department, closures, at)) {
    if (interval.start > at) return luxembourgMomentOf(interval.start)
  }
  return null
}

/**
 * When the department closes, if it is open at `instant`; `null` when it is closed, or when it
 * stays open past the search horizon (round-the-clock hours).
 */
export function nextClosing(
  department: Department,
  closures: readonly Closure[],
  instant: Date
): LuxembourgMoment | null {
  const at = instant.getTime()
  for (const interval of intervalsAround(department, closures, at)) {
    if (interval.start > at) return null
    if (at < interval.end) return interval.openEnded ? null : luxembourgMomentOf(interval.end)
  }
  return null
}
