import { describe, expect, it } from 'vitest'
import { locations } from '../../../scripts/demo-data/locations.ts'
import { closuresOf, dealershipSlugs, dealerships } from './dealerships.ts'

describe('the dealerships bundled with the lead forms', () => {
  it('are the dealerships of the data, with the same contact details and hours', () => {
    expect(locations.map((location) => location.slug)).toEqual([...dealershipSlugs])
    for (const location of locations) {
      const dealership = dealerships[location.slug as keyof typeof dealerships]
      expect(dealership).toMatchObject({
        name: location.name,
        phone: location.phone,
        email: location.email,
        showroom: location.departments.showroom,
        workshop: location.departments.workshop,
      })
      const dates = new Set(closuresOf(dealership, '2026-06-01').map((closure) => closure.date))
      for (const closure of location.closures.filter((c) => c.date.startsWith('2026'))) {
        expect(dates.has(closure.date), `${location.slug} ${closure.date}`).toBe(true)
      }
    }
  })
})
