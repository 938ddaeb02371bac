import type { Weekday } from '../../../domain/location.ts'
import type fr from '../fr/calendar.ts'

/**
 * English calendar words, written out rather than taken from `Intl` (see ../fr/calendar.ts), as
 * British English writes them: "23 June 2026", "Tuesday 23 June 2026", the 24-hour clock with an
 * unspaced en dash for a range ("08:00–18:00").
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const weekdays: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** "23 June 2026", "1 December 2026": British style, no ordinal suffix. */
const date = (day: number, month: number, year: number) => `${day} ${months[month - 1]} ${year}`

export default {
  months,
  weekdays,
  date,
  /** "Tuesday 23 June 2026". */
  weekdayDate: (weekday: Weekday, day: number, month: number, year: number) =>
    `${weekdays[weekday]} ${date(day, month, year)}`,
  /** A day's opening ranges ("HH:MM" each): "08:00–12:00, 13:00–18:00". */
  timeRanges: (ranges: readonly { from: string; to: string }[]) =>
    ranges.map((range) => `${range.from}–${range.to}`).join(', '),
} satisfies typeof fr
