import calendar from './calendar.ts'

const { weekdays, months } = calendar

/**
 * Opening hours' words in French (client/features/opening-hours): the open/closed badge, the
 * sentence under it, the week's table. `day` words end with a space when not empty, so they
 * fit between "Ouvre" and "à 09:00".
 */
export default {
  openNow: 'Ouvert maintenant',
  closed: 'Fermé',
  openAllDay: 'Ouvert 24 h/24',
  noOpening: 'Aucune ouverture prévue',
  closes: (day: string, time: string) => `Ferme ${day}à ${time}`,
  opens: (day: string, time: string) => `Ouvre ${day}à ${time}`,
  tomorrow: 'demain ',
  /** Within the coming week: "lundi ". */
  thisWeek: (weekday: string) => `${weekday} `,
  /** Beyond it, with the date (month 1 to 12): "le lundi 1er juin ". */
  onDate: (weekday: string, day: number, month: number) =>
    `le ${weekday} ${day === 1 ? '1er' : day} ${months[month - 1]} `,
  /** The weekday names (./calendar.ts). */
  weekdays,
  /** Between a department's name and its status: "Atelier : Fermé". */
  departmentSeparator: ' : ',
  /** Luxembourg's legal public holidays. */
  holidays: {
    newYear: "Jour de l'an",
    easterMonday: 'Lundi de Pâques',
    labourDay: 'Fête du Travail',
    europeDay: "Journée de l'Europe",
    ascension: 'Ascension',
    whitMonday: 'Lundi de Pentecôte',
    nationalDay: 'Fête nationale',
    assumption: 'Assomption',
    allSaints: 'Toussaint',
    christmas: 'Noël',
    stStephen: 'Deuxième jour de Noël',
  },
}
