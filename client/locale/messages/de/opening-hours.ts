import type fr from '../fr/opening-hours.ts'

const months = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]

/**
 * Opening hours' words in German (client/features/opening-hours): the open/closed badge, the
 * sentence under it, the week's table. `day` words end with a space when not empty, so they
 * fit between "Öffnet" and "um 09:00".
 */
export default {
  openNow: 'Jetzt geöffnet',
  closed: 'Geschlossen',
  openAllDay: 'Rund um die Uhr geöffnet',
  noOpening: 'Keine Öffnung geplant',
  closes: (day: string, time: string) => `Schließt ${day}um ${time}`,
  opens: (day: string, time: string) => `Öffnet ${day}um ${time}`,
  tomorrow: 'morgen ',
  thisWeek: (weekday: string) => `am ${weekday} `,
  onDate: (weekday: string, day: number, month: number) =>
    `am ${weekday}, ${day}. ${months[month - 1]} `,
  weekdays: {
    monday: 'Montag',
    tuesday: 'Dienstag',
    wednesday: 'Mittwoch',
    thursday: 'Donnerstag',
    friday: 'Freitag',
    saturday: 'Samstag',
    sunday: 'Sonntag',
  },
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
