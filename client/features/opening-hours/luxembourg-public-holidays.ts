import type { Closure } from '../../domain/location.ts'
import type { Language } from '../../locale/language.ts'
import { openingHoursMessages } from '../../locale/messages/opening-hours.ts'
import { messagesOf } from '../../locale/messages.ts'
import { luxembourgPublicHolidayDates } from './luxembourg-public-holiday-dates.ts'

/**
 * The legal public holidays of Luxembourg in `year`, in date order, with their names in
 * `language`.
 * Returned as closures because every dealership of the group closes on them.
 *
 * @example luxembourgPublicHolidays(2026, 'fr')[1] // { date: '2026-04-06', label: names.easterMonday }
 */
export function luxembourgPublicHolidays(year: number, language: Language): Closure[] {
  const names = messagesOf(openingHoursMessages, language).holidays
  return luxembourgPublicHolidayDates(year).map(({ holiday, date }) => ({
    date,
    label: names[holiday],
  }))
}
