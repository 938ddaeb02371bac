import { addDays, isoDate } from './calendar-date.ts'
import type openingHoursText from '../../locale/messages/fr/opening-hours.ts'

/**
 * The dates of Luxembourg's legal public holidays, without their names: what the lead forms'
 * slot picker needs (every dealership closes on them), so its chunk carries no catalogue
 * (docs/decisions/0030). Their names are luxembourg-public-holidays.ts's.
 */

/** A public holiday, by its key in the opening-hours catalogue's `holidays`. */
export type PublicHoliday = keyof (typeof openingHoursText)['holidays']

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
 * The legal public holidays of Luxembourg in `year`, in date order.
 *
 * @example luxembourgPublicHolidayDates(2026)[1] // { holiday: 'easterMonday', date: '2026-04-06' }
 */
export function luxembourgPublicHolidayDates(
  year: number
): { holiday: PublicHoliday; date: string }[] {
  const easter = easterSunday(year)
  const holidays: { holiday: PublicHoliday; date: string }[] = [
    { holiday: 'newYear', date: isoDate(year, 1, 1) },
    { holiday: 'easterMonday', date: addDays(easter, 1) },
    { holiday: 'labourDay', date: isoDate(year, 5, 1) },
    { holiday: 'ascension', date: addDays(easter, 39) },
    { holiday: 'whitMonday', date: addDays(easter, 50) },
    { holiday: 'nationalDay', date: isoDate(year, 6, 23) },
    { holiday: 'assumption', date: isoDate(year, 8, 15) },
    { holiday: 'allSaints', date: isoDate(year, 11, 1) },
    { holiday: 'christmas', date: isoDate(year, 12, 25) },
    { holiday: 'stStephen', date: isoDate(year, 12, 26) },
  ]
  if (year >= firstYearOfEuropeDay) {
    holidays.push({ holiday: 'europeDay', date: isoDate(year, 5, 9) })
  }
  // Ascension can fall on 1 May (2008) or 9 May (2024): both holidays stay listed, in date order.
  return holidays.sort((a, b) => a.date.localeCompare(b.date))
}
