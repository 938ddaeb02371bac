import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { payloadUrl } from '../../framework/payload/payload.ts'
import { appFetch } from './app-fetch.ts'

/**
 * Issue 30, points 3, 4 and 6: a row of similar vehicles on every vehicle page; a sold vehicle
 * answers 410 with its own page (similar vehicles, the search of its model) and leaves the
 * sitemap, while an id that never existed stays "vehicle not found"; reserved vehicles carry a
 * badge; vehicle, model, lease-offer and article pages carry `og:image`.
 */

interface Row {
  id: number
  slug: string
  brand: string
  model: string
  model_name: string
  brand_name: string
  status: string
}

/** A vehicle picked in D1; `offset` keeps tests on different vehicles (KV caches them). */
async function vehicle(offset: number, where = `status = 'available'`): Promise<Row> {
  const row = await env.DB.prepare(
    `SELECT id, slug, brand, model, brand_name, model_name, status FROM vehicles
     WHERE ${where} ORDER BY id LIMIT 1 OFFSET ?`
  )
    .bind(offset)
    .first<Row>()
  if (!row) throw new Error('no vehicle')
  return row
}

/** The ids of the vehicles the similar row links to, in order. */
function similarIds(html: string): number[] {
  const row = /data-testid="similar-vehicles"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? ''
  return [...row.matchAll(/data-vehicle-id="(\d+)"/g)].map((match) => Number(match[1]))
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1]
}

describe('similar vehicles', () => {
  it('shows up to six vehicles on sale on a vehicle page, the same model first', async () => {
    const row = await vehicle(40)
    const response = await appFetch(`/stock/${row.slug}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h2 id="similar-vehicles-title">Véhicules similaires</h2>')
    const ids = similarIds(html)
    expect(ids).toHaveLength(6)
    expect(ids).not.toContain(row.id)
    const placeholders = ids.map(() => '?').join(',')
    const { results } = await env.DB.prepare(
      `SELECT id, brand, model, status FROM vehicles WHERE id IN (${placeholders})`
    )
      .bind(...ids)
      .all<Row>()
    expect(results.every((other) => other.status !== 'sold')).toBe(true)
    const sameModel = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM vehicles WHERE brand = ? AND model = ? AND status != 'sold' AND id != ?`
    )
      .bind(row.brand, row.model, row.id)
      .first<{ n: number }>()
    const byId = new Map(results.map((other) => [other.id, other]))
    const expectedSame = Math.min(6, sameModel?.n ?? 0)
    expect(ids.slice(0, expectedSame).every((id) => byId.get(id)?.model === row.model)).toBe(true)
  })

  it('leaves out a vehicle once sold', async () => {
    const row = await vehicle(41)
    const before = similarIds(await (await appFetch(`/stock/${row.slug}`)).text())
    const first = before[0]
    expect(first).toBeDefined()
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(first!).run()
    // The similar row is read like a search (cached a minute): the next vehicle's row is new.
    const other = await vehicle(
      0,
      `status = 'available' AND id != ${row.id} AND brand = '${row.brand}' AND model = '${row.model}'`
    )
    const after = similarIds(await (await appFetch(`/stock/${other.slug}`)).text())
    expect(after).not.toContain(first)
  })
})

