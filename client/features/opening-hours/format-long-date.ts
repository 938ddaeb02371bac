import { weekdayOf } from './calendar-date.ts'
import { calendarDateParts } from '../../locale/format-calendar-date.ts'
import type { Language } from '../../locale/language.ts'
import { calendarMessages } from '../../locale/messages/calendar.ts'
import { messagesOf } from '../../locale/messages.ts'

/**
 * "lundi 25 mai 2026", "vendredi 1er mai 2026", "Freitag, 1. Mai 2026" for an ISO date: written
 * out rather than through `Intl`, so the server and the browser print the same words (no
 * hydration mismatch). "—" for anything but an ISO date.
 */
export function formatLongDate(isoDate: string, language: Language): string {
  const parts = calendarDateParts(isoDate)
  if (!parts) return '—'
  return messagesOf(calendarMessages, language).weekdayDate(
    weekdayOf(isoDate),
    parts.day,
    parts.month,
    parts.year
  )
}
