import type { Closure, Department } from '../../domain/location.ts'
import { daysBetween } from './calendar-date.ts'
import { frenchMonthNames } from '../../locale/month-names.ts'
import { frenchWeekdayNames } from './french-calendar-names.ts'
import { isOpenAt } from './is-open-at.ts'
import { type LuxembourgMoment, nextClosing, nextOpening } from './next-opening.ts'
import { luxembourgWallClockAt } from '../../locale/zoned-time.ts'

export type OpenStatus = {
  open: boolean
  label: 'Ouvert maintenant' | 'Fermé'
  /** e.g. "Ferme à 18:00", "Ouvre à 13:00", "Ouvre demain à 09:00", "Ouvre lundi à 08:00". */
  detail: string
}

/**
 * How a day is named relative to today, the way a receptionist would say it: nothing for today,
 * "demain", the weekday within the coming week, and the full date beyond (after a long closure a
 * bare weekday would point to the wrong week).
 */
function dayWords(today: string, moment: LuxembourgMoment): string {
  const days = daysBetween(today, moment.date)
  if (days <= 0) return ''
  if (days === 1) return 'demain '
  const weekday = frenchWeekdayNames[moment.weekday]
  if (days < 7) return `${weekday} `
  const [, month = 1, day = 1] = moment.date.split('-').map(Number)
  return `le ${weekday} ${day === 1 ? '1er' : day} ${frenchMonthNames[month - 1]} `
}

/**
 * The open/closed badge of a department and the sentence under it, for Luxembourg time at
 * `instant`.
 *
 * @example openStatus(showroom, closures, new Date('2026-04-07T08:00:00Z'))
 * // → { open: true, label: 'Ouvert maintenant', detail: 'Ferme à 12:00' }
 */
export function openStatus(
  department: Department,
  closures: readonly Closure[],
  instant: Date
): OpenStatus {
  const today = luxembourgWallClockAt(instant.getTime()).date
  if (isOpenAt(department, closures, instant)) {
    const closing = nextClosing(department, closures, instant)
    if (closing === null)
      return { open: true, label: 'Ouvert maintenant', detail: 'Ouvert 24 h/24' }
    // A stretch ending after midnight still "closes at 02:00" in everyday speech.
    const words = daysBetween(today, closing.date) <= 1 ? '' : dayWords(today, closing)
    return { open: true, label: 'Ouvert maintenant', detail: `Ferme ${words}à ${closing.time}` }
  }
  const opening = nextOpening(department, closures, instant)
  if (opening === null) return { open: false, label: 'Fermé', detail: 'Aucune ouverture prévue' }
  return {
    open: false,
    label: 'Fermé',
    detail: `Ouvre ${dayWords(today, opening)}à ${opening.time}`,
  }
}
