import { describe, expect, it } from 'vitest'
import { quoteFor, representativeExample } from './lease-example.ts'
import { type LeaseVehicle, colourOptions, maxDeposit, parseLeaseInput } from './lease-input.ts'

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

const query = (values: Record<string, string>) => (name: string) => values[name]

describe('lease calculator input', () => {
  it('falls back to the defaults for a missing or malformed query', () => {
    const input = parseLeaseInput(
      query({ duree: 'abc', km: '', acompte: '-5', frais: 'NaN' }),
      vehicle
    )
    expect(input).toEqual({
      colour: 'stock',
      durationMonths: 48,
      annualMileageKm: 15_000,
      deposit: 0,
      establishmentFee: 250,
      view: 'private',
    })
  })

  it('snaps durations and mileages to the offered values and clamps amounts', () => {
    const input = parseLeaseInput(
      query({
        duree: '999',
        km: '12400',
        acompte: '1e9',
        frais: '5000',
        vue: 'business',
        couleur: 'blue',
      }),
      vehicle
    )
    expect(input.durationMonths).toBe(60)
    expect(input.annualMileageKm).toBe(10_000)
    expect(input.establishmentFee).toBe(1_000)
    expect(input.view).toBe('business')
    expect(input.colour).toBe('blue')
    // Business: half of 30 000 HTVA.
    expect(input.deposit).toBe(15_000)
    expect(
      maxDeposit(vehicle, { durationMonths: 24, annualMileageKm: 10_000, view: 'private' })
    ).toBe(13_300)
  })

  it('offers other colours only for a new vehicle', () => {
    expect(colourOptions(vehicle).length).toBeGreaterThan(1)
    expect(colourOptions({ ...vehicle, category: 'used' }).map((option) => option.code)).toEqual([
      'stock',
    ])
    expect(
      parseLeaseInput(query({ couleur: 'blue' }), { ...vehicle, category: 'used' }).colour
    ).toBe('stock')
  })

  it('writes the representative example from the quoted numbers', () => {
    const input = parseLeaseInput(
      query({ duree: '60', km: '40000', acompte: '5850', frais: '292' }),
      vehicle
    )
    const quote = quoteFor(vehicle, input)
    const text = representativeExample(vehicle.title, input, quote)
    expect(text).toContain('private lease pour Kia Sportage')
    expect(text).toContain('60 mensualités de')
    expect(text).toContain('40')
    expect(text).toContain('4,9 %')
    expect(text).toContain('22 %')
    expect(text.replace(/\s/g, ' ')).toContain(
      `${quote.monthlyInclVat.toFixed(2).replace('.', ',')}`
    )
  })
})
