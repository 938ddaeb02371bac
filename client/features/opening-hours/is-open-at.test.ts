import { afterEach, describe, expect, it, vi } from 'vitest'
import { isOpenAt } from './is-open-at.ts'
import { luxembourgPublicHolidays } from './luxembourg-public-holidays.ts'
import { nightTyreService, showroom } from './test-fixtures.ts'

// Instants carry their Luxembourg offset (+02:00 summer, +01:00 winter) so they read as local time.
const at = (iso: string) => new Date(iso)

describe('isOpenAt', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is open during a range and closed over the lunch break, ranges being half-open', () => {
    expect(isOpenAt(showroom, [], at('2026-04-07T10:00:00+02:00'))).toBe(true)
    expect(isOpenAt(showroom, [], at('2026-04-07T11:59:00+02:00'))).toBe(true)
    expect(isOpenAt(showroom, [], at('2026-04-07T12:00:00+02:00'))).toBe(false)
    expect(isOpenAt(showroom, [], at('2026-04-07T12:30:00+02:00'))).toBe(false)
    expect(isOpenAt(showroom, [], at('2026-04-07T13:00:00+02:00'))).toBe(true)
    expect(isOpenAt(showroom, [], at('2026-04-07T18:00:00+02:00'))).toBe(false)
  })

  it('follows the weekday: Saturday hours, closed on Sunday', () => {
    expect(isOpenAt(showroom, [], at('2026-04-11T16:30:00+02:00'))).toBe(true)
    expect(isOpenAt(showroom, [], at('2026-04-12T10:00:00+02:00'))).toBe(false)
  })

  it('is closed on a public holiday that would otherwise be a working day', () => {
    const easterMonday = at('2026-04-06T10:00:00+02:00')
    expect(isOpenAt(showroom, [], easterMonday)).toBe(true)
    expect(isOpenAt(showroom, luxembourgPublicHolidays(2026, 'fr'), easterMonday)).toBe(false)
  })

  it('reads hours on Luxembourg clocks whatever the zone of the machine', () => {
    const tuesdayMorning = at('2026-04-07T08:30:00+02:00')
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', tz)
      expect(isOpenAt(showroom, [], tuesdayMorning)).toBe(true)
      expect(isOpenAt(showroom, [], at('2026-04-07T07:30:00+02:00'))).toBe(false)
    }
  })

  it('keeps a range running past midnight open into the next day', () => {
    expect(isOpenAt(nightTyreService, [], at('2026-04-11T21:59:00+02:00'))).toBe(false)
    expect(isOpenAt(nightTyreService, [], at('2026-04-11T23:59:00+02:00'))).toBe(true)
    expect(isOpenAt(nightTyreService, [], at('2026-04-12T00:00:00+02:00'))).toBe(true)
    expect(isOpenAt(nightTyreService, [], at('2026-04-12T01:59:00+02:00'))).toBe(true)
    expect(isOpenAt(nightTyreService, [], at('2026-04-12T02:00:00+02:00'))).toBe(false)
  })

  it('stops a night range at midnight when the next day is a closure', () => {
    const sundayClosed = [{ date: '2026-04-12', label: 'Inventaire' }]
    expect(isOpenAt(nightTyreService, sundayClosed, at('2026-04-11T23:30:00+02:00'))).toBe(true)
    expect(isOpenAt(nightTyreService, sundayClosed, at('2026-04-12T00:30:00+02:00'))).toBe(false)
  })

  it('drops the whole night range, after midnight too, when its own day is a closure', () => {
    const saturdayClosed = [{ date: '2026-04-11', label: 'Inventaire' }]
    expect(isOpenAt(nightTyreService, saturdayClosed, at('2026-04-11T23:30:00+02:00'))).toBe(false)
    expect(isOpenAt(nightTyreService, saturdayClosed, at('2026-04-12T01:00:00+02:00'))).toBe(false)
  })
})
