import type { Weekday } from '../../../domain/location.ts'

/**
 * French calendar words, written out rather than taken from `Intl`: the visible wording must not
 * depend on the ICU data of the runtime (Node on the build machine, workerd at the edge, the
 * browser). Read by the dates (client/locale/format-calendar-date.ts, the closures' long date)
 * and the opening hours (their catalogue, the week's table). Month numbers run from 1 to 12.
 */
const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]

const weekdays: Record<Weekday, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
}

/** "23 juin 2026", "1er décembre 2026": the first of a month is "1er". */
const date = (day: number, month: number, year: number) =>
  `${day === 1 ? '1er' : day} ${months[month - 1]} ${year}`

export default {
  months,
  weekdays,
  date,
  /** "mardi 23 juin 2026". */
  weekdayDate: (weekday: Weekday, day: number, month: number, year: number) =>
    `${weekdays[weekday]} ${date(day, month, year)}`,
  /** A day's opening ranges ("HH:MM" each): "08:00 – 12:00, 13:00 – 18:00". */
  timeRanges: (ranges: readonly { from: string; to: string }[]) =>
    ranges.map((range) => `${range.from} – ${range.to}`).join(', '),
}
