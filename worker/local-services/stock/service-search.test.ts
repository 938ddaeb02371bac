import { beforeAll, describe, expect, it } from 'vitest'
import { parseStockQuery } from '../../../client/domain/stock-query-reader.ts'
import { multiFilterKeys, stockSearchResultSchema } from '../../../client/domain/stock-search.ts'
import { wireSearchResponseSchema, type WireSearchResponse } from '../../stock/contract.ts'
import { reshapeSearch } from '../../stock/reshape.ts'
import {
  countBy,
  createSeededStockService,
  matches,
} from '../../../scripts/demo-data/stock-service-fixture.ts'
import type { GeneratedVehicle } from '../../../scripts/demo-data/stock-vehicles.ts'

let service: ReturnType<typeof createSeededStockService>

beforeAll(() => {
  service = createSeededStockService()
})

async function search(query: string): Promise<WireSearchResponse> {
  const response = await service.request(`/v1/vehicles/search?${query}`)
  expect(response.status).toBe(200)
  return wireSearchResponseSchema.parse(await response.json())
}

/** The column each multi-select facet counts, read from a generated vehicle. */
const facetValue: Record<
  (typeof multiFilterKeys)[number],
  (v: GeneratedVehicle) => string | number
> = {
  fuel: (v) => v.fuel,
  transmission: (v) => v.transmission,
  location: (v) => v.location,
  body_style: (v) => v.bodyStyle,
  category: (v) => v.category,
  exterior_color: (v) => v.exteriorColor,
  interior_color: (v) => v.interiorColor,
  driven_axles: (v) => v.drivenAxles,
  emissions_class: (v) => v.emissionsClass,
  interior_material: (v) => v.interiorMaterial,
  seats: (v) => v.seats,
  doors: (v) => v.doors,
}

const asCounts = (entries: readonly { value: string; count: number }[]) =>
  Object.fromEntries(
    entries
      .filter((e) => e.count > 0)
      .map((e) => [e.value, e.count] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1))
  )

