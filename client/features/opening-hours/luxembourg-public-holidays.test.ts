import { describe, expect, it } from 'vitest'
import { weekdayOf } from './calendar-date.ts'
import { easterSunday } from './luxembourg-public-holiday-dates.ts'
import { luxembourgPublicHolidays } from './luxembourg-public-holidays.ts'

describe('easterSunday', () => {
  // Reference dates from published Easter tables, including the earliest (22 March) and latest
  // (25 April) possible dates.
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i falls on %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected)
  })

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = easterSunday(year)
      expect(weekdayOf(easter)).toBe('sunday')
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true)
    }
  })

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError)
    expect(() => easterSunday(2026.5)).toThrow(RangeError)
  })
})

describe('luxembourgPublicHolidays', () => {
  it('lists the eleven holidays of 2026 in date order', () => {
    expect(luxembourgPublicHolidays(2026, 'fr')).toEqual([
      { date: '2026-01-01', label: "Jour de l'an" },
      { date: '2026-04-06', label: 'Lundi de Pâques' },
      { date: '2026-05-01', label: 'Fête du Travail' },
      { date: '2026-05-09', label: "Journée de l'Europe" },
      { date: '2026-05-14', label: 'Ascension' },
      { date: '2026-05-25', label: 'Lundi de Pentecôte' },
      { date: '2026-06-23', label: 'Fête nationale' },
      { date: '2026-08-15', label: 'Assomption' },
      { date: '2026-11-01', label: 'Toussaint' },
      { date: '2026-12-25', label: 'Noël' },
      { date: '2026-12-26', label: 'Deuxième jour de Noël' },
    ])
  })

  it('moves the Easter-based holidays with Easter in 2027', () => {
    const dates = luxembourgPublicHolidays(2027, 'fr').map((holiday) => holiday.date)
    expect(dates).toContain('2027-03-29')
    expect(dates).toContain('2027-05-06')
    expect(dates).toContain('2027-05-17')
    expect(dates).not.toContain('2027-04-06')
  })

  it('keeps both holidays when Ascension falls on Europe Day (2024)', () => {
    const labels = luxembourgPublicHolidays(2024, 'fr')
      .filter((holiday) => holiday.date === '2024-05-09')
      .map((holiday) => holiday.label)
    expect(labels.sort()).toEqual(['Ascension', "Journée de l'Europe"])
  })

  it('has no Europe Day before the 2019 law', () => {
    expect(luxembourgPublicHolidays(2018, 'fr')).toHaveLength(10)
    expect(luxembourgPublicHolidays(2019, 'fr')).toHaveLength(11)
  })

  it('puts Easter Monday and Whit Monday on Mondays and Ascension on a Thursday', () => {
    for (let year = 2019; year <= 2060; year += 1) {
      const byLabel = new Map(luxembourgPublicHolidays(year, 'fr').map((h) => [h.label, h.date]))
      expect(weekdayOf(byLabel.get('Lundi de Pâques') ?? '')).toBe('monday')
      expect(weekdayOf(byLabel.get('Lundi de Pentecôte') ?? '')).toBe('monday')
      expect(weekdayOf(byLabel.get('Ascension') ?? '')).toBe('thursday')
    }
  })
})

describe('luxembourgPublicHolidays in German', () => {
  it('names the holidays in German on the same dates', () => {
    const german = luxembourgPublicHolidays(2026, 'de')
    expect(german.map((holiday) => holiday.date)).toEqual(
      luxembourgPublicHolidays(2026, 'fr').map((holiday) => holiday.date)
    )
    expect(german[0]).toEqual({ date: '2026-01-01', label: 'Neujahr' })
    expect(german.find((holiday) => holiday.date === '2026-06-23')?.label).toBe('Nationalfeiertag')
  })
})
