import type fr from '../fr/opening-hours.ts'
import calendar from './calendar.ts'

const { weekdays, months } = calendar

/**
 * Opening hours' words in English (client/features/opening-hours): the open/closed badge, the
 * sentence under it, the week's table. `day` words end with a space when not empty, so they
 * fit between "Opens" and "at 09:00"; a date is written day first, as in British English
 * ("on Monday 1 June").
 */
export default {
  openNow: 'Open now',
  closed: 'Closed',
  openAllDay: 'Open 24 hours',
  noOpening: 'No opening hours scheduled',
  closes: (day: string, time: string) => `Closes ${day}at ${time}`,
  opens: (day: string, time: string) => `Opens ${day}at ${time}`,
  tomorrow: 'tomorrow ',
  thisWeek: (weekday: string) => `on ${weekday} `,
  onDate: (weekday: string, day: number, month: number) =>
    `on ${weekday} ${day} ${months[month - 1]} `,
  weekdays,
  departmentSeparator: ': ',
  /** Luxembourg's legal public holidays, as Luxembourg's English-language pages name them. */
  holidays: {
    newYear: 'New Year’s Day',
    easterMonday: 'Easter Monday',
    labourDay: 'Labour Day',
    europeDay: 'Europe Day',
    ascension: 'Ascension Day',
    whitMonday: 'Whit Monday',
    nationalDay: 'National Day',
    assumption: 'Assumption Day',
    allSaints: 'All Saints’ Day',
    christmas: 'Christmas Day',
    stStephen: 'St Stephen’s Day',
  },
} satisfies typeof fr
