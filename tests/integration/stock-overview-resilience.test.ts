import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'
import { fetchAndSettle, hasTag, overviewOf, sqlCount } from './stock-fixtures.ts'

describe('stock overview: malformed parameters never give a 500', () => {
  const queries = [
    'price_min=-5',
    'price_min=abc&price_max=',
    'year_min=99999&year_max=1',
    'mileage_min=1e9',
    'fuel=%00',
    'fuel=diesel,,,petrol,nope',
    'brand=../../etc/passwd',
    'model=kia',
    'model=kia.ev3.extra',
    'seats=100&doors=-1',
    'sort=drop%20table%20vehicles',
    'page_size=100000',
    'page=99999999999999999999',
    'vat_reportable=maybe',
    `fuel=${'diesel,'.repeat(500)}`,
    `location=${'x'.repeat(5000)}`,
    'price_min=%E0%A4%A',
    'brand[]=kia&brand[0]=ford',
    '%ZZ=1',
  ]

  it.each(queries.map((query) => [query.slice(0, 60), query]))('/stock?%s', async (_, query) => {
    const response = await appFetch(`/stock?${query}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('stock-overview')
    const data = await overviewOf(`/stock?${query}`)
    expect(data.pagination.page).toBeGreaterThanOrEqual(1)
    expect(data.pagination.pageSize).toBeLessThanOrEqual(48)
  })

  it('clamps and swaps a reversed range instead of failing', async () => {
    const data = await overviewOf('/stock?price_min=30000&price_max=20000')
    expect(data.values).toMatchObject({ price_min: ['20000'], price_max: ['30000'] })
    expect(data.pagination.total).toBe(await sqlCount('v.price BETWEEN 20000 AND 30000'))
  })
})

describe('stock overview: without JavaScript and in the URL', () => {
  it('is a GET form to the same page with a submit button and the state ticked', async () => {
    const html = await (
      await appFetch('/stock?fuel=electric&transmission=automatic&sort=price_asc')
    ).text()
    expect(hasTag(html, 'form', ['method="get"', 'action="/stock"'])).toBe(true)
    expect(html).toMatch(/<button type="submit"[^>]*><span>Appliquer les filtres<\/span>/)
    expect(hasTag(html, 'input', ['name="fuel"', 'value="electric"', 'checked'])).toBe(true)
    expect(hasTag(html, 'input', ['name="fuel"', 'value="diesel"', 'checked'])).toBe(false)
    expect(hasTag(html, 'input', ['name="transmission"', 'value="automatic"', 'checked'])).toBe(
      true
    )
    expect(html).toMatch(/<option value="price_asc" selected/)
  })

  it('renders 24 cards with sized pictures, prices TVAC and WLTP figures', async () => {
    const html = await (await appFetch('/stock')).text()
    const cards = html.match(/<article class="vehicle-card"/g) ?? []
    expect(cards).toHaveLength(24)
    const images = html.match(/<img[^>]*src="\/demo\/vehicles\/[^>]*>/g) ?? []
    expect(images).toHaveLength(24)
    for (const image of images) expect(image).toMatch(/width="\d+"[^>]*height="\d+"/)
    expect(html.match(/<span>TVAC<\/span>/g)).toHaveLength(24)
    // Units follow their number with a no-break space (client/locale/format.ts).
    expect(
      html.match(/WLTP : [\d,]+\u00a0(l|kWh)\/100 km · CO<sub>2<\/sub> : \d+\u00a0g\/km/g)
    ).toHaveLength(24)
  })

  it('strikes through the price before discount when there is one', async () => {
    const row = await env.DB.prepare(
      `SELECT brand, price, price_before_discount AS before FROM vehicles
       WHERE status != 'sold' AND price_before_discount IS NOT NULL LIMIT 1`
    ).first<{ brand: string; price: number; before: number }>()
    expect(row).toBeTruthy()
    const { brand, price, before } = row!
    const html = await (
      await appFetch(`/stock?brand=${brand}&price_min=${price}&price_max=${price}`)
    ).text()
    const digits = (text: string | undefined) => Number(text?.replace(/\D/g, ''))
    const struck = html.match(/Prix avant remise : <\/span><s>([^<]+)<\/s>/)?.[1]
    expect(digits(struck)).toBe(before)
    const now = html.match(/Prix remisé : <\/span><strong>([^<]+)<\/strong>/)?.[1]
    expect(digits(now)).toBe(price)
  })

  it('keeps stock filters in the canonical URL and drops tracking parameters', async () => {
    const html = await (await appFetch('/stock?fuel=diesel&utm_source=news&page=2&gclid=x')).text()
    const canonical = html
      .match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      ?.replaceAll('&amp;', '&')
    expect(canonical).toBe('http://localhost:8787/stock?fuel=diesel&page=2')
  })

  it('applies a page preset the visitor cannot undo (used-car centre)', async () => {
    const data = await overviewOf('/centre-de-vehicules-d-occasion?category=new&location=bertrange')
    expect(data.pagination.total).toBe(
      await sqlCount(`v.location = 'centre-de-vehicules-d-occasion' AND v.category = 'used'`)
    )
    expect(data.filters.map((f) => f.key)).not.toContain('location')
    expect(data.filters.map((f) => f.key)).not.toContain('category')
  })
})

describe('stock overview: the stock API down', () => {
  async function withStockApiDown<T>(run: () => Promise<T>): Promise<T> {
    // The local stock service reads D1: without its table it fails as an unreachable API would.
    await env.DB.exec('ALTER TABLE vehicles RENAME TO vehicles_offline')
    try {
      return await run()
    } finally {
      await env.DB.exec('ALTER TABLE vehicles_offline RENAME TO vehicles')
    }
  }

  it('still serves the cached results, an hour old', async () => {
    await fetchAndSettle('/stock?fuel=electric&sort=price_asc')
    const fresh = await overviewOf('/stock?fuel=electric&sort=price_asc')
    const key = 'stock:v1:/vehicles/search?fuel=electric&sort=price_asc'
    const stored = await env.CACHE.get<{ storedAt: number; value: unknown }>(key, 'json')
    expect(stored, 'the search was cached').toBeTruthy()
    // Past its freshness and its stale-while-revalidate window: only stale-if-error may serve it.
    await env.CACHE.put(key, JSON.stringify({ ...stored, storedAt: Date.now() - 3_600_000 }))
    const { status, data } = await withStockApiDown(async () => ({
      status: (await appFetch('/stock?fuel=electric&sort=price_asc')).status,
      data: await overviewOf('/stock?fuel=electric&sort=price_asc'),
    }))
    expect(status).toBe(200)
    expect(data.pagination.total).toBe(fresh.pagination.total)
    expect(data.vehicles.map((v) => v.id)).toEqual(fresh.vehicles.map((v) => v.id))
  })

  it('renders the page with a notice, as a 503 no cache keeps, when nothing was cached', async () => {
    const response = await withStockApiDown(() => appFetch('/stock?fuel=hydrogen&doors=3'))
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await response.text()).toContain('Notre stock est momentanément indisponible')
    const payload = await withStockApiDown(() => appFetch('/__data/stock?fuel=hydrogen&doors=3'))
    expect(payload.status).toBe(503)
    expect(payload.headers.get('cache-control')).toBe('no-store')
  })
})

describe('stock preview, hero and quick entry blocks', () => {
  it('home page: a row of used cars and the quick search with shortcut tiles', async () => {
    const html = await (await appFetch('/')).text()
    expect(html).toContain('stock-preview')
    expect(hasTag(html, 'form', ['class="quick-search', 'method="get"', 'action="/stock"'])).toBe(
      true
    )
    const tiles = [...html.matchAll(/href="\/stock\?body_style=([a-z_]+)"/g)].map((m) => m[1])
    expect(tiles.length).toBeGreaterThan(3)
    const suv = html.match(
      /href="\/stock\?body_style=suv"[^>]*><span>[^<]+<\/span><span[^>]*>([\d.]+) véhicule/
    )
    expect(Number(suv?.[1]?.replace('.', ''))).toBe(await sqlCount(`v.body_style = 'suv'`))
    expect(html.match(/<article class="vehicle-card"/g)).toHaveLength(8)
  })

  it('used-car centre: the hero counts the used cars on offer', async () => {
    const html = await (await appFetch('/centre-de-vehicules-d-occasion')).text()
    const count = html.match(/stock-hero__count"><strong>([\d.]+)<\/strong>/)?.[1]
    expect(Number(count?.replace(/\D/g, ''))).toBe(await sqlCount(`v.category = 'used'`))
  })
})
