import { describe, expect, it } from 'vitest'
import { brandSlugs } from '../../client/domain/brand.ts'
import { locations } from './locations.ts'
import { generateStock } from './stock.ts'
import { createRandom } from './stock-random.ts'
import { HP_PER_KW, REFERENCE_YEAR } from './stock-vehicles.ts'

const stock = generateStock()
const { vehicles } = stock

describe('generateStock', () => {
  it('is deterministic: two runs give identical data', () => {
    expect(JSON.stringify(generateStock())).toBe(JSON.stringify(stock))
  })

  it('covers the 12 brands with at least 1 500 vehicles, unique ids and route-valid slugs', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(1500)
    expect(new Set(vehicles.map((v) => v.brand))).toEqual(new Set(brandSlugs))
    expect(new Set(vehicles.map((v) => v.id)).size).toBe(vehicles.length)
    for (const v of vehicles)
      expect(v.slug).toMatch(new RegExp(`^${v.id}-1-${v.brand}-${v.model}(?:-[a-z0-9]+)+$`))
  })

  it('keeps mileage, year and registration consistent with the category', () => {
    for (const v of vehicles) {
      if (v.category === 'new') {
        expect(v.mileage).toBeLessThanOrEqual(50)
        expect(v.firstRegistration).toBeNull()
      } else {
        expect(v.firstRegistration?.startsWith(String(v.year))).toBe(true)
      }
      if (v.category === 'demo') expect(v.mileage).toBeGreaterThanOrEqual(1000)
      if (v.category === 'demo') expect(v.mileage).toBeLessThanOrEqual(15000)
      if (v.category === 'used') expect(v.year).toBeLessThan(REFERENCE_YEAR)
      expect(v.year).toBeLessThanOrEqual(REFERENCE_YEAR)
    }
  })

  it('derives power, CO2 and units from the fuel', () => {
    for (const v of vehicles) {
      expect(v.hp).toBe(Math.round(v.kw * HP_PER_KW))
      if (v.fuel === 'electric') {
        expect([v.co2, v.engineCc, v.consumptionUnit, v.emissionsClass]).toEqual([
          0,
          null,
          'kWh/100km',
          'zero-emission',
        ])
        expect(v.batteryKwh).toBeGreaterThan(0)
      } else {
        expect(v.co2).toBeGreaterThan(0)
        expect(v.engineCc).toBeGreaterThan(0)
        expect(v.consumptionUnit).toBe('l/100km')
      }
    }
  })

  it('prices plausibly, with discounts below the former price', () => {
    for (const v of vehicles) {
      expect(v.price).toBeGreaterThanOrEqual(990)
      expect(v.price).toBeLessThan(200_000)
      if (v.priceBeforeDiscount !== null) expect(v.priceBeforeDiscount).toBeGreaterThan(v.price)
    }
    expect(vehicles.filter((v) => v.priceBeforeDiscount !== null).length).toBeGreaterThan(100)
  })

  it('has mostly available vehicles and a few reserved, at known dealerships', () => {
    const count = (status: string) => vehicles.filter((v) => v.status === status).length
    expect(count('available') / vehicles.length).toBeGreaterThan(0.85)
    expect(count('reserved')).toBeGreaterThan(0)
    const slugs = new Set(locations.map((l) => l.slug))
    expect(vehicles.every((v) => slugs.has(v.location))).toBe(true)
    const used = vehicles.filter((v) => v.category === 'used')
    expect(
      used.filter((v) => v.location === 'centre-de-vehicules-d-occasion').length / used.length
    ).toBeGreaterThan(0.7)
  })

  it('publishes at least 6 private and 4 business lease offers with unique slugs', () => {
    const { leaseOffers } = stock
    expect(leaseOffers.filter((o) => o.type === 'private').length).toBeGreaterThanOrEqual(6)
    expect(leaseOffers.filter((o) => o.type === 'business').length).toBeGreaterThanOrEqual(4)
    expect(new Set(leaseOffers.map((o) => o.slug)).size).toBe(leaseOffers.length)
    expect(leaseOffers.map((o) => o.slug)).toContain('kia-ev3-air')
  })

  it('gives every model a price from, a gallery and two downloads', () => {
    for (const m of stock.models) {
      expect(m.cashPriceFrom).toBeGreaterThan(10_000)
      expect(m.gallery.length).toBeGreaterThan(1)
      expect(m.downloads.map((d) => d.url)).toEqual([
        `/demo/downloads/${m.brand}-${m.slug}-brochure.pdf`,
        `/demo/downloads/${m.brand}-${m.slug}-liste-de-prix.pdf`,
      ])
    }
  })
})

describe('createRandom', () => {
  it('repeats for one seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next)
    expect(draw(1)).toEqual(draw(1))
    expect(draw(1)).not.toEqual(draw(2))
    const random = createRandom(7)
    for (let i = 0; i < 1000; i++) expect(random.int(3, 5)).toBeGreaterThanOrEqual(3)
  })
})
