import { describe, expect, it } from 'vitest'
import type { LocationDetailData } from '../../client/pages/location-detail/location-detail-data.ts'
import { openStatus } from '../../client/features/opening-hours/open-status.ts'
import { locations } from '../../scripts/demo-data/locations.ts'
import { appFetch } from './app-fetch.ts'

interface PagePayload {
  kind: 'page' | 'error'
  status: number
  data: LocationDetailData
  meta: { title: string; canonical: string; structuredData: Record<string, unknown>[] }
  error?: { type: string }
}

async function payload(path: string): Promise<PagePayload> {
  const response = await appFetch(`/__data${path}`)
  expect(response.status).toBe(200)
  return await response.json<PagePayload>()
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await appFetch(path)
  return { status: response.status, html: await response.text() }
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>
  )
}

const errorType = (html: string) => /data-error-type="([^"]+)"/.exec(html)?.[1]

describe.each(locations.map((location) => [location.slug, location] as const))(
  'the dealership page of %s',
  (slug, location) => {
    it('answers /concessions/{location} with hours, contact, legal details and JSON-LD', async () => {
      const { status, html } = await page(`/concessions/${slug}`)
      expect(status).toBe(200)
      expect(html).toContain(`<h1>${location.name.replace("'", '&#x27;')}</h1>`)
      expect(html).toMatch(/Ouvert maintenant|Fermé/)
      expect(html).toContain(`href="tel:${location.phone.replaceAll(' ', '')}"`)
      expect(html).toContain(`href="mailto:${location.email}"`)
      expect(html).toContain(
        `https://www.google.com/maps/dir/?api=1&amp;destination=${location.coordinates.lat},${location.coordinates.lng}`
      )
      expect(html).toContain('target="_blank"')
      expect(html).toContain(location.vatNumber)
      expect(html).toContain(location.iban.slice(0, 4))
      expect(html).toContain('<caption>Showroom</caption>')
      expect(html).toContain(`<caption>${location.departments.workshop.label}</caption>`)

      const dealer = jsonLd(html).find((item) => item['@type'] === 'AutoDealer')
      expect(dealer).toMatchObject({
        name: location.name,
        telephone: location.phone,
        vatID: location.vatNumber,
        address: { postalCode: location.address.postcode, addressLocality: location.address.town },
      })
      const departments = dealer?.department as { '@type': string }[]
      expect(departments.map((department) => department['@type'])).toEqual([
        'AutoDealer',
        'AutoRepair',
      ])
      const hours = dealer?.openingHoursSpecification as {
        dayOfWeek?: string[]
        validFrom?: string
      }[]
      expect(hours.some((entry) => entry.dayOfWeek?.includes('https://schema.org/Monday'))).toBe(
        true
      )
      // Upcoming public holidays are published as closed days.
      expect(hours.some((entry) => entry.validFrom !== undefined)).toBe(true)
    })

    it('computes the open status on the server at request time, in Luxembourg time', async () => {
      const before = new Date()
      const { data } = await payload(`/concessions/${slug}`)
      const after = new Date()
      const showroom = location.departments.showroom
      const expected = [before, after].map((at) =>
        openStatus(showroom, location.closures, at, 'fr')
      )
      expect(expected).toContainEqual(data.status.showroom)
    })

    it('shows its advisers and a few vehicles of its own stock', async () => {
      const { data } = await payload(`/concessions/${slug}`)
      expect(data.employees?.map((employee) => employee.id)).toEqual(
        location.employees.map((employee) => employee.id)
      )
      expect(data.stock?.vehicles.length).toBeGreaterThan(0)
      expect(data.stock?.vehicles.length).toBeLessThanOrEqual(4)
      for (const vehicle of data.stock?.vehicles ?? []) expect(vehicle.location.slug).toBe(slug)
      expect(data.stock?.href).toBe(`/stock?location=${slug}`)
    })

    const sold = location.brands[0]
    if (sold) {
      it(`answers /${sold}/locations/${slug} with that brand's advisers and stock`, async () => {
        const { status, html } = await page(`/${sold}/locations/${slug}`)
        expect(status).toBe(200)
        expect(html).toContain(`rel="canonical" href="http://localhost:8787/concessions/${slug}"`)
        const { data } = await payload(`/${sold}/locations/${slug}`)
        expect(data.brand?.slug).toBe(sold)
        const advisers = location.employees.filter((employee) => employee.brands.includes(sold))
        expect(data.employees?.map((employee) => employee.id)).toEqual(
          advisers.map((employee) => employee.id)
        )
        for (const vehicle of data.stock?.vehicles ?? []) expect(vehicle.brand.slug).toBe(sold)
      })
    }

    const notSold = ['mg', 'corvette', 'suzuki', 'ford'].find(
      (brand) => !location.brands.includes(brand as never)
    )
    it(`answers 404 location-not-found under a brand it does not sell (${notSold})`, async () => {
      const { status, html } = await page(`/${notSold}/locations/${slug}`)
      expect(status).toBe(404)
      expect(errorType(html)).toBe('location-not-found')
    })
  }
)

describe('dealership pages that do not exist', () => {
  it.each([
    ['/concessions/dudelange', 'location-not-found'],
    ['/concessions/Bertrange', 'location-not-found'],
    ['/concessions/bertrange%20', 'location-not-found'],
    [`/concessions/${'a'.repeat(200)}`, 'location-not-found'],
    ['/kia/locations/dudelange', 'location-not-found'],
    ['/tesla/locations/bertrange', 'brand-not-found'],
  ])('%s answers 404 %s', async (path, type) => {
    const { status, html } = await page(path)
    expect(status).toBe(404)
    expect(errorType(html)).toBe(type)
  })
})