describe('a sold vehicle', () => {
  it('answers 410 with a page that says so, similar vehicles and the search of its model', async () => {
    const row = await vehicle(42)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(row.id).run()
    const response = await appFetch(`/stock/${row.slug}`)
    expect(response.status).toBe(410)
    expect(response.headers.get('cache-control')).toContain('public')
    const html = await response.text()
    expect(html).toContain('data-testid="vehicle-sold"')
    expect(html).toContain('a été vendu</h1>')
    expect(html).not.toContain('data-error-type')
    expect(similarIds(html).length).toBeGreaterThan(0)
    expect(similarIds(html)).not.toContain(row.id)
    // The search of the same brand and model, written by the stock query writer.
    expect(html).toContain(`href="/stock?brand=${row.brand}&amp;model=${row.brand}.${row.model}"`)
    expect(html).toContain(`Voir tous les ${row.brand_name} ${row.model_name} en stock`)
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787/stock/${row.slug}"`)

    const payload = await appFetch(payloadUrl(`/stock/${row.slug}`))
    expect(payload.status).toBe(200)
    expect(await payload.json()).toMatchObject({
      kind: 'page',
      page: 'vehicle-detail',
      status: 410,
      data: { state: 'sold', vehicle: { id: row.id, gone: true } },
    })
  })

  it('says so in German too', async () => {
    const row = await vehicle(43)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(row.id).run()
    const response = await appFetch(`/de/stock/${row.slug}`)
    expect(response.status).toBe(410)
    const html = await response.text()
    expect(html).toContain('wurde verkauft</h1>')
    expect(html).toContain(
      `href="/de/stock?brand=${row.brand}&amp;model=${row.brand}.${row.model}"`
    )
  })

  it('moves a wrong slug to its own URL, then answers 410 there', async () => {
    const row = await vehicle(44)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(row.id).run()
    const response = await appFetch(`/stock/${row.id}-1-old-words`)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(`/stock/${row.slug}`)
  })

  it('leaves the sitemap', async () => {
    const row = await vehicle(45)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(row.id).run()
    const sitemap = await (await appFetch('/sitemaps/vehicles.xml')).text()
    expect(sitemap).not.toContain(`/stock/${row.slug}<`)
    const onSale = await vehicle(46)
    expect(sitemap).toContain(`/stock/${onSale.slug}<`)
  })

  it('keeps vehicle-not-found (404) for an id that never existed', async () => {
    const response = await appFetch('/stock/999999998-1-kia-ev3-air')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-error-type="vehicle-not-found"')
  })

  it('gives a bot the page (410) with its similar vehicles, not a bare error', async () => {
    const row = await vehicle(47)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(row.id).run()
    const response = await appFetch(`/stock/${row.slug}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    })
    expect(response.status).toBe(410)
    expect(similarIds(await response.text()).length).toBeGreaterThan(0)
  })
})

describe('reserved vehicles', () => {
  it('carry a badge on their page', async () => {
    const row = await vehicle(0, `status = 'reserved'`)
    const html = await (await appFetch(`/stock/${row.slug}`)).text()
    expect(html).toMatch(
      /<span class="reserved-badge[^"]*" data-testid="reserved-badge">Réservé<\/span>/
    )
  })

  it('carry a badge on their card, and available ones none', async () => {
    const html = await (await appFetch('/stock?page_size=48')).text()
    const cards = [
      ...html.matchAll(
        /<article class="vehicle-card" data-vehicle-id="(\d+)">([\s\S]*?)<\/article>/g
      ),
    ]
    expect(cards.length).toBeGreaterThan(0)
    for (const [, id, card] of cards) {
      const status = await env.DB.prepare('SELECT status FROM vehicles WHERE id = ?')
        .bind(Number(id))
        .first<{ status: string }>()
      expect(card?.includes('data-testid="reserved-badge"'), id).toBe(status?.status === 'reserved')
    }
  })
})

describe('og:image', () => {
  it('is the first photo of a vehicle, as an absolute URL with its size', async () => {
    const row = await vehicle(48)
    const html = await (await appFetch(`/stock/${row.slug}`)).text()
    const image = await env.DB.prepare(
      'SELECT url, width, height FROM vehicle_images WHERE vehicle_id = ? AND position = 0'
    )
      .bind(row.id)
      .first<{ url: string; width: number; height: number }>()
    expect(meta(html, 'og:image')).toBe(`http://localhost:8787${image?.url}`)
    expect(meta(html, 'og:image:width')).toBe(String(image?.width))
    expect(meta(html, 'og:image:height')).toBe(String(image?.height))
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  })

  it('is on model, lease-offer and article pages', async () => {
    const model = await vehicle(49)
    for (const path of [
      `/${model.brand}/models/${model.model}`,
      '/private-lease/kia-ev3-air',
      '/news/nouveau-kia-ev3-disponible-a-l-essai',
    ]) {
      const response = await appFetch(path)
      expect(response.status, path).toBe(200)
      const image = meta(await response.text(), 'og:image')
      expect(image, path).toMatch(/^https?:\/\//)
    }
  })

  it('is not on a page without a picture of its own', async () => {
    expect(meta(await (await appFetch('/stock')).text(), 'og:image')).toBeUndefined()
  })
})
