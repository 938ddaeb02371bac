import { describe, expect, it } from 'vitest'
import {
  emptyStockQuery,
  multiFilterKeys,
  multiFilters,
  rangeFilterKeys,
  rangeFilters,
  type StockQuery,
} from '../../client/domain/stock-search.ts'
import type { VehicleSummary } from '../../client/domain/vehicle.ts'
import { missedFilters, reachesSearch } from './search-reach.ts'

const code = <T extends string>(value: T) => ({ code: value, label: value })

/** A petrol Kia Ceed, automatic, 2021, 45,000 km, 32,990 €. */
const kia: VehicleSummary = {
  id: 1,
  slug: '1-1-kia-ceed-gt-line',
  status: 'available',
  category: code('used'),
  title: 'Kia Ceed',
  brand: { slug: 'kia', name: 'Kia' },
  model: { slug: 'ceed', name: 'Ceed' },
  trim: 'GT Line',
  bodyStyle: code('hatchback'),
  fuel: code('petrol'),
  transmissionType: code('automatic'),
  vatReportable: false,
  price: {
    purchase: { amount: 32_990, formatted: '32 990 €', suffix: 'TVAC', beforeDiscount: null },
    leaseFrom: null,
  },
  attributes: {
    mileage: 45_000,
    constructionYear: 2021,
    firstRegistration: '2021-03',
    power: { kw: 135, hp: 184 },
    engineCc: 1998,
    batteryKwh: null,
    consumption: { value: 6.1, unit: 'l/100km' },
    co2: 139,
    emissionsClass: code('euro-6d'),
    drivenAxles: code('rear'),
    maxWeightKg: 2_050,
    interiorMaterial: code('fabric'),
    seats: 5,
    doors: 4,
    exteriorColor: { ...code('black'), paint: 'Noir saphir' },
    interiorColor: code('black'),
  },
  images: [{ type: 'image', url: '/a.jpg', width: 800, height: 600, alt: '' }],
  location: { slug: 'strassen', name: 'Strassen' },
} as const satisfies VehicleSummary

const query = (filters: Partial<StockQuery>): StockQuery => ({ ...emptyStockQuery(), ...filters })

describe('reachesSearch', () => {
  it('reaches the unfiltered search and any search it matches', () => {
    expect(reachesSearch(query({}), kia)).toBe(true)
    expect(reachesSearch(query({ brand: ['kia'], fuel: ['petrol'] }), kia)).toBe(true)
    expect(reachesSearch(query({ model: ['kia.ceed'], price: { max: 40_000 } }), kia)).toBe(true)
  })

  it('reaches a search whose one filter it misses: it counts in that facet', () => {
    expect(missedFilters(query({ brand: ['ford'] }), kia)).toEqual(['brand_model'])
    expect(reachesSearch(query({ brand: ['ford'] }), kia)).toBe(true)
    // Both bounds of a range are one filter.
    expect(
      reachesSearch(query({ price: { min: 10_000, max: 20_000 }, fuel: ['petrol'] }), kia)
    ).toBe(true)
  })

  it('does not reach a search whose two filters it misses, nor any once sold', () => {
    expect(missedFilters(query({ brand: ['ford'], fuel: ['diesel'] }), kia)).toEqual([
      'brand_model',
      'fuel',
    ])
    expect(reachesSearch(query({ brand: ['ford'], fuel: ['diesel'] }), kia)).toBe(false)
    expect(reachesSearch(query({ year: { min: 2023 }, mileage: { max: 10_000 } }), kia)).toBe(false)
    expect(reachesSearch(query({ seats: [7], vat_reportable: true }), kia)).toBe(false)
    expect(reachesSearch(query({}), { ...kia, status: 'sold' })).toBe(false)
  })

  it('reads brand and model as one filter: a ticked model narrows its own brand only', () => {
    expect(missedFilters(query({ brand: ['kia'], model: ['kia.sportage'] }), kia)).toEqual([
      'brand_model',
    ])
    expect(missedFilters(query({ brand: ['kia'], model: ['ford.puma'] }), kia)).toEqual([])
    expect(missedFilters(query({ model: ['kia.ceed'] }), kia)).toEqual([])
  })

  it('holds every filter of the tables: a vehicle outside one misses that one alone', () => {
    for (const key of multiFilterKeys) {
      const own = multiFilters[key].of(kia)
      const other = typeof own === 'number' ? own + 1 : `${own}-other`
      expect(missedFilters(Object.assign(query({}), { [key]: [other] }), kia), key).toEqual([key])
      expect(missedFilters(Object.assign(query({}), { [key]: [own] }), kia), key).toEqual([])
    }
    for (const key of rangeFilterKeys) {
      const own = rangeFilters[key].of(kia)
      expect(missedFilters(query({ [key]: { max: own - 1 } }), kia), key).toEqual([key])
      expect(missedFilters(query({ [key]: { min: own, max: own } }), kia), key).toEqual([])
    }
  })
})
