import type { Language } from './language.ts'
import { calendarMessages } from './messages/calendar.ts'
import { messagesOf } from './messages.ts'

/**
 * A calendar date ("2026-06-23") in `language`: "23 juin 2026", "1er décembre 2026",
 * "23. Juni 2026"; "—" for anything else. No time zone is involved, so unlike `formatDate`
 * (format-date.ts, which also reads instants on Luxembourg's clock) this takes none of the
 * time-zone code into the first load of a page that shows a date its data already gives as a
 * day, as a lease offer's end of validity.
 */
export function formatCalendarDate(isoDate: string, language: Language): string {
  const parts = calendarDateParts(isoDate)
  if (!parts) return '—'
  return messagesOf(calendarMessages, language).date(parts.day, parts.month, parts.year)
}

/** Day, month (1 to 12) and year of an ISO date, or `undefined` when it is not one. */
export function calendarDateParts(
  isoDate: string
): { year: number; month: number; day: number } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return undefined
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return undefined
  return { year, month, day }
}
