import { formatCalendarDate } from './format-calendar-date.ts'
import type { Language } from './language.ts'
import { luxembourgWallClockAt } from './zoned-time.ts'

/**
 * Dates per language (client/locale/format.ts has numbers, money and units). A module of its own:
 * the time-zone code it needs would otherwise be part of the first load of every page, through
 * the app's shared code, while only a few pages show a date (docs/decisions/0030). A date known
 * to be a calendar day needs no time zone: `formatCalendarDate`.
 */

/**
 * A calendar date on Luxembourg's calendar: "23 juin 2026", "1er décembre 2026", "23. Juni 2026".
 * An ISO date ("2026-06-23") is read as that day; an instant as the day it is in Luxembourg.
 */
export function formatDate(value: Date | string, language: Language): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatCalendarDate(value, language)
  }
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime()
  if (!Number.isFinite(instant)) return '—'
  return formatCalendarDate(luxembourgWallClockAt(instant).date, language)
}
