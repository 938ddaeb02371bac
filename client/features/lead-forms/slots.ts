import type { Department } from '../../domain/location.ts'
import { addDays } from '../opening-hours/calendar-date.ts'
import { formatClockTime, minutesOfClockTime } from '../opening-hours/clock-time.ts'
import { isOpenAt } from '../opening-hours/is-open-at.ts'
import { instantOfLuxembourgWallClock, luxembourgWallClockAt } from '../../locale/zoned-time.ts'
import { closuresOf, type Dealership } from './dealerships.ts'

/** Appointments are offered by the half hour; a slot must fit wholly inside opening hours. */
export const slotMinutes = 30
/** How far ahead a visitor may ask for an appointment. */
export const bookingHorizonDays = 90

export type DepartmentKey = 'showroom' | 'workshop'

const MINUTE_MS = 60_000

/** Today's and the last bookable date on Luxembourg clocks, for the date input's min and max. */
export function bookingDateBounds(now: Date): { min: string; max: string } {
  const today = luxembourgWallClockAt(now.getTime()).date
  return { min: today, max: addDays(today, bookingHorizonDays) }
}

/**
 * Whether an appointment at `time` on `date` fits the department's hours (public holidays and
 * closures included) and lies ahead of `now` and within the booking horizon.
 */
export function isBookableSlot(
  dealership: Dealership,
  key: DepartmentKey,
  date: string,
  time: string,
  now: Date
): boolean {
  const bounds = bookingDateBounds(now)
  if (date < bounds.min || date > bounds.max || !/^\d{2}:\d{2}$/.test(time)) return false
  const minutes = minutesOfClockTime(time)
  if (minutes % slotMinutes !== 0 || minutes >= 24 * 60) return false
  const start = instantOfLuxembourgWallClock(date, minutes)
  if (start <= now.getTime()) return false
  const closures = closuresOf(dealership, date)
  const department = dealership[key]
  return (
    isOpenAt(department, closures, new Date(start)) &&
    isOpenAt(department, closures, new Date(start + (slotMinutes - 1) * MINUTE_MS))
  )
}

/** The bookable slots of one date, as "HH:MM" starts. */
export function slotsOn(dealership: Dealership, key: DepartmentKey, date: string, now: Date) {
  const slots: string[] = []
  for (let minutes = 0; minutes < 24 * 60; minutes += slotMinutes) {
    const time = formatClockTime(minutes)
    if (isBookableSlot(dealership, key, date, time, now)) slots.push(time)
  }
  return slots
}

/**
 * Every half hour at which the department opens on some weekday: the choices offered before a
 * date is known (and without JavaScript); the server then checks the chosen date.
 */
export function weeklySlotChoices(department: Department): string[] {
  const starts = new Set<number>()
  for (const day of Object.values(department.week)) {
    if (!day.open) continue
    for (const range of day.ranges) {
      const from = minutesOfClockTime(range.from)
      const to = range.to > range.from ? minutesOfClockTime(range.to) : 24 * 60
      for (let minutes = from; minutes + slotMinutes <= to; minutes += slotMinutes) {
        starts.add(minutes)
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map(formatClockTime)
}
