import type { Weekday } from '../../domain/location.ts'

/**
 * French names written out rather than taken from `Intl`: the visible wording must not depend on
 * the ICU data of the runtime (Node on the build machine, workerd at the edge, the browser).
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

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
