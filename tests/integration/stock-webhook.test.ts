import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../client/locale/language.ts'
import { href } from '../../client/routes/href.ts'
import {
  signStockEvent,
  STOCK_WEBHOOK_SEEN_PREFIX,
  STOCK_WEBHOOK_TOLERANCE_SECONDS,
} from '../../worker/api/stock-webhook.ts'
import { SEARCH_CACHE_PREFIX, vehicleCacheKey } from '../../worker/stock/stock-client.ts'
import { siteWithFaultyContent } from './content-freshness.fixtures.ts'

// The stock webhook (docs/stock-webhook.md): a signed event purges the vehicle's pages and the
// searches it shows in, and nothing else. The site is the Worker's app with its own page cache
// over the real local KV and D1; the stock changes are written to D1, as the stock system would.

const SECRET = 'test-stock-webhook-secret' // STOCK_WEBHOOK_SECRET in vitest.workerd.config.ts
const site = siteWithFaultyContent()

interface Row {
  id: number
  slug: string
  brand: string
  model: string
  fuel: string
  price: number
}

/** A vehicle for sale; `offset` keeps tests on different vehicles. */
async function vehicle(offset: number): Promise<Row> {
  const row = await env.DB.prepare(
    `SELECT id, slug, brand, model, fuel, price FROM vehicles WHERE status = 'available'
     ORDER BY id LIMIT 1 OFFSET ?`
  )
    .bind(offset)
    .first<Row>()
  if (!row) throw new Error('no vehicle')
  return row
}

async function send(
  event: unknown,
  options: { secret?: string; at?: number; headers?: Record<string, string>; body?: string } = {}
) {
  const body = options.body ?? JSON.stringify(event)
  const signed = await signStockEvent(
    options.secret ?? SECRET,
    body,
    options.at ?? Date.now() / 1000
  )
  return site.fetch('/api/stock/webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...signed, ...options.headers },
  })
}

/** The price the vehicle page's payload shows. */
async function pagePrice(slug: string, language: Language = 'fr'): Promise<number> {
  const response = await site.fetch(`/__data${href('stock-vehicle', { vehicle: slug }, language)}`)
  expect(response.status).toBe(200)
  const payload = await response.json<{
    data: { vehicle: { price: { purchase: { amount: number } } } }
  }>()
  return payload.data.vehicle.price.purchase.amount
}

/** The price a search of the overview shows for the vehicle (undefined: not listed). */
async function searchPrice(query: string, id: number): Promise<number | undefined> {
  const response = await site.fetch(`/__data/stock?${query}`)
  expect(response.status).toBe(200)
  const payload = await response.json<{
    data: {
      blockData: Record<
        string,
        { vehicles?: { id: number; price: { purchase: { amount: number } } }[] }
      >
    }
  }>()
  const cards = Object.values(payload.data.blockData).flatMap((block) => block.vehicles ?? [])
  return cards.find((card) => card.id === id)?.price.purchase.amount
}

async function stockKeys(): Promise<string[]> {
  const { keys } = await env.CACHE.list({ prefix: 'stock:v1:' })
  return keys.map((key) => key.name)
}

