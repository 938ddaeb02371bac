import type fr from '../fr/opening-hours.ts'
import calendar from './calendar.ts'

const { weekdays, months } = calendar

/**
 * Opening hours' words in German (client/features/opening-hours): the open/closed badge, the
 * sentence under it, the week's table. `day` words end with a space when not empty, so they
 * fit between "Öffnet" and "um 09:00 Uhr" (a time of day is said with "Uhr").
 */
export default {
  openNow: 'Jetzt geöffnet',
  closed: 'Geschlossen',
  openAllDay: 'Rund um die Uhr geöffnet',
  noOpening: 'Keine Öffnung geplant',
  closes: (day: string, time: string) => `Schließt ${day}um ${time}\u00a0Uhr`,
  opens: (day: string, time: string) => `Öffnet ${day}um ${time}\u00a0Uhr`,
  tomorrow: 'morgen ',
  thisWeek: (weekday: string) => `am ${weekday} `,
  onDate: (weekday: string, day: number, month: number) =>
    `am ${weekday}, ${day}. ${months[month - 1]} `,
  weekdays,
  departmentSeparator: ': ',
  holidays: {
    newYear: 'Neujahr',
    easterMonday: 'Ostermontag',
    labourDay: 'Tag der Arbeit',
    europeDay: 'Europatag',
    ascension: 'Christi Himmelfahrt',
    whitMonday: 'Pfingstmontag',
    nationalDay: 'Nationalfeiertag',
    assumption: 'Mariä Himmelfahrt',
    allSaints: 'Allerheiligen',
    christmas: 'Weihnachten',
    stStephen: 'Zweiter Weihnachtstag',
  },
} satisfies typeof fr
