import type { Closure, Department } from '../../domain/location.ts'
import { daysBetween } from './calendar-date.ts'
import type { Language } from '../../locale/language.ts'
import { openingHoursMessages } from '../../locale/messages/opening-hours.ts'
import { messagesOf } from '../../locale/messages.ts'
import type openingHoursText from '../../locale/messages/fr/opening-hours.ts'
import { isOpenAt } from './is-open-at.ts'
import { type LuxembourgMoment, nextClosing, nextOpening } from './next-opening.ts'
import { luxembourgWallClockAt } from '../../locale/zoned-time.ts'

type OpeningHoursText = typeof openingHoursText

export type OpenStatus = {
  open: boolean
  /** "Ouvert maintenant" or "Fermé". */
  label: string
  /** e.g. "Ferme à 18:00", "Ouvre à 13:00", "Ouvre demain à 09:00", "Ouvre lundi à 08:00". */
  detail: string
}

/**
 * How a day is named relative to today, the way a receptionist would say it: nothing for today,
 * "demain", the weekday within the coming week, and the full date beyond (after a long closure a
 * bare weekday would point to the wrong week).
 */
function dayWords(today: string, moment: LuxembourgMoment, text: OpeningHoursText): string {
  const days = daysBetween(today, moment.date)
  if (days <= 0) return ''
  if (days === 1) return text.tomorrow
  const weekday = text.weekdays[moment.weekday]
  if (days < 7) return text.thisWeek(weekday)
  const [, month = 1, day = 1] = moment.date.split('-').map(Number)
  return text.onDate(weekday, day, month)
}

/**
 * The open/closed badge of a department and the sentence under it, for Luxembourg time at
 * `instant`, in `language`.
 *
 * @example openStatus(showroom, closures, new Date('2026-04-07T08:00:00Z'), 'fr')
 * // → { open: true, label: 'Ouvert maintenant', detail: 'Ferme à 12:00' }
 */
export function openStatus(
  department: Department,
  closures: readonly Closure[],
  instant: Date,
  language: Language
): OpenStatus {
  const text = messagesOf(openingHoursMessages, language)
  const today = luxembourgWallClockAt(instant.getTime()).date
  if (isOpenAt(department, closures, instant)) {
    const closing = nextClosing(department, closures, instant)
    if (closing === null) return { open: true, label: text.openNow, detail: text.openAllDay }
    // A stretch ending after midnight still "closes at 02:00" in everyday speech.
    const words = daysBetween(today, closing.date) <= 1 ? '' : dayWords(today, closing, text)
    return { open: true, label: text.openNow, detail: text.closes(words, closing.time) }
  }
  const opening = nextOpening(department, closures, instant)
  if (opening === null) return { open: false, label: text.closed, detail: text.noOpening }
  return {
    open: false,
    label: text.closed,
    detail: text.opens(dayWords(today, opening, text), opening.time),
  }
}
