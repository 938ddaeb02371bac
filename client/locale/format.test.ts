import { describe, expect, it } from 'vitest'
import {
  formatCents,
  formatDecimal,
  formatKilometres,
  formatNumber,
  formatPercent,
  formatPower,
  formatPrice,
  formatQuantity,
  toCents,
  vehicleCount,
} from './format.ts'
import { formatCalendarDate } from './format-calendar-date.ts'
import { formatDate } from './format-date.ts'

// Written with the real characters: U+202F between thousands, U+00A0 before a unit.
const n = '\u202f'
const u = '\u00a0'

describe('fr-LU formatting', () => {
  it('groups thousands with a narrow no-break space, never a dot', () => {
    expect(formatNumber(49_490)).toBe(`49${n}490`)
    expect(formatNumber(1_234_567)).toBe(`1${n}234${n}567`)
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(-19_700)).toBe(`-19${n}700`)
  })

  it('writes whole euros without decimals and other amounts to the cent', () => {
    expect(formatPrice(49_490)).toBe(`49${n}490${u}€`)
    expect(formatPrice(250)).toBe(`250${u}€`)
    expect(formatPrice(412.5)).toBe(`412,50${u}€`)
    expect(formatPrice(0.07)).toBe(`0,07${u}€`)
    expect(formatCents(4_949_001)).toBe(`49${n}490,01${u}€`)
    expect(formatCents(25_000)).toBe(`250${u}€`)
  })

  it('rounds half away from zero, whatever the binary float', () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents(412.5)).toBe(41_250)
    expect(toCents(-2.675)).toBe(-268)
    expect(formatDecimal(2.25)).toBe('2,3')
  })

  it('writes distances, power, quantities and shares with a no-break space before the unit', () => {
    expect(formatKilometres(19_700)).toBe(`19${n}700${u}km`)
    expect(formatPower({ hp: 130, kw: 96 })).toBe(`130${u}ch (96${u}kW)`)
    expect(formatQuantity(1_598, 'cc')).toBe(`1${n}598${u}cc`)
    expect(formatQuantity(5.4, 'l/100 km', 1)).toBe(`5,4${u}l/100 km`)
    expect(formatPercent(0.045)).toBe(`4,5${u}%`)
    expect(formatPercent(0.17)).toBe(`17${u}%`)
    expect(formatDecimal(5)).toBe('5')
    expect(formatDecimal(4.9, 2)).toBe('4,9')
  })

  it('writes dates in French on Luxembourg’s calendar', () => {
    expect(formatDate('2026-06-23')).toBe('23 juin 2026')
    expect(formatDate('2026-12-01')).toBe('1er décembre 2026')
    // 23:30 UTC on 31 December is already New Year's Day in Luxembourg.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('1er janvier 2027')
    expect(formatDate('2026-06-23T10:00:00Z')).toBe('23 juin 2026')
    expect(formatDate('pas une date')).toBe('—')
  })

  it('writes a calendar day without a time zone, as formatDate writes that day', () => {
    for (const day of ['2026-06-23', '2026-12-01', '2027-01-01', '2026-02-28']) {
      expect(formatCalendarDate(day)).toBe(formatDate(day))
    }
    expect(formatCalendarDate('2026-12-01')).toBe('1er décembre 2026')
    // An instant is not a day: reading it would need Luxembourg's clock (formatDate).
    expect(formatCalendarDate('2026-06-23T10:00:00Z')).toBe('—')
    expect(formatCalendarDate('2026-13-01')).toBe('—')
  })

  it('gives the same text as no Intl.NumberFormat of the runtime would (no dot grouping)', () => {
    for (const value of [1_000, 12_345.67, 1_000_000]) {
      expect(formatPrice(value)).not.toMatch(/\d\.\d/)
    }
  })
})

describe('counts', () => {
  it('counts vehicles in French, singular up to one', () => {
    expect(vehicleCount(0, 'fr')).toBe('0 véhicule')
    expect(vehicleCount(1, 'fr')).toBe('1 véhicule')
    expect(vehicleCount(12_400, 'fr')).toBe(`12${n}400 véhicules`)
  })

  it('counts vehicles in German, singular for one only', () => {
    expect(vehicleCount(0, 'de')).toBe('0 Fahrzeuge')
    expect(vehicleCount(1, 'de')).toBe('1 Fahrzeug')
    expect(vehicleCount(2, 'de')).toBe('2 Fahrzeuge')
  })
})
