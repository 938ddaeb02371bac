import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emptyStockQuery } from '../../client/domain/stock-search.ts'
import { href } from '../../client/routes/href.ts'
import { createLocalStockService } from '../../worker/local-services/stock/service.ts'
import { createMedia } from '../../worker/stock/media.ts'
import { createStockClient, textLanguageOf } from '../../worker/stock/stock-client.ts'
import { checkStockApi } from '../../scripts/stock/contract-check.ts'
import { appFetch } from './app-fetch.ts'
import { overviewOf } from './stock-fixtures.ts'

/**
 * Stock API v1.1 end to end: a make the site has never heard of (no logo, a vehicle without
 * photos) has its filter, brand page and vehicle page; the client sends the bearer token and the
 * page's language; one broken brand does not take the brand list down.
 */

const GREAT_WALL_ID = 990_001
const GREAT_WALL_SLUG = `${GREAT_WALL_ID}-1-great-wall-haval-h6-premium`
const MODEL_IMAGE = 'https://media.dms.example.lu/great-wall/haval-h6.jpg'

beforeAll(async () => {
  const model = await env.DB.prepare("SELECT data FROM models WHERE brand = 'kia' LIMIT 1").first<{
    data: string
  }>()
  const data = JSON.parse(model?.data ?? '{}') as Record<string, unknown>
  const image = { type: 'image', url: MODEL_IMAGE, width: 1600, height: 1067, alt: 'Haval H6' }
  const vehicle = await env.DB.prepare(
    "SELECT * FROM vehicles WHERE status = 'available' LIMIT 1"
  ).first<Record<string, string | number | null>>()
  if (!vehicle) throw new Error('no demo vehicle')
  const row = {
    ...vehicle,
    id: GREAT_WALL_ID,
    slug: GREAT_WALL_SLUG,
    brand: 'great-wall',
    brand_name: 'Great Wall',
    model: 'haval-h6',
    model_name: 'Haval H6',
  }
  const columns = Object.keys(row)
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO brands (slug, name, position, logo, description) VALUES ('great-wall', 'Great Wall', 99, '', 'Une marque ajoutée par le groupe.')"
    ),
    env.DB.prepare(
      "INSERT INTO models (brand, slug, name, position, cash_price_from, lease_price_from, data) VALUES ('great-wall', 'haval-h6', 'Haval H6', 1, 35990, NULL, ?)"
    ).bind(JSON.stringify({ ...data, image, gallery: [image], downloads: [] })),
    env.DB.prepare(
      `INSERT INTO vehicles (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
    ).bind(...Object.values(row)),
  ])
})

describe('a brand the site has never heard of', () => {
  it('is in the brand list with the neutral logo, and the list still answers', async () => {
    const stock = createStockClient({
      baseUrl: 'http://stock.local.test/v1',
      kv: env.CACHE,
      waitUntil: () => undefined,
      fetch: async (input, init) => createLocalStockService().fetch(new Request(input, init), env),
    })
    const brands = await stock.brands()
    expect(brands?.at(-1)).toMatchObject({
      slug: 'great-wall',
      name: 'Great Wall',
      logo: '/images/brand-neutral.svg',
      stockCount: 1,
    })
  })

  it('filters the stock, names the brand from the catalogue, and shows the placeholder', async () => {
    const overview = await overviewOf('/stock?brand=great-wall')
    expect(overview.vehicles.map((vehicle) => vehicle.slug)).toEqual([GREAT_WALL_SLUG])
    const brandFilter = overview.filters.find((filter) => filter.key === 'brand_model')
    expect(brandFilter?.brands?.find((brand) => brand.value === 'great-wall')).toMatchObject({
      count: 1,
    })
    const html = await (await appFetch('/stock?brand=great-wall')).text()
    expect(html).toContain('src="/images/vehicle-placeholder.svg"')
  })

  it('has its brand page and its vehicle page', async () => {
    const models = await appFetch('/great-wall/models')
    expect(models.status).toBe(200)
    const html = (await models.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('src="/images/brand-neutral.svg"')
    expect(html).toContain('Haval H6')
    expect(html).toContain(MODEL_IMAGE)

    const vehicle = await appFetch(`/stock/${GREAT_WALL_SLUG}`)
    expect(vehicle.status).toBe(200)
    expect(await vehicle.text()).toContain('src="/images/vehicle-placeholder.svg"')
  })
})

/** The stock reads the pages before kept in KV: each test below must reach the service. */
async function forgetStockCache() {
  const { keys } = await env.CACHE.list({ prefix: 'stock:v1:' })
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
}

describe('a German page', () => {
  it('asks the vehicle’s free text in German, in a cache entry of its own', async () => {
    await forgetStockCache()
    const path = href('stock-vehicle', { vehicle: GREAT_WALL_SLUG }, undefined, 'de')
    expect((await appFetch(path)).status).toBe(200)
    const { keys } = await env.CACHE.list({ prefix: `stock:v1:/vehicles/${GREAT_WALL_ID}` })
    expect(keys.map((key) => key.name).filter((name) => !name.endsWith('/similar'))).toEqual([
      `stock:v1:/vehicles/${GREAT_WALL_ID}?language=de`,
    ])
  })

  it('marks the free text the stock had only in French as French', async () => {
    const path = href('stock-vehicle', { vehicle: GREAT_WALL_SLUG }, undefined, 'de')
    const html = await (await appFetch(path)).text()
    expect(html).toContain('<html lang="de-LU"')
    expect(html).toMatch(/<p lang="fr">[^<]+<\/p>/)
    expect(html).toContain('class="vehicle-detail__equipment" lang="fr"')
  })
})

describe('the stock client', () => {
  beforeEach(forgetStockCache)

  function recording(token?: string) {
    const service = createLocalStockService({ token: 'stock-secret' })
    const requests: { url: URL; authorization: string | null }[] = []
    const stock = createStockClient({
      baseUrl: 'http://stock.local.test/v1',
      kv: env.CACHE,
      waitUntil: () => undefined,
      token,
      media: createMedia({ localHosts: true }),
      fetch: async (input, init) => {
        const request = new Request(input, init)
        requests.push({
          url: new URL(request.url),
          authorization: request.headers.get('authorization'),
        })
        return service.fetch(request, env)
      },
    })
    return { stock, requests }
  }

  it('sends the bearer token, and a service that asks for one refuses a client without it', async () => {
    const { stock, requests } = recording('stock-secret')
    const result = await stock.search({ ...emptyStockQuery(), fuel: ['hydrogen'] })
    expect(result).not.toBeNull()
    expect(requests[0]?.authorization).toBe('Bearer stock-secret')
    const anonymous = recording()
    await expect(anonymous.stock.search({ ...emptyStockQuery(), fuel: ['lpg'] })).rejects.toThrow(
      /401/
    )
  })

  it('asks free text in the page’s language, French by default', async () => {
    const { stock, requests } = recording('stock-secret')
    await stock.vehicle(GREAT_WALL_ID)
    await stock.vehicle(GREAT_WALL_ID, 'de')
    await stock.leaseOffers()
    await stock.brand('great-wall', 'de')
    expect(requests.map(({ url }) => url.pathname + url.search)).toEqual([
      `/v1/vehicles/${GREAT_WALL_ID}`,
      `/v1/vehicles/${GREAT_WALL_ID}?language=de`,
      '/v1/lease-offers',
      '/v1/brands/great-wall?language=de',
    ])
  })

  it('reads the language its free text came in from Content-Language, French when it names none', async () => {
    const { stock } = recording('stock-secret')
    // The demo stock has no German descriptions: they fall back to French, and say so.
    expect((await stock.vehicle(GREAT_WALL_ID, 'de'))?.textLanguage).toBe('fr')
    // Its lease offers have German terms and conditions.
    const [offer] = (await stock.leaseOffers()) ?? []
    expect((await stock.leaseOffer(offer?.slug ?? '', 'de'))?.textLanguage).toBe('de')
    expect((await stock.leaseOffer(offer?.slug ?? ''))?.textLanguage).toBe('fr')
    const language = (value?: string) =>
      textLanguageOf(new Headers(value === undefined ? {} : { 'content-language': value }))
    expect([language('de-LU'), language('EN, fr'), language('pt'), language()]).toEqual([
      'de',
      'en',
      'fr',
      'fr',
    ])
  })

  it('leaves one unreadable brand out of the list instead of failing it', async () => {
    const stock = createStockClient({
      baseUrl: 'http://stock.local.test/v1',
      kv: env.CACHE,
      waitUntil: () => undefined,
      fetch: async () =>
        Response.json({
          data: [
            {
              slug: 'kia',
              name: 'Kia',
              logo: 'https://media.dms.example.lu/kia.svg',
              model_count: 1,
              stock_count: 3,
              cash_price_from: null,
              lease_price_from: null,
            },
            { slug: 'Not A Slug', name: 'Broken' },
          ],
        }),
    })
    expect((await stock.brands())?.map((brand) => brand.slug)).toEqual(['kia'])
  })
})

describe('npm run stock:check against the served site', () => {
  it('passes on http://localhost:8787/__local/stock/v1, the demo files named on the site', async () => {
    const base = 'http://localhost:8787/__local/stock/v1'
    const report = await checkStockApi({
      baseUrl: base,
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        return appFetch(`${url.pathname}${url.search}`, init)
      },
    })
    expect(report.violations).toEqual([])
    const brands = await (
      await appFetch('/__local/stock/v1/brands')
    ).json<{
      data: { logo: string | null }[]
    }>()
    expect(brands.data[0]?.logo).toMatch(/^http:\/\/localhost:8787\/demo\//)
  })
})
