import type { ClockTime } from '../../domain/location.ts'

/** Minutes since midnight of an "HH:MM" wall-clock time. */
export function minutesOfClockTime(time: ClockTime): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** "HH:MM" of minutes since midnight, as printed on opening-hours tables. */
export function formatClockTime(minutesSinceMidnight: number): string {
  const hours = Math.floor(minutesSinceMidnight / 60)
  const minutes = minutesSinceMidnight % 60
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}
