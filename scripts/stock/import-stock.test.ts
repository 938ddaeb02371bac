import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseFeed, feedSource, type FeedSettings } from '../../worker/stock-feed/parse-feed.ts'
import { importStock } from '../../worker/stock-feed/import-stock.ts'
import { FeedRefused } from '../../worker/stock-feed/feed-refused.ts'
import { createImportTestDb, feedFixture } from './import-test-db.ts'

const mobile: FeedSettings = { format: 'mobilede', location: 'bertrange', thisYear: 2026 }
const neutral: FeedSettings = { format: 'neutral', thisYear: 2026 }
const day1 = new Date('2026-11-20T03:00:00Z')
const day2 = new Date('2026-11-21T03:00:00Z')

const searchBody = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      trim: z.string(),
      price: z.object({ purchase: z.object({ amount: z.number() }) }),
      images: z.array(z.object({ url: z.string() })),
      location: z.object({ slug: z.string() }),
    })
  ),
  meta: z.object({ total: z.number() }),
})

async function run(
  setup: ReturnType<typeof createImportTestDb>,
  text: string,
  settings: FeedSettings,
  now = day1
) {
  return importStock(setup.db, parseFeed(text, settings), { source: feedSource(settings), now })
}

describe('stock import: a feed into a fresh state', () => {
  it('imports the mobile.de fixture; the service lists its cars with their outside images', async () => {
    const setup = createImportTestDb()
    const result = await run(setup, feedFixture('mobilede-ads.json'), mobile)
    expect(result.status).toBe('applied')
    expect(result.counts).toMatchObject({ rows: 4, added: 3, skipped: 1 })
    const search = searchBody.parse((await setup.request('/v1/vehicles/search?page_size=48')).body)
    expect(search.meta.total).toBe(3)
    const titles = search.data.map((v) => `${v.title} ${v.trim}`).sort()
    expect(titles).toEqual([
      'Ford Focus Clipper 1.0 EcoBoost Hybrid ST-Line',
      'Hyundai Ioniq 5 77 kWh Techniq',
      'Kia Picanto 1.2 GT-Line',
    ])
    const kia = search.data.find((v) => v.title === 'Kia Picanto')
    expect(kia?.price.purchase.amount).toBe(15_490)
    expect(kia?.images[0]?.url).toBe(
      'https://img.classistatic.de/api/v1/mo-prod/images/5a/5a1b2c3d-0001'
    )
    expect(kia?.location.slug).toBe('bertrange')
  })

  it('imports the neutral CSV; the service lists its cars', async () => {
    const setup = createImportTestDb()
    const result = await run(setup, feedFixture('neutral.csv'), neutral)
    expect(result.counts).toMatchObject({ rows: 4, added: 3, skipped: 1 })
    const search = searchBody.parse(
      (await setup.request('/v1/vehicles/search?location=niederkorn&page_size=48')).body
    )
    expect(search.data.map((v) => v.title).sort()).toEqual([
      'Fiat 500e',
      'Jeep Avenger',
      'Opel Corsa',
    ])
    const corsa = search.data.find((v) => v.title === 'Opel Corsa')
    const detail = z
      .object({ data: z.object({ description: z.string(), equipment: z.array(z.unknown()) }) })
      .parse((await setup.request(`/v1/vehicles/${corsa?.id}`)).body)
    expect(detail.data.description).toBe('Garantie 12 mois; "Pack Hiver" inclus.')
    expect(detail.data.equipment).toEqual([
      { category: 'Confort', items: ['Climatisation automatique'] },
      { category: 'Sécurité', items: ['Caméra de recul'] },
    ])
  })

  it('leaves the vehicles of other sources alone (the demo stock, another dealership)', async () => {
    const setup = createImportTestDb({ withDemoStock: true })
    const before = setup.rows("SELECT COUNT(*) AS n FROM vehicles WHERE status != 'sold'")
    await run(setup, feedFixture('neutral.csv'), neutral)
    await run(setup, feedFixture('mobilede-ads.json'), mobile)
    // The neutral feed again without one car: only that car goes.
    const shorter = feedFixture('neutral.csv')
      .split('\n')
      .filter((line) => !line.startsWith('N-1003'))
    const result = await run(setup, shorter.join('\n'), neutral, day2)
    expect(result.counts.sold).toBe(1)
    const after = setup.rows("SELECT COUNT(*) AS n FROM vehicles WHERE status != 'sold'")
    expect(after).toEqual([{ n: Number(before[0]?.n) + 3 + 3 - 1 }])
  })
})

