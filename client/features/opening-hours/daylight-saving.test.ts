import { describe, expect, it } from 'vitest'
import { isOpenAt } from './is-open-at.ts'
import { nextClosing, nextOpening } from './next-opening.ts'
import { nightTyreService, showroom, smallHoursService } from './test-fixtures.ts'

// Luxembourg switches at 01:00 UTC on the last Sunday of March (02:00 CET → 03:00 CEST) and of
// October (03:00 CEST → 02:00 CET). Instants are written in UTC here to name each side exactly.
const utc = (iso: string) => new Date(`${iso}Z`)

describe('spring forward, Sunday 29 March 2026: 02:00–02:59 does not exist', () => {
  it('applies summer time to the regular hours from the switch on', () => {
    // 06:30 UTC is 07:30 before the switch and 08:30 after it.
    expect(isOpenAt(showroom, [], utc('2026-03-23T06:30:00'))).toBe(false)
    expect(isOpenAt(showroom, [], utc('2026-03-30T06:30:00'))).toBe(true)
    expect(nextOpening(showroom, [], utc('2026-03-29T12:00:00'))?.instant.toISOString()).toBe(
      '2026-03-30T06:00:00.000Z'
    )
  })

  it('ends a range at a skipped 02:00 at the jump itself, shown as 03:00', () => {
    expect(isOpenAt(nightTyreService, [], utc('2026-03-29T00:45:00'))).toBe(true)
    const closing = nextClosing(nightTyreService, [], utc('2026-03-29T00:45:00'))
    expect(closing?.instant.toISOString()).toBe('2026-03-29T01:00:00.000Z')
    expect(closing?.time).toBe('03:00')
    expect(isOpenAt(nightTyreService, [], utc('2026-03-29T01:00:00'))).toBe(false)
  })

  it('starts a range at a skipped 02:30 one hour later on the clock, at 03:30', () => {
    const opening = nextOpening(smallHoursService, [], utc('2026-03-29T00:30:00'))
    expect(opening?.instant.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(opening).toMatchObject({ date: '2026-03-29', time: '03:30' })
    expect(isOpenAt(smallHoursService, [], utc('2026-03-29T01:15:00'))).toBe(false)
    expect(isOpenAt(smallHoursService, [], utc('2026-03-29T01:45:00'))).toBe(true)
  })
})

describe('fall back, Sunday 25 October 2026: 02:00–02:59 happens twice', () => {
  it('ends a range at 02:00 at its first occurrence', () => {
    expect(isOpenAt(nightTyreService, [], utc('2026-10-24T23:45:00'))).toBe(true)
    expect(
      nextClosing(nightTyreService, [], utc('2026-10-24T23:45:00'))?.instant.toISOString()
    ).toBe('2026-10-25T00:00:00.000Z')
    // 02:30 summer time, then 02:30 winter time: both after the first 02:00.
    expect(isOpenAt(nightTyreService, [], utc('2026-10-25T00:30:00'))).toBe(false)
    expect(isOpenAt(nightTyreService, [], utc('2026-10-25T01:30:00'))).toBe(false)
  })

  it('starts a range at the first 02:30, so the second 02:15 falls inside it', () => {
    // First 02:15 (summer time): between the 01:00–02:00 and 02:30–04:00 ranges.
    expect(isOpenAt(smallHoursService, [], utc('2026-10-25T00:15:00'))).toBe(false)
    // Second 02:15 (winter time): the 02:30 range began 45 minutes earlier.
    expect(isOpenAt(smallHoursService, [], utc('2026-10-25T01:15:00'))).toBe(true)
    const closing = nextClosing(smallHoursService, [], utc('2026-10-25T01:15:00'))
    expect(closing?.instant.toISOString()).toBe('2026-10-25T03:00:00.000Z')
    expect(closing?.time).toBe('04:00')
  })

  it('applies winter time to the regular hours from the switch on', () => {
    // 06:30 UTC is 08:30 before the switch and 07:30 after it.
    expect(isOpenAt(showroom, [], utc('2026-10-23T06:30:00'))).toBe(true)
    expect(isOpenAt(showroom, [], utc('2026-10-26T06:30:00'))).toBe(false)
    expect(nextOpening(showroom, [], utc('2026-10-26T06:30:00'))?.instant.toISOString()).toBe(
      '2026-10-26T07:00:00.000Z'
    )
  })
})
