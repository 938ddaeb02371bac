import { z } from 'zod'

// A department's week of opening hours and a dealership's closures: the part of a location
// (location.ts) that the lead forms' dealerships carry too (dealership.ts).

/** Monday first: the order of the week in Luxembourg (ISO 8601) and of every hours table. */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export const weekdaySchema = z.enum(weekdays)
export type Weekday = z.infer<typeof weekdaySchema>

/** Wall-clock time in Europe/Luxembourg, 24-hour "HH:MM". */
export const clockTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure attendue au format HH:MM (00:00 à 23:59)' })
export type ClockTime = z.infer<typeof clockTimeSchema>

/**
 * One opening period of a day. When `to` is not later than `from` the period runs past midnight and
 * ends the next day (a 22:00–02:00 tyre service; 18:00–00:00 ends exactly at midnight). Equal times
 * are refused: "open for zero minutes" and "open 24 hours" would read the same.
 */
export const timeRangeSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema })
  .refine((range) => range.from !== range.to, {
    error: 'Une plage horaire ne peut pas commencer et finir à la même heure',
  })
export type TimeRange = z.infer<typeof timeRangeSchema>

const crossesMidnight = (range: TimeRange): boolean => range.to <= range.from

export const dayHoursSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal(false) }),
  z.object({
    open: z.literal(true),
    // Ranges are kept in order and apart so that tables and "next opening" read naturally; only
    // the last one of the day may continue into the next day.
    ranges: z
      .array(timeRangeSchema)
      .min(1)
      .refine(
        (ranges) =>
          ranges.every((range, index) => {
            const next = ranges[index + 1]
            return next === undefined || (!crossesMidnight(range) && range.to <= next.from)
          }),
        { error: 'Plages horaires à ranger dans l’ordre, sans chevauchement' }
      ),
  }),
])
export type DayHours = z.infer<typeof dayHoursSchema>

export const weeklyHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
})
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>

export const departmentSchema = z.object({
  /**
   * The stock's French name, shown above the hours table and before the status, e.g. "Showroom"
   * or "Atelier". A page in another language names the department by its key (`showroom`,
   * `workshop`) from its catalogue instead (worker/stock/stock-in-language.ts).
   */
  label: z.string().min(1),
  week: weeklyHoursSchema,
})
export type Department = z.infer<typeof departmentSchema>

/** A calendar day (Europe/Luxembourg) on which the whole dealership stays closed. */
export const closureSchema = z.object({
  date: z.iso.date(),
  label: z.string().min(1),
})
export type Closure = z.infer<typeof closureSchema>
