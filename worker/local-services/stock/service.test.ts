import { beforeEach, describe, expect, it } from 'vitest'
import { brandSchema, modelSchema } from '../../../client/domain/brand.ts'
import { leaseOfferSchema, leaseOfferSummarySchema } from '../../../client/domain/lease-offer.ts'
import { locationSchema } from '../../../client/domain/location.ts'
import {
  tradeInValuationSchema,
  vehicleSchema,
  vehiclesByIdsSchema,
} from '../../../client/domain/vehicle.ts'
import {
  wireBrandResponseSchema,
  wireBrandsResponseSchema,
  wireErrorSchema,
  wireLeaseOfferResponseSchema,
  wireLeaseOffersResponseSchema,
  wireLocationResponseSchema,
  wireLocationsResponseSchema,
  wireModelResponseSchema,
  wireSearchResponseSchema,
  wireSimilarVehiclesResponseSchema,
  wireValuationResponseSchema,
  wireVehicleGoneSchema,
  wireVehicleResponseSchema,
  wireVehiclesByIdsResponseSchema,
} from '../../stock/contract.ts'
import {
  reshapeBrand,
  reshapeLeaseOffer,
  reshapeLeaseOfferSummary,
  reshapeLocation,
  reshapeModel,
  reshapeValuation,
  reshapeVehicle,
  reshapeVehiclesByIds,
} from '../../stock/reshape.ts'
import { createSeededStockService } from '../../../scripts/demo-data/stock-service-fixture.ts'

// A fresh database per test: PATCH changes the data.
let service: ReturnType<typeof createSeededStockService>
beforeEach(() => {
  service = createSeededStockService()
})

