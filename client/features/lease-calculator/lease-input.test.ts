import { describe, expect, it } from 'vitest'
import { formatsFor } from '../../locale/format.ts'
import { quoteFor, representativeExample } from './lease-example.ts'
import { messagesOf } from '../../locale/messages.ts'
import { leaseCalculatorMessages } from '../../locale/messages/lease-calculator.ts'
import {
  type LeaseVehicle,
  colourOptions,
  maxDeposit,
  offerLeaseChoices,
  parseLeaseInput,
  stockLeaseChoices,
} from './lease-input.ts'

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
const choices = stockLeaseChoices(vehicle)

describe('lease calculator input', () => {
  it('falls back to the defaults for a missing or malformed query', () => {
    const input = parseLeaseInput(
      query({ duree: 'abc', km: '', acompte: '-5', frais: 'NaN' }),
      vehicle,
      choices
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
      vehicle,
      choices
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
    const used = { ...vehicle, category: 'used' as const }
    expect(colourOptions(vehicle, choices).length).toBeGreaterThan(1)
    expect(colourOptions(used, stockLeaseChoices(used)).map((option) => option.code)).toEqual([
      'stock',
    ])
    expect(parseLeaseInput(query({ couleur: 'blue' }), used, stockLeaseChoices(used)).colour).toBe(
      'stock'
    )
  })

  it('writes the representative example from the quoted numbers', () => {
    const input = parseLeaseInput(
      query({ duree: '60', km: '40000', acompte: '5850', frais: '292' }),
      vehicle,
      choices
    )
    const quote = quoteFor(vehicle, choices, input)
    const text = representativeExample(
      vehicle.title,
      input,
      quote,
      messagesOf(leaseCalculatorMessages, 'fr'),
      formatsFor('fr')
    )
    expect(text).toContain('private lease pour Kia Sportage')
    expect(text).toContain('60 mensualités de')
    expect(text).toContain('40')
    expect(text).toContain('4,9\u00a0%')
    expect(text).toContain('22\u00a0%')
    expect(text).toContain(
      `60 mensualités de ${formatsFor('fr').cents(quote.monthlyInclVatCents)} TVAC`
    )
    expect(text).toContain(`prix du véhicule 35\u202f100\u00a0€ TVAC`)
    expect(text).toContain(`frais de dossier 292\u00a0€ TVAC`)
  })

  it('offers an offer’s own durations, mileages and view, starting from its configuration', () => {
    const offerChoices = offerLeaseChoices({
      type: 'private',
      durationsMonths: [24, 36, 48, 60, 72],
      annualMileagesKm: [10_000, 15_000, 12_345],
      configuration: { durationMonths: 48, annualMileageKm: 15_000 },
    })
    expect(offerChoices).toEqual({
      durations: [24, 36, 48, 60],
      mileages: [10_000, 15_000],
      views: ['private'],
      orderColours: false,
    })
    const start = { durationMonths: 48, annualMileageKm: 15_000, deposit: 2_000 } as const
    const untouched = parseLeaseInput(query({}), vehicle, offerChoices, start)
    expect(untouched).toMatchObject({ durationMonths: 48, annualMileageKm: 15_000, deposit: 2_000 })
    // A business view or a mileage the offer does not have is not taken.
    const asked = parseLeaseInput(
      query({ vue: 'business', km: '40000', duree: '36' }),
      vehicle,
      offerChoices,
      start
    )
    expect(asked).toMatchObject({ view: 'private', annualMileageKm: 15_000, durationMonths: 36 })
  })
})
