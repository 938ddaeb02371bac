import { describe, expect, it } from 'vitest'
import { checkLeaseRequest } from './lease-request.ts'
import {
  stockLeaseChoices,
  type LeaseVehicle,
} from '../../client/features/lease-calculator/lease-input.ts'

const vehicle: LeaseVehicle = {
  id: 1201,
  slug: '1201-1-kia-sportage-gt-line',
  title: 'Kia Sportage',
  trim: 'GT-Line',
  brand: { slug: 'kia', name: 'Kia' },
  category: 'new',
  priceInclVat: 35_100,
  colour: { code: 'red', paint: 'Rouge Infra' },
  co2: 142,
  fuel: 'hybrid',
  image: { url: '/x.svg', width: 800, height: 600, alt: 'Kia Sportage' },
}
const choices = stockLeaseChoices(vehicle)
const request = {
  view: 'private',
  colour: 'stock',
  durationMonths: choices.durations[0] ?? 36,
  annualMileageKm: choices.mileages[0] ?? 15_000,
  deposit: '99999999',
  establishmentFee: '250',
} as const

const errorsOf = (language: 'fr' | 'de', wrong: Partial<Record<string, string>> = {}) => {
  const checked = checkLeaseRequest({ ...request, ...wrong }, vehicle, choices, language)
  if (checked.ok) throw new Error('expected a refusal')
  return checked.errors
}

describe('a lease request refused', () => {
  it('says so in French on a French page, as before', () => {
    expect(errorsOf('fr').leaseDeposit).toMatch(
      /^Veuillez saisir un acompte entre 0\u00a0€ et .* TVAC\.$/
    )
  })

  it('says so in German on a German page (issue 31: it was French)', () => {
    const errors = errorsOf('de', { view: 'nope', durationMonths: '7', deposit: 'x' })
    expect(errors.leaseView).toBe('Diese Leasingart wird für dieses Fahrzeug nicht angeboten.')
    expect(errors.leaseDuration).toMatch(
      /^Bitte wählen Sie eine angebotene Laufzeit: .* oder \d+ Monate\.$/
    )
    expect(errors.leaseDeposit).toBe(
      'Bitte geben Sie eine Anzahlung in Euro ohne Nachkommastellen ein.'
    )
    expect(errorsOf('de').leaseDeposit).toMatch(
      /^Bitte geben Sie eine Anzahlung zwischen 0\u00a0€ und .* inkl\. MwSt\. ein\.$/
    )
  })
})