const json = async (path: string, init?: RequestInit) => {
  const response = await service.request(path, init)
  return { status: response.status, body: await response.json<unknown>() }
}
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('vehicles', () => {
  it('serves a vehicle with its gallery and equipment, reshaped for the detail page', async () => {
    const vehicle = service.stock.vehicles.find((v) => v.status === 'available')
    const { status, body } = await json(`/v1/vehicles/${vehicle?.id}`)
    expect(status).toBe(200)
    const app = vehicleSchema.parse(reshapeVehicle(wireVehicleResponseSchema.parse(body).data))
    expect(app.slug).toBe(vehicle?.slug)
    expect(app.images).toHaveLength(4)
    expect(app.equipment.length).toBeGreaterThan(0)
    expect(app.price.purchase.suffix).toBe('TVAC')
  })

  it('looks vehicles up by id and lists the sold and unknown ones as missing', async () => {
    const sold = service.stock.vehicles.find((v) => v.status === 'sold')
    const onSale = service.stock.vehicles.filter((v) => v.status !== 'sold').slice(0, 2)
    const ids = [onSale[1]?.id, sold?.id, 999999, onSale[0]?.id]
    const { status, body } = await json(`/v1/vehicles?ids=${ids.join(',')}`)
    expect(status).toBe(200)
    const app = vehiclesByIdsSchema.parse(
      reshapeVehiclesByIds(wireVehiclesByIdsResponseSchema.parse(body))
    )
    expect(app.vehicles.map((v) => v.id)).toEqual([onSale[1]?.id, onSale[0]?.id])
    expect(app.missing).toEqual([sold?.id, 999999])
  })

  it('refuses malformed id lists', async () => {
    for (const ids of ['', 'a,b', '1,,2', Array.from({ length: 49 }, (_, i) => i + 1).join(',')]) {
      const { status, body } = await json(`/v1/vehicles?ids=${ids}`)
      expect(status, ids).toBe(400)
      expect(wireErrorSchema.parse(body).error.code).toBe('invalid_request')
    }
  })

  it('marks a vehicle sold through the demo PATCH: it leaves search, detail and favourites', async () => {
    const vehicle = service.stock.vehicles.find((v) => v.status === 'available')
    const before = await json('/v1/vehicles/search')
    const patched = await json(`/v1/vehicles/${vehicle?.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"status":"sold"}',
    })
    expect(wireVehicleResponseSchema.parse(patched.body).data.status).toBe('sold')
    const after = await json('/v1/vehicles/search')
    const total = (body: unknown) => wireSearchResponseSchema.parse(body).meta.total
    expect(total(after.body)).toBe(total(before.body) - 1)
    const gone = await json(`/v1/vehicles/${vehicle?.id}`)
    expect(gone.status).toBe(410)
    expect(wireVehicleGoneSchema.parse(gone.body).data).toMatchObject({
      id: vehicle?.id,
      slug: vehicle?.slug,
      status: 'sold',
      brand: { slug: vehicle?.brand },
      model: { slug: vehicle?.model },
    })
    expect((await json('/v1/vehicles/999999')).status).toBe(404)
    expect(
      wireVehiclesByIdsResponseSchema.parse((await json(`/v1/vehicles?ids=${vehicle?.id}`)).body)
        .missing
    ).toEqual([vehicle?.id])
    expect(
      (await json(`/v1/vehicles/${vehicle?.id}`, { method: 'PATCH', body: '{"status":"gone"}' }))
        .status
    ).toBe(400)
    expect(
      (await json('/v1/vehicles/999999', { method: 'PATCH', body: '{"status":"sold"}' })).status
    ).toBe(404)
  })
})

describe('similar vehicles', () => {
  const similar = async (id: number | undefined) => {
    const { status, body } = await json(`/v1/vehicles/${id}/similar`)
    return {
      status,
      data: status === 200 ? wireSimilarVehiclesResponseSchema.parse(body).data : [],
    }
  }

  it('lists up to six vehicles on sale, the same model first, never the vehicle itself', async () => {
    const vehicle = service.stock.vehicles.find(
      (v) =>
        v.status === 'available' &&
        service.stock.vehicles.filter(
          (o) => o.brand === v.brand && o.model === v.model && o.status !== 'sold'
        ).length > 8
    )
    const { status, data } = await similar(vehicle?.id)
    expect(status).toBe(200)
    expect(data).toHaveLength(6)
    expect(data.map((v) => v.id)).not.toContain(vehicle?.id)
    for (const other of data) {
      expect(other.status).not.toBe('sold')
      expect(`${other.brand.slug}.${other.model.slug}`).toBe(`${vehicle?.brand}.${vehicle?.model}`)
    }
    // Among the same model, the same dealership comes first.
    const atSameDealership = data.map((v) => v.location.slug === vehicle?.location)
    expect(atSameDealership).toEqual([...atSameDealership].sort((a, b) => Number(b) - Number(a)))
  })

  it('after the model, ranks body style, then fuel, then price band', async () => {
    const vehicle = service.stock.vehicles.find((v) => v.status === 'available')
    // Two others of its model left on sale: the row goes on past its model.
    const others = service.stock.vehicles.filter(
      (o) =>
        o.id !== vehicle?.id &&
        o.brand === vehicle?.brand &&
        o.model === vehicle.model &&
        o.status !== 'sold'
    )
    for (const other of others.slice(2)) {
      await service.request(`/v1/vehicles/${other.id}`, {
        method: 'PATCH',
        body: '{"status":"sold"}',
      })
    }
    const sameModel = 2
    const { data } = await similar(vehicle?.id)
    expect(data).toHaveLength(6)
    const isSameModel = (v: (typeof data)[number]) =>
      v.brand.slug === vehicle?.brand && v.model.slug === vehicle.model
    expect(data.map(isSameModel)).toEqual(data.map((_, index) => index < sameModel))
    const keys = data
      .slice(sameModel)
      .map((v) => [v.body_style === vehicle?.bodyStyle ? 1 : 0, v.fuel === vehicle?.fuel ? 1 : 0])
    expect(keys).toEqual([...keys].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!))
    expect(keys[0]).toEqual([1, 1])
  })

  it('answers for a sold vehicle too, never lists a sold one, and 404 for an id never seen', async () => {
    const sold = service.stock.vehicles.find((v) => v.status === 'sold')
    const { status, data } = await similar(sold?.id)
    expect(status).toBe(200)
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((v) => v.status !== 'sold')).toBe(true)
    expect((await similar(999999)).status).toBe(404)
  })
})

describe('brands and models', () => {
  it('lists the 12 brands with model counts, stock counts and prices from', async () => {
    const { body } = await json('/v1/brands')
    const brands = wireBrandsResponseSchema.parse(body).data
    expect(brands.map((b) => b.slug)).toEqual([
      'ford',
      'kia',
      'hyundai',
      'opel',
      'jeep',
      'fiat',
      'abarth',
      'alfa-romeo',
      'suzuki',
      'mg',
      'lancia',
      'corvette',
    ])
    const kia = brands.find((b) => b.slug === 'kia')
    expect(kia?.stock_count).toBe(
      service.stock.vehicles.filter((v) => v.brand === 'kia' && v.status !== 'sold').length
    )
    expect(kia?.cash_price_from?.amount).toBe(
      Math.min(...service.stock.models.filter((m) => m.brand === 'kia').map((m) => m.cashPriceFrom))
    )
    expect(brands.find((b) => b.slug === 'corvette')?.lease_price_from).toBeNull()
  })

  it('serves a brand with its models, and one model, in app shapes', async () => {
    const brand = brandSchema.parse(
      reshapeBrand(wireBrandResponseSchema.parse((await json('/v1/brands/kia')).body).data)
    )
    expect(brand.models.map((m) => m.slug)).toContain('ev3')
    const model = modelSchema.parse(
      reshapeModel(
        wireModelResponseSchema.parse((await json('/v1/brands/kia/models/ev3')).body).data
      )
    )
    expect(model.fuels).toEqual(['electric'])
    expect(model.downloads.map((d) => d.kind)).toEqual(['brochure', 'price_list'])
    expect(model.leasePriceFrom?.suffix).toBe('/mois TVAC')
    expect((await json('/v1/brands/tesla')).status).toBe(404)
    expect((await json('/v1/brands/kia/models/model-3')).status).toBe(404)
  })
})

describe('locations', () => {
  it('serves the dealerships with their stock counts, valid as the site’s Location', async () => {
    const locations = wireLocationsResponseSchema.parse((await json('/v1/locations')).body).data
    expect(locations.map((l) => l.slug)).toEqual([
      'bertrange',
      'niederkorn',
      'esch-sur-alzette',
      'centre-de-vehicules-d-occasion',
      'vmal',
    ])
    expect(locations.reduce((sum, l) => sum + l.stock_count, 0)).toBe(
      service.stock.vehicles.filter((v) => v.status !== 'sold').length
    )
    const one = wireLocationResponseSchema.parse((await json('/v1/locations/niederkorn')).body).data
    expect(locationSchema.parse(reshapeLocation(one)).slug).toBe('niederkorn')
    expect((await json('/v1/locations/paris')).status).toBe(404)
  })
})

describe('lease offers', () => {
  it('lists private and business offers and serves one with its terms', async () => {
    const privateOffers = wireLeaseOffersResponseSchema.parse(
      (await json('/v1/lease-offers?type=private')).body
    ).data
    const businessOffers = wireLeaseOffersResponseSchema.parse(
      (await json('/v1/lease-offers?type=business')).body
    ).data
    expect(privateOffers.length).toBeGreaterThanOrEqual(6)
    expect(businessOffers.length).toBeGreaterThanOrEqual(4)
    expect(privateOffers.every((o) => o.type === 'private')).toBe(true)
    privateOffers.forEach((o) => leaseOfferSummarySchema.parse(reshapeLeaseOfferSummary(o)))
    const offer = leaseOfferSchema.parse(
      reshapeLeaseOffer(
        wireLeaseOfferResponseSchema.parse((await json('/v1/lease-offers/kia-ev3-air')).body).data
      )
    )
    const c = offer.configuration
    expect(c.completePrice.amount).toBe(
      c.deposit.amount +
        c.establishmentFee.amount +
        c.pricePerMonth.inclVat.amount * c.durationMonths
    )
    expect(c.pricePerMonth.exclVat.amount).toBeLessThan(c.pricePerMonth.inclVat.amount)
    expect(offer.contractTerms.included.length).toBeGreaterThan(0)
    expect((await json('/v1/lease-offers?type=fleet')).status).toBe(400)
    expect((await json('/v1/lease-offers/nope')).status).toBe(404)
  })
})

describe('valuations', () => {
  const car = {
    brand: 'Kia',
    model: 'Sportage',
    year: 2021,
    mileage: 60000,
    fuel: 'hybrid',
    condition: 'good',
  }

  it('gives an indicative offer between low and high, lower for an older, worn car', async () => {
    const first = wireValuationResponseSchema.parse(
      (await json('/v1/valuations', post(car))).body
    ).data
    const app = tradeInValuationSchema.parse(reshapeValuation({ data: first }))
    expect(app.low.amount).toBeLessThanOrEqual(app.offer.amount)
    expect(app.offer.amount).toBeLessThanOrEqual(app.high.amount)
    // 35 990 € × 0.85^5 × (1 − 60 000/250 000) × 0.92 ≈ 11 160 €
    expect(app.offer.amount).toBe(11150)
    const older = wireValuationResponseSchema.parse(
      (await json('/v1/valuations', post({ ...car, year: 2017, condition: 'poor' }))).body
    ).data
    expect(older.offer.amount).toBeLessThan(first.offer.amount)
    const again = wireValuationResponseSchema.parse(
      (await json('/v1/valuations', post(car))).body
    ).data
    expect(again.reference).toBe(first.reference)
  })

  it('refuses an invalid request with the problems listed', async () => {
    const { status, body } = await json(
      '/v1/valuations',
      post({ ...car, year: 2031, fuel: 'steam' })
    )
    expect(status).toBe(400)
    expect(
      wireErrorSchema
        .parse(body)
        .error.issues?.map((i) => i.path)
        .sort()
    ).toEqual(['fuel', 'year'])
    expect((await json('/v1/valuations', { method: 'POST', body: 'not json' })).status).toBe(400)
  })
})

it('answers unknown paths with the contract’s 404 body', async () => {
  const { status, body } = await json('/v2/vehicles')
  expect(status).toBe(404)
  expect(wireErrorSchema.parse(body).error.code).toBe('not_found')
})
