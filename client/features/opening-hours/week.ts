import type { Weekday } from '../../domain/location.ts'

/**
 * Monday first, as `weekdays` in `domain/location.ts`, repeated to keep zod out of the browser's
 * chunks (docs/performance.md); `week.test.ts` keeps the two equal.
 */
export const weekdays: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]
