/**
 * Conversions between instants and the wall clock of Luxembourg. Opening hours are wall-clock
 * times in Europe/Luxembourg whatever the zone of the machine running the code (UTC on Workers,
 * anything in a visitor's browser), so only `Intl` with an explicit zone is trusted here.
 */
export const luxembourgTimeZone = 'Europe/Luxembourg'

const MINUTE_MS = 60_000
const HALF_DAY_MS = 43_200_000

/** A moment read on a Luxembourg clock: ISO date and minutes since that day's midnight. */
export type LuxembourgWallClock = { date: string; minutes: number }

let partsFormat: Intl.DateTimeFormat | undefined

function luxembourgPartsFormat(): Intl.DateTimeFormat {
  // Built on first use and reused: a DateTimeFormat is costly to construct, and building it at
  // module load would charge every Worker isolate even for pages without opening hours.
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: luxembourgTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  return partsFormat
}

/** The Luxembourg wall clock at `instant`, written as if it were a UTC timestamp. */
function wallClockAsUtc(instant: number): number {
  const parts = luxembourgPartsFormat().formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value)
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second')
  )
}

function offsetAt(instant: number): number {
  return wallClockAsUtc(instant) - Math.floor(instant / 1000) * 1000
}

export function luxembourgWallClockAt(instant: number): LuxembourgWallClock {
  const wall = new Date(wallClockAsUtc(instant))
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  }
}

/**
 * The instant at which Luxembourg clocks read `minutes` past midnight on `date`.
 *
 * Daylight-saving days follow Temporal's "compatible" rule: a time that occurs twice (02:30 on the
 * last Sunday of October) is its first occurrence; a time that never occurs (02:30 on the last
 * Sunday of March) is read with the offset in force before the jump, i.e. as 03:30 summer time.
 *
 * @example instantOfLuxembourgWallClock('2026-07-01', 8 * 60) // 2026-07-01T06:00:00Z
 */
export function instantOfLuxembourgWallClock(date: string, minutes: number): number {
  const wall = utcMidnight(date) + minutes * MINUTE_MS
  // The offset changes at most once a day, so the offsets in force half a day either side are the
  // only ones this wall time can have been read with.
  const offsetBefore = offsetAt(wall - HALF_DAY_MS)
  const offsetAfter = offsetAt(wall + HALF_DAY_MS)
  const readings = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallClockAsUtc(instant) === wall
  )
  return readings.length > 0 ? Math.min(...readings) : wall - offsetBefore
}

/** Midnight UTC of an ISO date ("2026-04-05"): calendar arithmetic without daylight saving. */
export function utcMidnight(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Not an ISO date: ${isoDate}`)
  }
  return Date.UTC(year, month - 1, day)
}
