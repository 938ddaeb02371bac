import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'

interface Row {
  id: number
  slug: string
  brand: string
  price: number
  status: string
}

/** A vehicle for sale, picked in D1; `offset` keeps tests on different vehicles (KV caches them). */
async function vehicle(offset: number, where = `status = 'available'`): Promise<Row> {
  const row = await env.DB.prepare(
    `SELECT id, slug, brand, price, status FROM vehicles WHERE ${where} ORDER BY id LIMIT 1 OFFSET ?`
  )
    .bind(offset)
    .first<Row>()
  if (!row) throw new Error('no vehicle')
  return row
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>
  )
}

describe('vehicle detail', () => {
  it('shows the vehicle: gallery, price TVAC, attributes with units, dealership and forms', async () => {
    const row = await vehicle(3)
    const response = await appFetch(`/stock/${row.slug}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('class="gallery"')
    expect(html).toMatch(/<dialog[^>]*class="gallery__dialog"/)
    expect(html).toContain('<span>TVAC</span>')
    // A no-break space before each unit (client/locale/format.ts).
    for (const unit of [
      '\u00a0ch (',
      '\u00a0kW)',
      '\u00a0km<',
      '\u00a0g/km',
      '/100 km',
      '\u00a0kg<',
    ]) {
      expect(html, unit).toContain(unit)
    }
    expect(html).toMatch(/<h2 id="vehicle-equipment">Équipements<\/h2>/)
    expect(html).toMatch(/<th scope="row">Lundi<\/th>/)
    for (const sub of ['interessee', 'essai-routier', 'lease-calculator']) {
      expect(html).toContain(`href="/stock/${row.slug}/${sub}"`)
    }
    expect(html).toMatch(/<link rel="preload" as="image" href="\/demo\/vehicles\/[^"]+"/)
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787/stock/${row.slug}"`)
    expect(html).toMatch(/<nav aria-label="Fil d&#x27;Ariane"|<nav aria-label="Fil d'Ariane"/)
  })

  it('describes the car for search engines: Car with an Offer in EUR from an AutoDealer', async () => {
    const row = await vehicle(4)
    const html = await (await appFetch(`/stock/${row.slug}`)).text()
    const car = jsonLd(html).find((entry) => entry['@type'] === 'Car')
    expect(car).toBeDefined()
    expect(car!.offers).toMatchObject({
      '@type': 'Offer',
      price: row.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer' },
    })
  })

  it('moves a wrong slug for a right id to the canonical URL (301)', async () => {
    const row = await vehicle(5)
    const response = await appFetch(`/stock/${row.id}-1-ancien-titre-de-l-annonce`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/stock/${row.slug}`)
    const data = await appFetch(`/__data/stock/${row.id}-1-ancien-titre`)
    expect(await data.json()).toEqual({ kind: 'redirect', location: `/stock/${row.slug}` })
  })

  it('serves the brand URL of the right brand, with the brand-less canonical', async () => {
    const row = await vehicle(6)
    const response = await appFetch(`/${row.brand}/stock/${row.slug}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      `<link rel="canonical" href="http://localhost:8787/stock/${row.slug}"`
    )
  })

  it('moves a brand URL with another brand to the canonical URL (301)', async () => {
    const row = await vehicle(7)
    const other = row.brand === 'kia' ? 'ford' : 'kia'
    const response = await appFetch(`/${other}/stock/${row.slug}`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/stock/${row.slug}`)
  })

  it('answers 410 with the sold page for a sold vehicle, not vehicle-not-found', async () => {
    const row = await vehicle(8)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(row.id).run()
    const response = await appFetch(`/stock/${row.slug}`)
    expect(response.status).toBe(410)
    const html = await response.text()
    expect(html).toContain('data-testid="vehicle-sold"')
    expect(html).not.toContain('data-error-type="vehicle-not-found"')
  })

  it.each(['999999999-1-kia-ev3', '0-1-kia-ev3'])(
    'answers 404 for the unknown %s',
    async (slug) => {
      const response = await appFetch(`/stock/${slug}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('data-error-type="vehicle-not-found"')
    }
  )

  it('still shows a reserved vehicle, saying so', async () => {
    const row = await vehicle(0, `status = 'reserved'`)
    const html = await (await appFetch(`/stock/${row.slug}`)).text()
    expect(html).toContain('Ce véhicule est réservé')
    const car = jsonLd(html).find((entry) => entry['@type'] === 'Car')
    expect(car?.offers).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' })
  })
})

describe('GET /api/vehicles', () => {
  it('answers the vehicles in the order asked and the ids that are gone', async () => {
    const a = await vehicle(20)
    const b = await vehicle(21)
    const sold = await vehicle(22)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(sold.id).run()
    const response = await appFetch(`/api/vehicles?ids=${b.id},${sold.id},${a.id},999999`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const body = await response.json<{ vehicles: { id: number }[]; missing: number[] }>()
    expect(body.vehicles.map((v) => v.id)).toEqual([b.id, a.id])
    expect(body.missing.sort()).toEqual([sold.id, 999999].sort())
  })

  it.each([
    ['no ids', ''],
    ['empty', 'ids='],
    ['letters', 'ids=abc'],
    ['zero', 'ids=0'],
    ['negative', 'ids=-1'],
    ['an empty item', 'ids=1,,2'],
    ['49 ids', `ids=${Array.from({ length: 49 }, (_, i) => i + 1).join(',')}`],
    ['a huge id', 'ids=12345678901'],
  ])('refuses %s with a 400 JSON error', async (_, query) => {
    const response = await appFetch(`/api/vehicles?${query}`)
    expect(response.status).toBe(400)
    const body = await response.json<{ error: { code: string; message: string } }>()
    expect(body.error.code).toBe('invalid_request')
  })

  it('accepts 48 ids', async () => {
    const ids = Array.from({ length: 48 }, (_, i) => i + 1).join(',')
    expect((await appFetch(`/api/vehicles?ids=${ids}`)).status).toBe(200)
  })
})
