import { describe, expect, it } from 'vitest'
import { locationSchema, luxembourgBounds } from '../../client/domain/location.ts'
import { easterSunday } from '../../client/features/opening-hours/luxembourg-public-holiday-dates.ts'
import { luxembourgPublicHolidays } from '../../client/features/opening-hours/luxembourg-public-holidays.ts'
import { demoYears, locations } from './locations.ts'

/** ISO 13616 mod-97 written independently of the domain schema, with BigInt. */
function ibanRemainder(iban: string): bigint {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  const digits = [...rearranged].map((char) => Number.parseInt(char, 36).toString()).join('')
  return BigInt(digits) % 97n
}

describe('demo locations', () => {
  it('has exactly the five dealerships of the group', () => {
    expect(locations.map((location) => location.slug).sort()).toEqual([
      'bertrange',
      'centre-de-vehicules-d-occasion',
      'esch-sur-alzette',
      'niederkorn',
      'vmal',
    ])
  })

  it.each(locations.map((location) => [location.slug, location] as const))(
    '%s satisfies the location schema',
    (_slug, location) => {
      const result = locationSchema.safeParse(location)
      expect(result.error?.issues ?? []).toEqual([])
    }
  )

  it('has IBANs of 20 characters whose checksum is valid', () => {
    for (const { iban } of locations) {
      expect(iban).toMatch(/^LU\d{18}$/)
      expect(ibanRemainder(iban)).toBe(1n)
    }
  })

  it('places every dealership within the map bounds of Luxembourg', () => {
    for (const { coordinates } of locations) {
      expect(coordinates.lat).toBeGreaterThanOrEqual(luxembourgBounds.south)
      expect(coordinates.lat).toBeLessThanOrEqual(luxembourgBounds.north)
      expect(coordinates.lng).toBeGreaterThanOrEqual(luxembourgBounds.west)
      expect(coordinates.lng).toBeLessThanOrEqual(luxembourgBounds.east)
    }
  })

  it('closes every dealership on each public holiday of 2026 and 2027', () => {
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    const holidays = demoYears.flatMap((year) => luxembourgPublicHolidays(year, 'fr'))
    expect(holidays).toHaveLength(22)
    for (const location of locations) {
      const closedDates = location.closures.map((closure) => closure.date)
      for (const holiday of holidays) expect(closedDates).toContain(holiday.date)
      expect(closedDates).toEqual([...closedDates].sort())
    }
  })

  it('opens every showroom on Saturday, as Luxembourg dealers do, and none on Sunday', () => {
    for (const { departments } of locations) {
      expect(departments.showroom.week.saturday.open).toBe(true)
      expect(departments.showroom.week.sunday.open).toBe(false)
    }
  })

  it('has three to six advisers per site selling brands the site sells', () => {
    for (const location of locations) {
      expect(location.employees.length).toBeGreaterThanOrEqual(3)
      expect(location.employees.length).toBeLessThanOrEqual(6)
      for (const employee of location.employees) {
        for (const brand of employee.brands) expect(location.brands).toContain(brand)
      }
    }
  })

  it('gives every adviser a unique id, mailbox and photo across the group', () => {
    const employees = locations.flatMap((location) => location.employees)
    for (const key of ['id', 'email', 'photo', 'phone'] as const) {
      const values = employees.map((employee) => employee[key])
      expect(new Set(values).size).toBe(values.length)
    }
  })
})