describe('stock import: a make the catalogue lacks', () => {
  /** The Opel Corsa row of the fixture as a BYD Dolphin, a make the demo catalogue has not. */
  const withByd = () => {
    const lines = feedFixture('neutral.csv').trimEnd().split('\n')
    const corsa = lines.find((line) => line.startsWith('N-1001;')) ?? ''
    const byd = corsa
      .replace('N-1001;', 'N-2001;')
      .replace(';Opel;Corsa;1.2 Turbo Elegance;', ';BYD;Dolphin;60 kWh Comfort;')
      .replaceAll('/N-1001/', '/N-2001/')
    return [...lines, byd].join('\n')
  }

  it('adds the brand (neutral logo) and the model; search filters by it; its page answers', async () => {
    const setup = createImportTestDb()
    const result = await run(setup, withByd(), neutral)
    expect(result.status).toBe('applied')
    expect(result.counts).toMatchObject({ added: 4, skipped: 1 })
    expect(result.staleKeys).toContain('stock:v1:/brands')

    const brands = z
      .object({
        data: z.array(
          z.object({
            slug: z.string(),
            name: z.string(),
            logo: z.null().or(z.string()),
            stock_count: z.number(),
          })
        ),
      })
      .parse((await setup.request('/v1/brands')).body)
    expect(brands.data.find((brand) => brand.slug === 'byd')).toEqual(
      expect.objectContaining({ name: 'BYD', logo: null, stock_count: 1 })
    )

    const search = searchBody.parse((await setup.request('/v1/vehicles/search?brand=byd')).body)
    expect(search.data.map((v) => `${v.title} ${v.trim}`)).toEqual(['BYD Dolphin 60 kWh Comfort'])

    const id = search.data[0]?.id
    const page = await setup.request(`/v1/vehicles/${id}`)
    expect(page.status).toBe(200)
    const model = await setup.request('/v1/brands/byd/models/dolphin')
    expect(model.status).toBe(200)
    expect(
      z
        .object({
          data: z.object({
            name: z.string(),
            stock_count: z.number(),
            image: z.object({ url: z.string() }),
          }),
        })
        .parse(model.body).data
    ).toEqual({
      name: 'Dolphin',
      stock_count: 1,
      image: expect.objectContaining({
        url: 'https://media.dms-export.example.net/stock/N-2001/1.jpg',
      }),
    })

    // The next run finds them in the catalogue: nothing written again.
    const again = await run(setup, withByd(), neutral, day2)
    expect(again.plan.catalogue).toEqual({ brands: [], models: [] })
    expect(again.staleKeys).toEqual([])
  })

  it('leaves a brand row the catalogue already has as it is (name, logo)', async () => {
    const setup = createImportTestDb()
    const before = (await setup.request('/v1/brands')).body
    await run(setup, feedFixture('neutral.csv').replaceAll(';Opel;', ';OPEL;'), neutral)
    const after = z
      .object({
        data: z.array(z.object({ slug: z.string(), name: z.string(), logo: z.unknown() })),
      })
      .parse((await setup.request('/v1/brands')).body)
    const opelBefore = z
      .object({
        data: z.array(z.object({ slug: z.string(), name: z.string(), logo: z.unknown() })),
      })
      .parse(before)
      .data.find((brand) => brand.slug === 'opel')
    expect(after.data.find((brand) => brand.slug === 'opel')).toEqual(opelBefore)
  })
})

