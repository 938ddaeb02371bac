import type { Weekday } from '../../domain/location.ts'

/**
 * Monday first, as `weekdays` in `domain/location.ts`. Repeated here because that module builds
 * zod schemas at load time: importing a value from it would put zod (≈ 27 KB gzip) into every
 * browser chunk that shows opening hours. `week.test.ts` keeps the two equal.
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
