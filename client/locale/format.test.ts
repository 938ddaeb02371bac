import { describe, expect, it } from 'vitest'
import { formatPhone, formatsFor, telHref, toCents } from './format.ts'
import { formatCalendarDate } from './format-calendar-date.ts'
import { formatDate } from './format-date.ts'
import { LANGUAGES } from './language.ts'

// Written with the real characters: U+202F between French thousands, U+00A0 before a unit.
const n = '\u202f'
const u = '\u00a0'

const fr = formatsFor('fr')
const de = formatsFor('de')

describe('fr-LU formatting', () => {
  it('groups thousands with a narrow no-break space, never a dot', () => {
    expect(fr.number(49_490)).toBe(`49${n}490`)
    expect(fr.number(1_234_567)).toBe(`1${n}234${n}567`)
    expect(fr.number(999)).toBe('999')
    expect(fr.number(0)).toBe('0')
    expect(fr.number(-19_700)).toBe(`-19${n}700`)
    expect(fr.fixed(1234.5, 2)).toBe(`1${n}234,50`)
  })

  it('writes whole euros without decimals and other amounts to the cent', () => {
    expect(fr.price(49_490)).toBe(`49${n}490${u}€`)
    expect(fr.price(250)).toBe(`250${u}€`)
    expect(fr.price(412.5)).toBe(`412,50${u}€`)
    expect(fr.price(0.07)).toBe(`0,07${u}€`)
    expect(fr.cents(4_949_001)).toBe(`49${n}490,01${u}€`)
    expect(fr.cents(25_000)).toBe(`250${u}€`)
  })

  it('rounds half away from zero, whatever the binary float', () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents(412.5)).toBe(41_250)
    expect(toCents(-2.675)).toBe(-268)
    expect(fr.decimal(2.25)).toBe('2,3')
  })

  it('writes distances, power, quantities and shares with a no-break space before the unit', () => {
    expect(fr.kilometres(19_700)).toBe(`19${n}700${u}km`)
    expect(fr.power({ hp: 130, kw: 96 })).toBe(`130${u}ch (96${u}kW)`)
    expect(fr.displacement(1_598)).toBe(`1${n}598${u}cc`)
    expect(fr.quantity(1_598, 'kg')).toBe(`1${n}598${u}kg`)
    expect(fr.quantity(5.4, 'l/100 km', 1)).toBe(`5,4${u}l/100 km`)
    expect(fr.consumption({ value: 5.4, unit: 'l/100km' })).toBe(`5,4${u}l/100 km`)
    expect(fr.consumption({ value: 16.8, unit: 'kWh/100km' })).toBe(`16,8${u}kWh/100 km`)
    expect(fr.co2(128)).toBe(`128${u}g/km`)
    expect(fr.numericDate('2021-03-15')).toBe('15/03/2021')
    expect(fr.percent(0.045)).toBe(`4,5${u}%`)
    expect(fr.percent(0.17)).toBe(`17${u}%`)
    expect(fr.decimal(5)).toBe('5')
    expect(fr.decimal(20, 1)).toBe('20')
    expect(fr.decimal(4.9, 2)).toBe('4,9')
    expect(fr.decimal(Number.NaN)).toBe('—')
  })

  it('writes dates in French on Luxembourg’s calendar', () => {
    expect(formatDate('2026-06-23', 'fr')).toBe('23 juin 2026')
    expect(formatDate('2026-12-01', 'fr')).toBe('1er décembre 2026')
    // 23:30 UTC on 31 December is already New Year's Day in Luxembourg.
    expect(formatDate(new Date('2026-12-31T23:30:00Z'), 'fr')).toBe('1er janvier 2027')
    expect(formatDate('2026-06-23T10:00:00Z', 'fr')).toBe('23 juin 2026')
    expect(formatDate('pas une date', 'fr')).toBe('—')
  })

  it('gives the same text as no Intl.NumberFormat of the runtime would (no dot grouping)', () => {
    for (const value of [1_000, 12_345.67, 1_000_000]) {
      expect(fr.price(value)).not.toMatch(/\d\.\d/)
    }
  })
})

