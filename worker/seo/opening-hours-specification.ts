import type { Closure, Department, Weekday } from '../../client/domain/location.ts'
import { weekdays } from '../../client/features/opening-hours/week.ts'
import { capitalize } from '../../client/features/opening-hours/french-calendar-names.ts'

/** schema.org OpeningHoursSpecification, as embedded in the JSON-LD of an `AutoDealer`. */
export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification'
  /** Absent on a dated special-hours entry. */
  dayOfWeek?: string[]
  opens: string
  closes: string
  validFrom?: string
  validThrough?: string
}

const schemaDay = (weekday: Weekday): string => `https://schema.org/${capitalize(weekday)}`

/**
 * The weekly hours as schema.org objects, one per distinct time range, grouping the days that
 * share it (Monday to Friday 08:00–12:00 is one object). Closed days are left out, which search
 * engines read as closed. A range past midnight keeps `closes` earlier than `opens`, the form
 * schema.org and Google document for late opening.
 *
 * @example
 * { '@type': 'AutoDealer', openingHoursSpecification: openingHoursSpecification(showroom) }
 */
export function openingHoursSpecification(department: Department): OpeningHoursSpecification[] {
  const daysByRange = new Map<string, { opens: string; closes: string; days: string[] }>()
  for (const weekday of weekdays) {
    const hours = department.week[weekday]
    if (!hours.open) continue
    for (const { from, to } of hours.ranges) {
      const group = daysByRange.get(`${from}-${to}`) ?? { opens: from, closes: to, days: [] }
      group.days.push(schemaDay(weekday))
      daysByRange.set(`${from}-${to}`, group)
    }
  }
  return [...daysByRange.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }))
}

/**
 * Closures as dated special hours with `opens` and `closes` both "00:00", the documented way of
 * saying "closed all day": for schema.org's `specialOpeningHoursSpecification`, or appended to
 * `openingHoursSpecification` as Google's holiday-hours example does. Pass only upcoming closures
 * to keep the page small.
 */
export function closureHoursSpecification(
  closures: readonly Closure[]
): OpeningHoursSpecification[] {
  return closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: closure.date,
    validThrough: closure.date,
  }))
}
