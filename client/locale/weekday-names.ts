import type { Weekday } from '../domain/location.ts'

/**
 * French weekday names written out rather than taken from `Intl`: the visible wording must not
 * depend on the ICU data of the runtime (Node on the build machine, workerd at the edge, the
 * browser). Read by the French date (format-french-date.ts) and the French opening hours'
 * catalogue.
 */
export const frenchWeekdayNames = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
} as const satisfies Record<Weekday, string>
