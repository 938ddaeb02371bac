import { describe, expect, it } from 'vitest'
import {
  multiFilterKeys,
  rangeFilterKeys,
  stockSearchResultSchema,
} from '../../client/domain/stock-search.ts'
import { vehicleSchema } from '../../client/domain/vehicle.ts'
import { wireBrandSummarySchema, wireSearchResponseSchema, wireVehicleSchema } from './contract.ts'
import { createMedia } from './media.ts'
import { reshapeBrandSummary, reshapeSearch, reshapeVehicle } from './reshape.ts'

// A small wire vehicle as the stock API sends it (codes, no labels, snake_case).
const wireVehicle = wireVehicleSchema.parse({
  id: 42,
  slug: '42-1-kia-ev3-air-standard-range-58-3-kwh',
  status: 'available',
  category: 'demo',
  title: 'Kia EV3',
  brand: { slug: 'kia', name: 'Kia' },
  model: { slug: 'ev3', name: 'EV3' },
  trim: 'Air Standard Range 58,3 kWh',
  body_style: 'high_entry',
  fuel: 'electric',
  transmission_type: 'automatic',
  vat_reportable: true,
  price: {
    purchase: {
      amount: 32990,
      formatted: '32\u202f990\u00a0€',
      suffix: 'TVAC',
      before_discount: { amount: 36990, formatted: '36\u202f990\u00a0€' },
    },
    lease_from: { amount: 389, formatted: '389\u00a0€' },
  },
  attributes: {
    mileage: 4200,
    construction_year: 2026,
    first_registration: '2026-03',
    power: { kw: 150, hp: 204 },
    engine_cc: null,
    battery_kwh: 58.3,
    consumption: { value: 14.9, unit: 'kWh/100km' },
    co2_g_km: 0,
    emissions_class: 'zero-emission',
    driven_axles: 'front',
    max_weight_kg: 2100,
    interior_material: 'fabric',
    seats: 5,
    doors: 5,
    exterior_color: { code: 'green', paint: 'Vert Iceberg' },
    interior_color: 'black',
  },
  images: [
    {
      type: 'image',
      url: 'https://media.dms.example.lu/vehicles/42/1.jpg',
      width: 2400,
      height: 1600,
      alt: 'Kia EV3',
    },
  ],
  location: { slug: 'niederkorn', name: 'Concession de Niederkorn' },
  description: 'Kia EV3 de démonstration.',
  equipment: [{ category: 'Confort', items: ['Pompe à chaleur'] }],
})

describe('reshapeVehicle', () => {
  it('gives the app vehicle with French labels and camelCase fields', () => {
    const vehicle = vehicleSchema.parse(reshapeVehicle(wireVehicle))
    expect(vehicle.fuel).toEqual({ code: 'electric', label: 'Électrique' })
    expect(vehicle.category.label).toBe('Démonstration')
    expect(vehicle.transmissionType.label).toBe('Automatique')
    expect(vehicle.price.purchase.beforeDiscount?.amount).toBe(36990)
    expect(vehicle.attributes.exteriorColor).toEqual({
      code: 'green',
      label: 'Vert',
      paint: 'Vert Iceberg',
    })
    expect(vehicle.attributes.emissionsClass.label).toBe('Zéro émission')
    expect(vehicle.attributes.constructionYear).toBe(2026)
  })
})

