import type { Weekday } from '../../../domain/location.ts'
import type fr from '../fr/calendar.ts'

/**
 * German calendar words, written out rather than taken from `Intl` (see ../fr/calendar.ts): "23.
 * Juni 2026", "Dienstag, 23. Juni 2026", times as DIN 5008 writes them ("08:00–18:00 Uhr").
 */
const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]

const weekdays: Record<Weekday, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
}

/** "23. Juni 2026", "1. Dezember 2026": the day is an ordinal, written with a dot. */
const date = (day: number, month: number, year: number) => `${day}. ${months[month - 1]} ${year}`

export default {
  months,
  weekdays,
  date,
  /** "Dienstag, 23. Juni 2026". */
  weekdayDate: (weekday: Weekday, day: number, month: number, year: number) =>
    `${weekdays[weekday]}, ${date(day, month, year)}`,
  /**
   * "08:00–12:00, 13:00–18:00 Uhr": the en dash between times without spaces and "Uhr" once,
   * after the last time (DIN 5008), kept on its line by a no-break space.
   */
  timeRanges: (ranges: readonly { from: string; to: string }[]) =>
    `${ranges.map((range) => `${range.from}–${range.to}`).join(', ')}\u00a0Uhr`,
} satisfies typeof fr