describe('de-LU formatting', () => {
  it('groups thousands with a dot and writes decimals after a comma', () => {
    expect(de.number(49_490)).toBe('49.490')
    expect(de.number(1_234_567)).toBe('1.234.567')
    expect(de.number(999)).toBe('999')
    expect(de.number(-19_700)).toBe('-19.700')
    expect(de.fixed(1234.5, 2)).toBe('1.234,50')
    expect(de.decimal(2.25)).toBe('2,3')
    expect(de.decimal(20, 1)).toBe('20')
  })

  it('writes money, distances, power and consumption as German ads do', () => {
    expect(de.price(49_490)).toBe(`49.490${u}€`)
    expect(de.price(412.5)).toBe(`412,50${u}€`)
    expect(de.cents(4_949_001)).toBe(`49.490,01${u}€`)
    expect(de.kilometres(12_500)).toBe(`12.500${u}km`)
    expect(de.power({ hp: 150, kw: 110 })).toBe(`150${u}PS (110${u}kW)`)
    expect(de.displacement(1_598)).toBe(`1.598${u}cm³`)
    expect(de.consumption({ value: 5.6, unit: 'l/100km' })).toBe(`5,6${u}l/100 km`)
    expect(de.co2(128)).toBe(`128${u}g/km`)
    expect(de.percent(0.045)).toBe(`4,5${u}%`)
    expect(de.numericDate('2021-03-15')).toBe('15.03.2021')
    expect(de.numericDate('2021-03')).toBe('03.2021')
  })

  it('writes dates with the ordinal day and the German month', () => {
    expect(formatDate('2026-06-23', 'de')).toBe('23. Juni 2026')
    expect(formatDate('2026-12-01', 'de')).toBe('1. Dezember 2026')
    expect(formatDate(new Date('2026-12-31T23:30:00Z'), 'de')).toBe('1. Januar 2027')
    expect(formatCalendarDate('2026-03-09', 'de')).toBe('9. März 2026')
  })

  it('never writes French separators or French units', () => {
    for (const text of [
      de.number(1_234_567),
      de.price(12_345.67),
      de.kilometres(19_700),
      de.power({ hp: 130, kw: 96 }),
      de.displacement(1_598),
    ]) {
      expect(text).not.toContain(n)
      expect(text).not.toMatch(/\d \d/)
      expect(text).not.toMatch(/\bch\b|\bcc\b/)
    }
    expect(formatDate('2026-12-01', 'de')).not.toContain('1er')
  })
})

describe('every language', () => {
  it('writes a calendar day without a time zone, as formatDate writes that day', () => {
    for (const language of LANGUAGES) {
      for (const day of ['2026-06-23', '2026-12-01', '2027-01-01', '2026-02-28']) {
        expect(formatCalendarDate(day, language)).toBe(formatDate(day, language))
      }
      // An instant is not a day: reading it would need Luxembourg's clock (formatDate).
      expect(formatCalendarDate('2026-06-23T10:00:00Z', language)).toBe('—')
      expect(formatCalendarDate('2026-13-01', language)).toBe('—')
    }
  })

  it('gives one set of formatters per language, reused', () => {
    expect(formatsFor('de')).toBe(de)
    expect(formatsFor('fr').language).toBe('fr')
  })

  it('writes phone numbers and their links the same way in both languages', () => {
    expect(formatPhone('+352 26 44-10 00')).toBe(`+352${u}26${u}44\u201110${u}00`)
    expect(telHref('+352 26 44 10 00')).toBe('tel:+35226441000')
  })
})

describe('counts', () => {
  it('counts vehicles in French, singular up to one', () => {
    expect(fr.vehicleCount(0)).toBe('0 véhicule')
    expect(fr.vehicleCount(1)).toBe('1 véhicule')
    expect(fr.vehicleCount(12_400)).toBe(`12${n}400 véhicules`)
  })

  it('counts vehicles in German, singular for one only', () => {
    expect(de.vehicleCount(0)).toBe('0 Fahrzeuge')
    expect(de.vehicleCount(1)).toBe('1 Fahrzeug')
    expect(de.vehicleCount(12_400)).toBe('12.400 Fahrzeuge')
  })
})

describe('English (en-LU) formats', () => {
  const en = formatsFor('en')

  it('writes money, numbers and units as British English does', () => {
    expect(en.price(49490)).toBe('€49,490')
    expect(en.cents(41250)).toBe('€412.50')
    expect(en.kilometres(19700)).toBe('19,700\u00a0km')
    expect(en.power({ hp: 150, kw: 110 })).toBe('150\u00a0hp (110\u00a0kW)')
    expect(en.displacement(1598)).toBe('1,598\u00a0cc')
    expect(en.consumption({ value: 5.4, unit: 'l/100km' })).toBe('5.4\u00a0l/100 km')
    expect(en.percent(0.045)).toBe('4.5%')
    expect(en.numericDate('2021-03-15')).toBe('15/03/2021')
    expect(en.cents(-500)).toBe('-€5')
  })
})