describe('reshapeSearch', () => {
  it('groups models under brands and labels the options', () => {
    const options = {
      ...noOptions(),
      fuel: [{ value: 'electric', count: 3 }],
      location: [{ value: 'niederkorn', label: 'Concession de Niederkorn', count: 3 }],
      seats: [{ value: '5', count: 3 }],
    }
    const wire = wireSearchResponseSchema.parse({
      data: [wireVehicle],
      meta: { page: 1, page_size: 24, total: 1, total_pages: 1, sort: 'price_asc' },
      facets: {
        brand: [
          { value: 'kia', label: 'Kia', count: 2 },
          { value: 'fiat', count: 0 },
        ],
        model: [
          { value: 'kia.ev3', label: 'EV3', count: 1 },
          { value: 'kia.ev6', label: 'EV6', count: 1 },
        ],
        options,
        vat_reportable: { count: 1 },
      },
      ranges: { ...noRanges(), price: { min: 32990, max: 32990 } },
    })
    const result = stockSearchResultSchema.parse(reshapeSearch(wire))
    expect(result.facets.brandModel[0]?.models.map((m) => m.label)).toEqual(['EV3', 'EV6'])
    expect(result.facets.brandModel[1]).toEqual({
      value: 'fiat',
      label: 'Fiat',
      count: 0,
      models: [],
    })
    expect(result.facets.options.fuel).toEqual([
      { value: 'electric', label: 'Électrique', count: 3 },
    ])
    expect(result.facets.options.location[0]?.label).toBe('Concession de Niederkorn')
    expect(result.facets.options.seats[0]?.label).toBe('5')
    expect(result.pagination).toEqual({ page: 1, pageSize: 24, total: 1, totalPages: 1 })
  })
})

describe('contract v1.1 pictures', () => {
  it('gives a vehicle without pictures the placeholder, on its card and its page', () => {
    const bare = wireVehicleSchema.parse({ ...wireVehicle, images: [] })
    const vehicle = vehicleSchema.parse(reshapeVehicle(bare))
    expect(vehicle.images).toEqual([
      { type: 'image', url: '/images/vehicle-placeholder.svg', width: 1200, height: 800, alt: '' },
    ])
  })

  it('keeps the API’s absolute URL when resizing is off', () => {
    const vehicle = reshapeVehicle(wireVehicle, createMedia())
    expect(vehicle.images[0]?.url).toBe('https://media.dms.example.lu/vehicles/42/1.jpg')
  })

  it('asks Cloudflare Images for the width each place shows, and scales the size to match', () => {
    const media = createMedia({ resize: 'cloudflare' })
    expect(reshapeVehicle(wireVehicle, media).images[0]).toMatchObject({
      url: '/cdn-cgi/image/width=1600,fit=scale-down,format=auto/https://media.dms.example.lu/vehicles/42/1.jpg',
      width: 1600,
      height: 1067,
    })
    const wire = wireSearchResponseSchema.shape.data.parse([wireVehicle])
    const card = reshapeSearch({ ...searchWire(), data: wire }, media).vehicles[0]?.images[0]
    expect(card).toMatchObject({ width: 640, height: 427 })
    expect(card?.url).toMatch(/^\/cdn-cgi\/image\/width=640,fit=scale-down,format=auto\/https:/)
  })

  it('reads the embedded service’s own host back as the site’s files (USE_MOCKS)', () => {
    const local = wireVehicleSchema.parse({
      ...wireVehicle,
      images: [{ ...wireVehicle.images[0], url: 'http://stock.local.test/demo/vehicles/a.svg' }],
    })
    const media = createMedia({ resize: 'cloudflare', localHosts: true })
    expect(reshapeVehicle(local, media).images[0]?.url).toBe('/demo/vehicles/a.svg')
    expect(reshapeVehicle(local, createMedia()).images[0]?.url).toBe(
      'http://stock.local.test/demo/vehicles/a.svg'
    )
  })

  it('gives a brand without a logo the neutral mark', () => {
    const brand = wireBrandSummarySchema.parse({
      slug: 'great-wall',
      name: 'Great Wall',
      logo: null,
      model_count: 0,
      stock_count: 0,
      cash_price_from: null,
      lease_price_from: null,
    })
    expect(reshapeBrandSummary(brand).logo).toBe('/images/brand-neutral.svg')
  })
})

/** Empty facets of every filter of the tables (client/domain/stock-search.ts). */
function noOptions() {
  return Object.fromEntries(multiFilterKeys.map((key) => [key, []]))
}

function noRanges() {
  return Object.fromEntries(rangeFilterKeys.map((key) => [key, null]))
}

function searchWire() {
  return wireSearchResponseSchema.parse({
    data: [],
    meta: { page: 1, page_size: 24, total: 1, total_pages: 1, sort: 'price_asc' },
    facets: {
      brand: [],
      model: [],
      options: noOptions(),
      vat_reportable: { count: 0 },
    },
    ranges: noRanges(),
  })
}