describe('stock webhook', () => {
  it('shows a changed price on the vehicle page and in search, and purges only what it reaches', async () => {
    const changed = await vehicle(10)
    const other = await vehicle(11)
    // Few enough cars that it is on the first page, before and after the change.
    const model = `model=${changed.brand}.${changed.model}&price_min=${changed.price - 2_000}&price_max=${changed.price + 2_000}`
    // Another brand and another fuel: the changed vehicle misses two filters, so it is in no
    // part of that answer (results or counts).
    const unrelated = await env.DB.prepare(
      `SELECT brand, fuel FROM vehicles WHERE status = 'available' AND brand != ? AND fuel != ? LIMIT 1`
    )
      .bind(changed.brand, changed.fuel)
      .first<{ brand: string; fuel: string }>()
    if (!unrelated) throw new Error('no unrelated vehicle')
    const unrelatedQuery = `brand=${unrelated.brand}&fuel=${unrelated.fuel}`

    expect(await pagePrice(changed.slug)).toBe(changed.price)
    expect(await pagePrice(changed.slug, 'de')).toBe(changed.price)
    expect(await searchPrice(model, changed.id)).toBe(changed.price)
    await searchPrice(unrelatedQuery, changed.id)
    await pagePrice(other.slug)
    const before = await stockKeys()
    expect(before).toContain(vehicleCacheKey(changed.id))
    expect(before).toContain(vehicleCacheKey(other.id))
    const searches = before.filter((key) => key.startsWith(SEARCH_CACHE_PREFIX))
    const reached = searches.filter((key) =>
      key.includes(`model=${changed.brand}.${changed.model}`)
    )
    const notReached = searches.filter((key) => key.includes(`fuel=${unrelated.fuel}`))
    expect(reached.length).toBeGreaterThan(0)
    expect(notReached.length).toBeGreaterThan(0)

    // The stock system lowers the price; the caches still show the old one.
    const price = changed.price - 1_234
    await env.DB.prepare('UPDATE vehicles SET price = ? WHERE id = ?').bind(price, changed.id).run()
    expect(await pagePrice(changed.slug)).toBe(changed.price)
    expect(await searchPrice(model, changed.id)).toBe(changed.price)

    const response = await send({ event: 'vehicle.changed', vehicle_ids: [changed.id] })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'applied',
      vehicle_ids: [changed.id],
      complete: true,
      unknown_state: [],
      purged: [`vehicle:${changed.id}`, 'stock-search'],
    })
    const after = await stockKeys()
    for (const key of reached) expect(after).not.toContain(key)
    for (const key of notReached) expect(after).toContain(key)
    expect(after).toContain(vehicleCacheKey(other.id))
    expect(await env.CACHE.get(`purge:tag:vehicle:${changed.id}`)).not.toBeNull()

    expect(await pagePrice(changed.slug)).toBe(price)
    expect(await searchPrice(model, changed.id)).toBe(price)
    // The German page of the vehicle, cached before the change, shows it too.
    expect(await pagePrice(changed.slug, 'de')).toBe(price)
  })

  it('takes a sold vehicle out of its searches', async () => {
    const sold = await vehicle(12)
    const query = `model=${sold.brand}.${sold.model}&price_min=${sold.price}&price_max=${sold.price}`
    expect(await searchPrice(query, sold.id)).toBe(sold.price)
    await pagePrice(sold.slug)
    await env.DB.prepare(`UPDATE vehicles SET status = 'sold' WHERE id = ?`).bind(sold.id).run()
    expect(await searchPrice(query, sold.id)).toBe(sold.price)

    const response = await send({ event: 'vehicle.sold', vehicle_ids: [sold.id] })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'applied',
      unknown_state: [],
      purged: [`vehicle:${sold.id}`, 'stock-search'],
    })
    expect(await searchPrice(query, sold.id)).toBeUndefined()
  })

  it('refuses unsigned, wrongly signed and outdated requests before doing anything', async () => {
    const target = await vehicle(13)
    await pagePrice(target.slug)
    const event = { event: 'vehicle.changed', vehicle_ids: [target.id] }
    const before = (await env.CACHE.list()).keys.map((key) => key.name).sort()

    const unsigned = await site.fetch('/api/stock/webhook', {
      method: 'POST',
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.status).toBe(401)
    expect((await send(event, { secret: 'another-secret' })).status).toBe(401)
    // Signed, but long ago: a captured request replayed later.
    const old = Date.now() / 1000 - STOCK_WEBHOOK_TOLERANCE_SECONDS - 60
    expect((await send(event, { at: old })).status).toBe(401)
    // The timestamp is signed: moving it forward breaks the signature.
    const signed = await signStockEvent(SECRET, JSON.stringify(event), old)
    const moved = await send(event, {
      headers: { 'stock-webhook-signature': signed['stock-webhook-signature']! },
    })
    expect(moved.status).toBe(401)

    const after = (await env.CACHE.list()).keys.map((key) => key.name).sort()
    expect(after).toEqual(before)
  })

  it('applies a signed request once: the same request again does nothing', async () => {
    const target = await vehicle(14)
    const body = JSON.stringify({ event: 'vehicle.changed', vehicle_ids: [target.id] })
    const at = Date.now() / 1000
    const first = await send(null, { body, at })
    expect(await first.json()).toMatchObject({ status: 'applied' })
    const seen = await env.CACHE.list({ prefix: STOCK_WEBHOOK_SEEN_PREFIX })
    expect(seen.keys.length).toBeGreaterThan(0)
    expect(seen.keys.every((key) => key.expiration !== undefined)).toBe(true)

    await pagePrice(target.slug)
    expect(await stockKeys()).toContain(vehicleCacheKey(target.id))
    const replay = await send(null, { body, at })
    expect(replay.status).toBe(200)
    expect(await replay.json()).toMatchObject({ status: 'duplicate' })
    expect(await stockKeys()).toContain(vehicleCacheKey(target.id))
  })

  it('answers bad input with a 4xx, never a 500', async () => {
    const bodies = [
      'not json',
      '{}',
      JSON.stringify({ event: 'vehicle.changed' }),
      JSON.stringify({ event: 'vehicle.changed', vehicle_ids: [] }),
      JSON.stringify({ event: 'vehicle.changed', vehicle_ids: ['12'] }),
      JSON.stringify({ event: 'vehicle.changed', vehicle_ids: [-1] }),
      JSON.stringify({
        event: 'vehicle.sold',
        vehicle_ids: Array.from({ length: 51 }, (_, i) => i + 1),
      }),
      JSON.stringify([1, 2]),
    ]
    for (const body of bodies) {
      const response = await send(null, { body })
      expect(response.status, body).toBe(400)
      expect(response.headers.get('content-type')).toContain('application/json')
    }
    const unknownEvent = await send({ event: 'vehicle.created', vehicle_ids: [1] })
    expect(await unknownEvent.json()).toMatchObject({ status: 'ignored' })
    const huge = await send(null, { body: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    const unknownVehicle = await send({ event: 'vehicle.changed', vehicle_ids: [987_654_321] })
    expect(unknownVehicle.status).toBe(200)
  })
})