describe('GET /v1/vehicles/search', () => {
  it('returns the first page of every vehicle on sale, newest first, by default', async () => {
    const body = await search('')
    const onSale = service.stock.vehicles.filter((v) => v.status !== 'sold')
    expect(body.meta).toEqual({
      page: 1,
      page_size: 24,
      total: onSale.length,
      total_pages: Math.ceil(onSale.length / 24),
      sort: 'year_desc',
    })
    expect(body.data).toHaveLength(24)
    const years = body.data.map((v) => v.attributes.construction_year)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })

  it('pages the whole stock in every sort order, available and reserved merged', async () => {
    const onSale = service.stock.vehicles.filter((v) => v.status !== 'sold')
    expect(onSale.some((v) => v.status === 'reserved')).toBe(true)
    const keys = {
      price: (v: GeneratedVehicle) => v.price,
      mileage: (v: GeneratedVehicle) => v.mileage,
      year: (v: GeneratedVehicle) => v.year,
    } as const
    for (const column of ['price', 'mileage', 'year'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const key = keys[column]
        const sign = direction === 'asc' ? 1 : -1
        const expected = [...onSale]
          .sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id)
          .map((v) => v.id)
        for (const page of [1, 3]) {
          const body = await search(`sort=${column}_${direction}&page=${page}&page_size=48`)
          expect(
            body.data.map((v) => v.id),
            `${column}_${direction} page ${page}`
          ).toEqual(expected.slice((page - 1) * 48, page * 48))
          expect(body.meta.total).toBe(onSale.length)
        }
      }
    }
  })

  const combined =
    'fuel=electric&fuel=hybrid&category=new&category=demo&price_max=50000&sort=price_asc&page_size=48'

  it('applies several filters, sorts and paginates without overlap', async () => {
    const query = parseStockQuery(new URLSearchParams(combined))
    const expected = service.stock.vehicles
      .filter((v) => matches(v, query))
      .sort((a, b) => a.price - b.price || a.id - b.id)
    const first = await search(combined)
    const second = await search(`${combined}&page=2`)
    expect(first.meta.total).toBe(expected.length)
    expect([...first.data, ...second.data].map((v) => v.id)).toEqual(
      expected.slice(0, 96).map((v) => v.id)
    )
  })

  it('counts each facet over the other filters only, like a faceted search engine', async () => {
    const query = parseStockQuery(new URLSearchParams(combined))
    const body = await search(combined)
    for (const key of multiFilterKeys) {
      const expected = countBy(
        service.stock.vehicles,
        (v) => matches(v, query, key),
        facetValue[key]
      )
      expect(asCounts(body.facets.options[key]), key).toEqual(expected)
    }
    // Ticking "electric" must not hide how many petrol cars the other filters leave.
    expect(body.facets.options.fuel.some((e) => e.value === 'petrol' && e.count > 0)).toBe(true)
    expect(asCounts(body.facets.brand)).toEqual(
      countBy(
        service.stock.vehicles,
        (v) => matches(v, query, 'brand_model'),
        (v) => v.brand
      )
    )
    const prices = service.stock.vehicles
      .filter((v) => matches(v, query, 'price'))
      .map((v) => v.price)
    expect(body.ranges.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    const vat = service.stock.vehicles.filter(
      (v) => matches(v, query, 'vat_reportable') && v.vatReportable
    ).length
    expect(body.facets.vat_reportable.count).toBe(vat)
  })

  it('agrees with a direct SQL count', async () => {
    const body = await search('fuel=diesel&mileage_max=80000&vat_reportable=true')
    const row = service.db.database
      .prepare(
        "SELECT COUNT(*) AS n FROM vehicles WHERE status != 'sold' AND fuel = ? AND mileage <= ? AND vat_reportable = 1"
      )
      .get('diesel', 80000)
    expect(body.meta.total).toBe(row?.n)
  })

  it('reads brand and model as one grouped filter', async () => {
    const body = await search('brand=kia&brand=fiat&model=kia.ev3&page_size=48')
    const expected = service.stock.vehicles.filter(
      (v) => v.status !== 'sold' && ((v.brand === 'kia' && v.model === 'ev3') || v.brand === 'fiat')
    )
    expect(body.meta.total).toBe(expected.length)
    expect(body.data.every((v) => v.brand.slug === 'fiat' || v.model.slug === 'ev3')).toBe(true)
    expect(body.facets.model.find((m) => m.value === 'kia.ev3')?.label).toBe('EV3')
  })

  it('counts brands and models over the other filters, with their labels', async () => {
    const text = 'brand=kia&brand=fiat&model=kia.ev3&fuel=electric&fuel=hybrid&mileage_max=60000'
    const query = parseStockQuery(new URLSearchParams(text))
    const body = await search(text)
    const others = (v: GeneratedVehicle) => matches(v, query, 'brand_model')
    expect(asCounts(body.facets.brand)).toEqual(
      countBy(service.stock.vehicles, others, (v) => v.brand)
    )
    expect(asCounts(body.facets.model)).toEqual(
      countBy(service.stock.vehicles, others, (v) => `${v.brand}.${v.model}`)
    )
    expect(body.facets.brand.find((e) => e.value === 'kia')?.label).toBe('Kia')
    expect(body.facets.model.find((e) => e.value === 'kia.ev3')?.label).toBe('EV3')
  })

  it('keeps a ticked value the other filters exclude, with a count of 0', async () => {
    const body = await search('brand=corvette&fuel=diesel')
    expect(body.meta.total).toBe(0)
    // No Corvette runs on diesel: both ticked values stay listed, each with 0.
    expect(body.facets.options.fuel.find((e) => e.value === 'diesel')).toEqual({
      value: 'diesel',
      count: 0,
    })
    expect(body.facets.brand.find((e) => e.value === 'corvette')).toEqual({
      value: 'corvette',
      count: 0,
    })
    expect(body.facets.options.fuel.find((e) => e.value === 'petrol')?.count).toBeGreaterThan(0)
    const none = await search('seats=9')
    expect(none.facets.options.seats.find((e) => e.value === '9')).toEqual({ value: '9', count: 0 })
  })

  it('treats hostile input as data, never as SQL', async () => {
    const body = await search(
      `location=${encodeURIComponent("bertrange' OR 1=1 --")}&model=${encodeURIComponent("kia.ev3') --")}`
    )
    expect(body.meta.total).toBe(service.stock.vehicles.filter((v) => v.status !== 'sold').length)
  })

  it('reshapes into the app type the stock overview renders', async () => {
    const result = stockSearchResultSchema.parse(
      reshapeSearch(await search('brand=kia&fuel=electric'))
    )
    const kia = result.facets.brandModel.find((b) => b.value === 'kia')
    expect(kia?.label).toBe('Kia')
    expect(kia?.models.map((m) => m.value).every((v) => v.startsWith('kia.'))).toBe(true)
    expect(result.facets.options.fuel.find((o) => o.value === 'electric')?.label).toBe('Électrique')
    expect(result.vehicles[0]?.price.purchase.formatted).toMatch(/^\d{1,3}(\u202f\d{3})*\u00a0€$/)
  })

  // A search's facets over the whole stock (no filter; a lone filter's own facet) are read from
  // the counts the triggers of migration 0008 keep, not counted again: they must agree with the
  // vehicles, also once the table changes under them.
  async function expectWholeStockCounts(queryText: string) {
    const query = parseStockQuery(new URLSearchParams(queryText))
    const body = await search(queryText)
    const only = queryText.split('=')[0] ?? ''
    for (const key of multiFilterKeys) {
      const keep = (v: GeneratedVehicle) => matches(v, query, key)
      expect(asCounts(body.facets.options[key]), `${queryText} ${key}`).toEqual(
        countBy(service.stock.vehicles, keep, facetValue[key])
      )
    }
    const allModels = (v: GeneratedVehicle) => matches(v, query, 'brand_model')
    expect(asCounts(body.facets.brand)).toEqual(
      countBy(service.stock.vehicles, allModels, (v) => v.brand)
    )
    expect(asCounts(body.facets.model)).toEqual(
      countBy(service.stock.vehicles, allModels, (v) => `${v.brand}.${v.model}`)
    )
    const prices = service.stock.vehicles
      .filter((v) => matches(v, query, 'price'))
      .map((v) => v.price)
    expect(body.ranges.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
    const weights = service.stock.vehicles
      .filter((v) => matches(v, query, 'weight'))
      .map((v) => v.maxWeightKg)
    expect(body.ranges.weight).toEqual({ min: Math.min(...weights), max: Math.max(...weights) })
    expect(body.facets.vat_reportable.count).toBe(
      service.stock.vehicles.filter((v) => matches(v, query, 'vat_reportable') && v.vatReportable)
        .length
    )
    expect(body.meta.total, only).toBe(
      service.stock.vehicles.filter((v) => matches(v, query)).length
    )
  }

  it('counts the whole stock from the kept counts, and keeps them as vehicles change', async () => {
    await expectWholeStockCounts('')
    await expectWholeStockCounts('fuel=diesel')
    // The cheapest car on sale is sold, the heaviest one moves to another brand's dealership
    // and becomes a diesel: the counts and the ranges follow.
    const onSale = service.stock.vehicles.filter((v) => v.status !== 'sold')
    const cheapest = onSale.reduce((a, b) => (b.price < a.price ? b : a))
    const heaviest = onSale.reduce((a, b) => (b.maxWeightKg > a.maxWeightKg ? b : a))
    const other = onSale.find((v) => v.location !== heaviest.location)!
    service.db.database.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).run(cheapest.id)
    service.db.database
      .prepare(
        `UPDATE vehicles SET fuel = 'diesel', location = ?, location_name = 'x' WHERE id = ?`
      )
      .run(other.location, heaviest.id)
    cheapest.status = 'sold'
    heaviest.fuel = 'diesel'
    heaviest.location = other.location
    await expectWholeStockCounts('')
    await expectWholeStockCounts('fuel=diesel')
    // A vehicle removed from the table leaves the counts too.
    service.db.database.prepare('DELETE FROM vehicle_images WHERE vehicle_id = ?').run(heaviest.id)
    service.db.database.prepare('DELETE FROM vehicles WHERE id = ?').run(heaviest.id)
    heaviest.status = 'sold'
    await expectWholeStockCounts('')
  })
})
