import { z } from 'zod'
import { createSeededStockService } from '../demo-data/stock-service-fixture.ts'
import type { StockExamples } from './openapi.ts'

/**
 * The OpenAPI document's examples: real answers of the embedded stock service over the seeded
 * demo data (deterministic), its pictures on an example media host (the service's `assetBase`),
 * shortened to a few entries so the document stays readable.
 */

export const EXAMPLE_MEDIA_ORIGIN = 'https://media.dms.example.lu'

const list = z.looseObject({ data: z.array(z.looseObject({})) })
const one = z.looseObject({ data: z.looseObject({}) })
const slugged = z.looseObject({ slug: z.string() })
const vehicle = z.looseObject({ id: z.number(), images: z.array(z.unknown()) })
const location = z.looseObject({ employees: z.array(z.unknown()), closures: z.array(z.unknown()) })
const brand = z.looseObject({ models: z.array(slugged) })

export async function demoExamples(): Promise<StockExamples> {
  const service = createSeededStockService({ assetBase: EXAMPLE_MEDIA_ORIGIN })
  const get = async (path: string): Promise<unknown> => (await service.request(`/v1${path}`)).json()

  const brands = list.parse(await get('/brands'))
  const firstBrand = slugged.parse(brands.data[0]).slug
  const brandAnswer = one.parse(await get(`/brands/${firstBrand}`))
  const brandData = brand.parse(brandAnswer.data)
  const firstModel = brandData.models[0]?.slug ?? ''
  const search = list.parse(await get(`/vehicles/search?brand=${firstBrand}&page_size=1`))
  const id = vehicle.parse(search.data[0]).id
  const vehicleAnswer = one.parse(await get(`/vehicles/${id}`))
  const vehicleData = vehicle.parse(vehicleAnswer.data)
  const locations = list.parse(await get('/locations'))
  const shortLocation = (raw: unknown) => {
    const data = location.parse(raw)
    return { ...data, employees: data.employees.slice(0, 1), closures: data.closures.slice(0, 2) }
  }
  const firstLocation = shortLocation(locations.data[0])
  const offers = list.parse(await get('/lease-offers'))
  const firstOffer = slugged.parse(offers.data[0]).slug

  return {
    brands: { data: brands.data.slice(0, 2) },
    brand: { data: { ...brandData, models: brandData.models.slice(0, 1) } },
    model: await get(`/brands/${firstBrand}/models/${firstModel}`),
    search,
    vehicle: { data: { ...vehicleData, images: vehicleData.images.slice(0, 2) } },
    vehiclesByIds: await get(`/vehicles?ids=${id},999999999`),
    locations: { data: [firstLocation] },
    location: { data: firstLocation },
    leaseOffers: { data: offers.data.slice(0, 1) },
    leaseOffer: await get(`/lease-offers/${firstOffer}`),
    // Written here: the service dates a valuation from the day it is asked.
    valuation: {
      data: {
        reference: 'VAL-3F9A1C20',
        currency: 'EUR',
        low: { amount: 10050, formatted: '10\u202f050\u00a0€' },
        high: { amount: 11700, formatted: '11\u202f700\u00a0€' },
        offer: { amount: 11150, formatted: '11\u202f150\u00a0€' },
        valid_until: '2026-12-27',
      },
    },
    notFound: await get('/vehicles/999999999'),
  }
}
