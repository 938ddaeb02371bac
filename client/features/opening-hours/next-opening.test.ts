import { describe, expect, it } from 'vitest'
import type { Closure } from '../../domain/location.ts'
import { luxembourgPublicHolidays } from './luxembourg-public-holidays.ts'
import { nextClosing, nextOpening } from './next-opening.ts'
import { closedForGood, nightTyreService, roundTheClock, showroom } from './test-fixtures.ts'

const at = (iso: string) => new Date(iso)
const holidays2026 = luxembourgPublicHolidays(2026, 'fr')

describe('nextOpening', () => {
  it('finds the opening later the same day: morning, and after the lunch break', () => {
    const morning = nextOpening(showroom, [], at('2026-04-07T07:15:00+02:00'))
    expect(morning?.instant.toISOString()).toBe('2026-04-07T06:00:00.000Z')
    expect(morning).toMatchObject({ date: '2026-04-07', weekday: 'tuesday', time: '08:00' })

    const afternoon = nextOpening(showroom, [], at('2026-04-07T12:30:00+02:00'))
    expect(afternoon).toMatchObject({ date: '2026-04-07', time: '13:00' })
  })

  it('gives the opening after the current stretch when already open', () => {
    expect(nextOpening(showroom, [], at('2026-04-07T10:00:00+02:00'))).toMatchObject({
      date: '2026-04-07',
      time: '13:00',
    })
  })

  it('moves to tomorrow morning after closing time', () => {
    expect(nextOpening(showroom, [], at('2026-04-07T18:30:00+02:00'))).toMatchObject({
      date: '2026-04-08',
      weekday: 'wednesday',
      time: '08:00',
    })
  })

  it('skips the closed Sunday after Saturday closing', () => {
    expect(nextOpening(showroom, [], at('2026-04-11T17:30:00+02:00'))).toMatchObject({
      date: '2026-04-13',
      weekday: 'monday',
      time: '08:00',
    })
  })

  it('skips Easter Monday after the Easter weekend', () => {
    const saturdayEvening = at('2026-04-04T17:30:00+02:00')
    expect(nextOpening(showroom, [], saturdayEvening)?.date).toBe('2026-04-06')
    expect(nextOpening(showroom, holidays2026, saturdayEvening)).toMatchObject({
      date: '2026-04-07',
      weekday: 'tuesday',
      time: '08:00',
    })
  })

  it('skips Christmas and St Stephen falling on Friday and Saturday', () => {
    // 25 and 26 December 2026 are a Friday and a Saturday; Sunday is closed anyway.
    expect(nextOpening(showroom, holidays2026, at('2026-12-24T18:30:00+01:00'))).toMatchObject({
      date: '2026-12-28',
      weekday: 'monday',
      time: '08:00',
    })
  })

  it('finds a night range that starts this evening', () => {
    expect(nextOpening(nightTyreService, [], at('2026-04-11T20:00:00+02:00'))).toMatchObject({
      date: '2026-04-11',
      time: '22:00',
    })
  })

  it('returns null for a week without any opening', () => {
    expect(nextOpening(closedForGood, [], at('2026-04-07T10:00:00+02:00'))).toBeNull()
  })

  it('returns null when closures cover every opening within the search horizon', () => {
    const start = Date.parse('2026-04-01T00:00:00Z')
    const everyDay: Closure[] = Array.from({ length: 420 }, (_, day) => ({
      date: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
      label: 'Travaux',
    }))
    expect(nextOpening(showroom, everyDay, at('2026-04-02T10:00:00+02:00'))).toBeNull()
  })
})

describe('nextClosing', () => {
  it('gives the end of the current range', () => {
    const closing = nextClosing(showroom, [], at('2026-04-07T10:00:00+02:00'))
    expect(closing?.instant.toISOString()).toBe('2026-04-07T10:00:00.000Z')
    expect(closing?.time).toBe('12:00')
  })

  it('is null while closed', () => {
    expect(nextClosing(showroom, [], at('2026-04-07T12:30:00+02:00'))).toBeNull()
  })

  it('ends a night range on the next day', () => {
    expect(nextClosing(nightTyreService, [], at('2026-04-11T23:00:00+02:00'))).toMatchObject({
      date: '2026-04-12',
      weekday: 'sunday',
      time: '02:00',
    })
  })

  it('is null for round-the-clock hours, whose ranges join at noon and midnight', () => {
    expect(nextClosing(roundTheClock, [], at('2026-04-07T11:59:00+02:00'))).toBeNull()
  })

  it('closes round-the-clock hours at the midnight before a closure', () => {
    const closure = [{ date: '2026-04-09', label: 'Inventaire' }]
    expect(nextClosing(roundTheClock, closure, at('2026-04-07T11:59:00+02:00'))).toMatchObject({
      date: '2026-04-09',
      time: '00:00',
    })
  })
})
