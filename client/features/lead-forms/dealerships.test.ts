import { describe, expect, it } from 'vitest'
import type { Location } from '../../domain/location.ts'
import { locations } from '../../../scripts/demo-data/locations.ts'
import { closuresOf, dealershipOfLocation, directoryOf } from './dealerships.ts'
import { locationOptions } from './lead-options.ts'

// Any group's dealership, as its stock API lists it: not one of the demo's.
const wasserbillig: Location = {
  ...locations[0]!,
  slug: 'wasserbillig',
  name: 'Garage de Wasserbillig',
  phone: '+352 74 00 12',
  email: 'wasserbillig@garage.lu',
  closures: [{ date: '2026-08-14', label: 'Fermeture estivale' }],
}

describe('the dealerships of the lead forms', () => {
  it('are the stock API’s locations, with their contact details, hours and closures', () => {
    const dealership = dealershipOfLocation(wasserbillig)
    expect(dealership).toEqual({
      slug: 'wasserbillig',
      name: 'Garage de Wasserbillig',
      phone: '+352 74 00 12',
      email: 'wasserbillig@garage.lu',
      showroom: wasserbillig.departments.showroom,
      workshop: wasserbillig.departments.workshop,
      extraClosures: wasserbillig.closures,
    })
    const closed = closuresOf(dealership, '2026-06-01').map((closure) => closure.date)
    expect(closed).toContain('2026-08-14')
    // Luxembourg's public holidays come on top, for any year (National Day).
    expect(closed).toContain('2026-06-23')
  })

  it('are offered and looked up by slug, from whatever list the page was sent', () => {
    const list = [dealershipOfLocation(wasserbillig)]
    expect(locationOptions(list)).toEqual([
      { value: 'wasserbillig', label: 'Garage de Wasserbillig' },
    ])
    expect(directoryOf(list)('wasserbillig')?.name).toBe('Garage de Wasserbillig')
    expect(directoryOf(list)('bertrange')).toBeUndefined()
  })
})
