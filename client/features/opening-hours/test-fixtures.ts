import { type Department, departmentSchema, type WeeklyHours } from '../../domain/location.ts'

/** Small departments named by scenario, shared by the opening-hours tests. */

const closed = { open: false } as const
const hours = (...ranges: Array<[string, string]>) => ({
  open: true as const,
  ranges: ranges.map(([from, to]) => ({ from, to })),
})
const department = (label: string, week: WeeklyHours): Department =>
  departmentSchema.parse({ label, week })

const weekday = hours(['08:00', '12:00'], ['13:00', '18:00'])

/** Split weekdays with a lunch break, Saturday without, closed on Sunday. */
export const showroom = department('Showroom', {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: hours(['09:00', '17:00']),
  sunday: closed,
})

/** A tyre service working Saturday night, 22:00 to 02:00 on Sunday. */
export const nightTyreService = department('Service pneus de nuit', {
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday: hours(['22:00', '02:00']),
  sunday: closed,
})

/** Sunday ranges around 02:00–03:00, the hour that is skipped in March and repeated in October. */
export const smallHoursService = department('Service de nuit', {
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday: closed,
  sunday: hours(['01:00', '02:00'], ['02:30', '04:00']),
})

const roundTheClockDay = hours(['00:00', '12:00'], ['12:00', '00:00'])

/** Never closes: consecutive ranges meet at noon and at midnight. */
export const roundTheClock = department('Dépannage 24 h/24', {
  monday: roundTheClockDay,
  tuesday: roundTheClockDay,
  wednesday: roundTheClockDay,
  thursday: roundTheClockDay,
  friday: roundTheClockDay,
  saturday: roundTheClockDay,
  sunday: roundTheClockDay,
})

/** No opening on any day. */
export const closedForGood = department('Atelier', {
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday: closed,
  sunday: closed,
})