describe('stock import: the next feed', () => {
  it('a new price shows in search and on the page, with a history row; nothing else is written', async () => {
    const setup = createImportTestDb()
    await run(setup, feedFixture('neutral.csv'), neutral)
    const next = feedFixture('neutral.csv').replace(
      'N-1002;new;Jeep;Avenger;e-Hybrid Altitude;suv;hybrid;automatic;niederkorn;29900',
      'N-1002;new;Jeep;Avenger;e-Hybrid Altitude;suv;hybrid;automatic;niederkorn;28490'
    )
    const result = await run(setup, next, neutral, day2)
    expect(result.counts).toMatchObject({
      changed: 1,
      price_changed: 1,
      unchanged: 2,
      added: 0,
      sold: 0,
    })
    const [jeep] = setup.rows("SELECT id FROM vehicles WHERE feed_ref = 'N-1002'")
    const id = Number(jeep?.id)
    const page = z
      .object({
        data: z.object({ price: z.object({ purchase: z.object({ amount: z.number() }) }) }),
      })
      .parse((await setup.request(`/v1/vehicles/${id}`)).body)
    expect(page.data.price.purchase.amount).toBe(28_490)
    const search = searchBody.parse((await setup.request('/v1/vehicles/search?brand=jeep')).body)
    expect(search.data[0]?.price.purchase.amount).toBe(28_490)
    expect(setup.rows('SELECT * FROM vehicle_price_history')).toEqual([
      { vehicle_id: id, changed_at: day2.toISOString(), old_price: 29_900, new_price: 28_490 },
    ])
    expect(result.purgeTags.sort()).toEqual([`model:jeep.avenger`, 'stock-search', `vehicle:${id}`])
    // One vehicle row and one history row: the images, unchanged, are not written again.
    expect(result.counts.statements).toBe(2)
  })

  it('a new image list replaces the images of the vehicle', async () => {
    const setup = createImportTestDb()
    await run(setup, feedFixture('neutral.csv'), neutral)
    const next = feedFixture('neutral.csv').replace('N-1002/1.jpg', 'N-1002/1b.jpg')
    const result = await run(setup, next, neutral, day2)
    expect(result.counts).toMatchObject({ changed: 1, price_changed: 0, statements: 3 })
    expect(
      setup.rows(
        "SELECT url FROM vehicle_images i JOIN vehicles v ON v.id = i.vehicle_id WHERE v.feed_ref = 'N-1002'"
      )
    ).toEqual([{ url: 'https://media.dms-export.example.net/stock/N-1002/1b.jpg' }])
  })

  it('a vehicle missing from the feed becomes sold, kept with sold_at; back in the feed, on sale again', async () => {
    const setup = createImportTestDb()
    await run(setup, feedFixture('mobilede-ads.json'), mobile)
    const [kia] = setup.rows("SELECT id FROM vehicles WHERE feed_ref = 'BT-24-0117'")
    const id = Number(kia?.id)
    const document = z.object({ ads: z.array(z.object({ internalNumber: z.string() }).loose()) })
    const ads = document.parse(JSON.parse(feedFixture('mobilede-ads.json')))
    const withoutKia = JSON.stringify({
      ads: ads.ads.filter((ad) => ad.internalNumber !== 'BT-24-0117'),
    })
    const result = await run(setup, withoutKia, mobile, day2)
    expect(result.counts).toMatchObject({ sold: 1, unchanged: 2 })
    expect(setup.rows('SELECT status, sold_at FROM vehicles WHERE id = ?', id)).toEqual([
      { status: 'sold', sold_at: day2.toISOString() },
    ])
    const gone = await setup.request(`/v1/vehicles/${id}`)
    expect(gone.status).toBe(410)
    expect(gone.body).toMatchObject({
      data: { status: 'sold', sold_at: day2.toISOString().slice(0, 10) },
    })
    expect(result.purgeTags).toEqual(
      expect.arrayContaining([`vehicle:${id}`, 'model:kia.picanto', 'brand:kia', 'stock-search'])
    )
    const ids = z.object({ missing: z.array(z.number()) })
    expect(ids.parse((await setup.request(`/v1/vehicles?ids=${id}`)).body).missing).toEqual([id])
    await run(setup, feedFixture('mobilede-ads.json'), mobile, new Date('2026-11-22T03:00:00Z'))
    expect(setup.rows('SELECT status, sold_at FROM vehicles WHERE id = ?', id)).toEqual([
      { status: 'available', sold_at: null },
    ])
  })
})

