import type { Closure } from '../../domain/location.ts'
import { addDays, isoDate } from './calendar-date.ts'
import type { Language } from '../../locale/language.ts'
import { openingHoursMessages } from '../../locale/messages/opening-hours.ts'
import { messagesOf } from '../../locale/messages.ts'

/** Europe Day became a legal public holiday in Luxembourg by the law of 2019. */
const firstYearOfEuropeDay = 2019

/**
 * Easter Sunday of the Gregorian calendar (anonymous algorithm of Meeus, Jones and Butcher), as
 * an ISO date. Valid from 1583, the first full year of the Gregorian calendar.
 *
 * @example easterSunday(2026) // '2026-04-05'
 */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Easter is computed for Gregorian years 1583 to 9999, not ${year}`)
  }
  const golden = year % 19
  const century = Math.floor(year / 100)
  const yearOfCentury = year % 100
  const leapCenturies = Math.floor(century / 4)
  const centuryRemainder = century % 4
  const lunarCorrection = Math.floor((century + 8) / 25)
  const solarCorrection = Math.floor((century - lunarCorrection + 1) / 3)
  const epact = (19 * golden + century - leapCenturies - solarCorrection + 15) % 30
  const weekdayCorrection =
    (32 + 2 * centuryRemainder + 2 * Math.floor(yearOfCentury / 4) - epact - (yearOfCentury % 4)) %
    7
  const lateCorrection = Math.floor((golden + 11 * epact + 22 * weekdayCorrection) / 451)
  const dayCount = epact + weekdayCorrection - 7 * lateCorrection + 114
  return isoDate(year, Math.floor(dayCount / 31), (dayCount % 31) + 1)
}

/**
 * The legal public holidays of Luxembourg in `year`, in date order, with their names in
 * `language`.
 * Returned as closures because every dealership of the group closes on them.
 *
 * @example luxembourgPublicHolidays(2026, 'fr')[1] // { date: '2026-04-06', label: names.easterMonday }
 */
export function luxembourgPublicHolidays(year: number, language: Language): Closure[] {
  const names = messagesOf(openingHoursMessages, language).holidays
  const easter = easterSunday(year)
  const holidays: Closure[] = [
    { date: isoDate(year, 1, 1), label: names.newYear },
    { date: addDays(easter, 1), label: names.easterMonday },
    { date: isoDate(year, 5, 1), label: names.labourDay },
    { date: addDays(easter, 39), label: names.ascension },
    { date: addDays(easter, 50), label: names.whitMonday },
    { date: isoDate(year, 6, 23), label: names.nationalDay },
    { date: isoDate(year, 8, 15), label: names.assumption },
    { date: isoDate(year, 11, 1), label: names.allSaints },
    { date: isoDate(year, 12, 25), label: names.christmas },
    { date: isoDate(year, 12, 26), label: names.stStephen },
  ]
  if (year >= firstYearOfEuropeDay) {
    holidays.push({ date: isoDate(year, 5, 9), label: names.europeDay })
  }
  // Ascension can fall on 1 May (2008) or 9 May (2024): both holidays stay listed, in date order.
  return holidays.sort((a, b) => a.date.localeCompare(b.date))
}