describe('stock import: bad input', () => {
  it('reports each malformed row with its line and reason, and imports the others', async () => {
    const setup = createImportTestDb()
    const csv = await run(setup, feedFixture('neutral.csv'), neutral)
    expect(csv.skipped).toEqual([
      {
        line: 5,
        ref: 'N-1004',
        reason: expect.stringMatching(/^price: .*; exterior_color: /),
      },
    ])
    const json = await run(setup, feedFixture('mobilede-ads.json'), mobile)
    expect(json.skipped).toEqual([
      { line: 61, ref: 'BT-24-0119', reason: expect.stringContaining('vehicleClass') },
    ])
  })

  it('keeps the vehicle of a malformed row as it was: it is still in the feed, not sold', async () => {
    const setup = createImportTestDb()
    await run(setup, feedFixture('neutral.csv'), neutral)
    const broken = feedFixture('neutral.csv').replace(';niederkorn;21500;', ';niederkorn;-1;')
    const result = await run(setup, broken, neutral, day2)
    expect(result.skipped.map((row) => row.ref)).toEqual(['N-1003', 'N-1004'])
    expect(result.counts.sold).toBe(0)
    expect(setup.rows("SELECT status, price FROM vehicles WHERE feed_ref = 'N-1003'")).toEqual([
      { status: 'available', price: 21_500 },
    ])
  })

  it('names the line of a row with too few fields and of a duplicate reference', async () => {
    const setup = createImportTestDb()
    const lines = feedFixture('neutral.csv').trimEnd().split('\n')
    const text = [...lines.slice(0, 4), 'N-1005;used;Opel', lines[1]].join('\n')
    const result = await run(setup, text, neutral)
    expect(result.skipped.map(({ line, reason }) => [line, reason])).toEqual([
      [5, '3 fields for 33 columns'],
      [6, 'reference N-1001 already on line 2'],
    ])
  })

  it('refuses a truncated feed: nothing sold, the refusal recorded', async () => {
    const setup = createImportTestDb({ withDemoStock: false })
    const full = feedFixture('neutral.csv')
    await run(setup, full, neutral)
    // Twenty more cars, then a feed cut after its first data line.
    const many = [
      full.trimEnd(),
      ...Array.from(
        { length: 20 },
        (_, i) =>
          `N-2${String(i).padStart(3, '0')};used;Opel;Corsa;;compact;petrol;manual;niederkorn;15000;;30000;2021;2021-01;74;1199;;5;;120;euro-6d;front;1165;5;5;white;;black;fabric;0;;;https://media.dms-export.example.net/stock/x.jpg`
      ),
    ].join('\n')
    await run(setup, many, neutral, day2)
    const cut = many.split('\n').slice(0, 3).join('\n')
    const result = await run(setup, cut, neutral, new Date('2026-11-22T03:00:00Z'))
    expect(result.status).toBe('refused')
    expect(result.reason).toMatch(/21 of 23 vehicles on sale .* above the 20 % allowed/)
    expect(setup.rows("SELECT COUNT(*) AS n FROM vehicles WHERE status = 'sold'")).toEqual([
      { n: 0 },
    ])
    expect(setup.rows('SELECT status FROM stock_imports ORDER BY id')).toEqual([
      { status: 'applied' },
      { status: 'applied' },
      { status: 'refused' },
    ])
  })

  it('refuses an empty feed, and a file cut inside a quoted field', async () => {
    const setup = createImportTestDb()
    await run(setup, feedFixture('neutral.csv'), neutral)
    const empty = await run(setup, '', neutral, day2)
    expect(empty.status).toBe('refused')
    expect(empty.reason).toMatch(/no readable vehicle while 3 are on sale/)
    const full = feedFixture('neutral.csv')
    expect(() => parseFeed(full.slice(0, full.indexOf('Pack Hiver')), neutral)).toThrow(FeedRefused)
    expect(() => parseFeed('{"ads": [{"internalNumber": "x"', mobile)).toThrow(/truncated/)
    expect(setup.rows("SELECT COUNT(*) AS n FROM vehicles WHERE status = 'sold'")).toEqual([
      { n: 0 },
    ])
  })
})

describe('the mobile.de reader', () => {
  it("maps an Ad's fields and codes onto the site's vocabulary", () => {
    const { vehicles } = parseFeed(feedFixture('mobilede-ads.json'), mobile)
    const byRef = new Map(vehicles.map(({ vehicle }) => [vehicle.ref, vehicle]))
    expect(byRef.get('BT-24-0117')).toMatchObject({
      category: 'used',
      brand: 'Kia',
      model: 'Picanto',
      trim: '1.2 GT-Line',
      body_style: 'compact',
      fuel: 'petrol',
      transmission: 'manual',
      first_registration: '2023-03',
      year: 2023,
      power_kw: 62,
      exterior_color: 'red',
      paint: 'Signal Red',
      doors: 5,
      seats: 4,
      emissions_class: 'euro-6d',
      consumption: { value: 5.3, unit: 'l/100km' },
      vat_reportable: true,
      description: 'Première main.\nEntretien chez Kia.',
      equipment: [{ category: 'Équipement', items: ['Air conditioning', 'Bluetooth'] }],
    })
    expect(byRef.get('BT-24-0118')).toMatchObject({
      category: 'demo',
      fuel: 'electric',
      emissions_class: 'zero-emission',
      driven_axles: 'all',
      battery_kwh: 77.4,
      consumption: { value: 17.9, unit: 'kWh/100km' },
      interior_material: 'partial_leather',
      vat_reportable: false,
    })
    expect(byRef.get('BT-25-0003')).toMatchObject({
      category: 'new',
      first_registration: null,
      year: 2025,
      body_style: 'estate',
      fuel: 'hybrid',
    })
  })
})
