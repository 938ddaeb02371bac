import { describe, expect, it } from 'vitest'
import {
  wireBrandResponseSchema,
  wireBrandsResponseSchema,
  wireErrorSchema,
  wireLocationsResponseSchema,
  wireModelResponseSchema,
  wireSearchResponseSchema,
  wireVehicleResponseSchema,
} from '../../stock/contract.ts'
import { createSeededStockService } from '../../../scripts/demo-data/stock-service-fixture.ts'

/** The embedded service's answers under contract v1.1 (docs/stock-api.md). */

describe('absolute addresses (v1.1)', () => {
  it('names the demo files on the request’s own origin by default', async () => {
    const { request } = createSeededStockService()
    const search = wireSearchResponseSchema.parse(
      await (await request('/v1/vehicles/search')).json()
    )
    expect(search.data[0]?.images[0]?.url).toMatch(/^http:\/\/stock\.local\.test\/demo\/vehicles\//)
  })

  it('names them on the site’s origin when reached through /__local/stock', async () => {
    const { request } = createSeededStockService()
    const answer = await request('/v1/locations', {
      headers: { 'x-local-site-origin': 'http://localhost:8787' },
    })
    const locations = wireLocationsResponseSchema.parse(await answer.json())
    expect(locations.data[0]?.employees[0]?.photo).toMatch(
      /^http:\/\/localhost:8787\/demo\/employees\/[\w-]+\.svg$/
    )
  })

  it('names them on a configured base, the brochures too', async () => {
    const { request } = createSeededStockService({ assetBase: 'https://media.example.lu' })
    const brands = wireBrandsResponseSchema.parse(await (await request('/v1/brands')).json())
    const { slug } = brands.data[0]!
    expect(brands.data[0]?.logo).toMatch(/^https:\/\/media\.example\.lu\//)
    const brand = wireBrandResponseSchema.parse(await (await request(`/v1/brands/${slug}`)).json())
    const modelSlug = brand.data.models[0]?.slug ?? ''
    const model = wireModelResponseSchema.parse(
      await (await request(`/v1/brands/${slug}/models/${modelSlug}`)).json()
    )
    expect(model.data.downloads[0]?.url).toMatch(/^https:\/\/media\.example\.lu\/demo\/downloads\//)
    expect(model.data.image.url).toMatch(/^https:\/\/media\.example\.lu\//)
  })
})

describe('vehicles without pictures and brands without a logo (v1.1)', () => {
  it('lists a vehicle whose pictures are gone, with none', async () => {
    const { db, request } = createSeededStockService()
    const first = wireSearchResponseSchema.parse(
      await (await request('/v1/vehicles/search?sort=price_asc&page_size=1')).json()
    ).data[0]!
    db.database.exec(`DELETE FROM vehicle_images WHERE vehicle_id = ${first.id}`)
    const search = wireSearchResponseSchema.parse(
      await (await request('/v1/vehicles/search?sort=price_asc&page_size=1')).json()
    )
    expect(search.data[0]).toMatchObject({ id: first.id, images: [] })
    const detail = wireVehicleResponseSchema.parse(
      await (await request(`/v1/vehicles/${first.id}`)).json()
    )
    expect(detail.data.images).toEqual([])
    const byIds = await (await request(`/v1/vehicles?ids=${first.id}`)).json()
    expect(byIds).toMatchObject({ data: [{ id: first.id, images: [] }], missing: [] })
  })

  it('sends null for a brand without a logo', async () => {
    const { db, request } = createSeededStockService()
    db.database.exec(
      "INSERT INTO brands (slug, name, position, logo, description) VALUES ('byd', 'BYD', 0, '', 'Nouvelle marque')"
    )
    const brands = wireBrandsResponseSchema.parse(await (await request('/v1/brands')).json())
    expect(brands.data.find((brand) => brand.slug === 'byd')).toMatchObject({
      logo: null,
      model_count: 0,
    })
  })
})

describe('language and bearer token (v1.1)', () => {
  it('answers free text in French whatever language is asked, and says so', async () => {
    const { request } = createSeededStockService()
    const id = wireSearchResponseSchema.parse(await (await request('/v1/vehicles/search')).json())
      .data[0]!.id
    // The demo stock's vehicles and offer lists are French only.
    for (const path of [`/v1/vehicles/${id}`, '/v1/lease-offers']) {
      const french = await (await request(path)).json()
      for (const language of ['de', 'en']) {
        const answer = await request(`${path}?language=${language}`)
        expect(answer.headers.get('content-language'), `${path} ${language}`).toBe('fr')
        expect(await answer.json(), `${path} ${language}`).toEqual(french)
      }
    }
  })

  it('answers a lease offer’s free text in the language asked, all of it, French otherwise', async () => {
    const { request } = createSeededStockService()
    const list = await (await request('/v1/lease-offers')).json<{ data: { slug: string }[] }>()
    const path = `/v1/lease-offers/${list.data[0]!.slug}`
    const read = async (query: string) => {
      const answer = await request(`${path}${query}`)
      const { data } = await answer.json<{
        data: { contract_terms: { included: string[] }; conditions: string; description: string }
      }>()
      return { language: answer.headers.get('content-language'), ...data }
    }
    const french = await read('')
    const english = await read('?language=en')
    const german = await read('?language=de')
    expect(french.language).toBe('fr')
    expect(english.language).toBe('en')
    expect(english.conditions).toMatch(/^Offer for (private|business) customers only/)
    expect(english.contract_terms.included.join(' ')).not.toContain('Entretien')
    expect(german.conditions).toMatch(/^Angebot nur für/)
    // All of the offer's free text in the language its Content-Language names (ADR 0071).
    expect(english.description).toMatch(/^The .+ on (private|business) lease/)
    expect(german.description).toMatch(/^Der .+ im (Privat|Geschäfts)leasing/)
    // A language the stock does not have answers French, all of it.
    const portuguese = await read('?language=pt')
    expect(portuguese.language).toBe('fr')
    expect(portuguese.conditions).toBe(french.conditions)
    expect(portuguese.description).toBe(french.description)
  })

  it('refuses a request without the configured token, and takes one with it', async () => {
    const { request } = createSeededStockService({ token: 'stock-secret' })
    for (const authorization of [undefined, 'Bearer wrong', 'stock-secret', 'Basic c3RvY2s=']) {
      const answer = await request('/v1/brands', {
        headers: authorization ? { authorization } : {},
      })
      expect(answer.status, String(authorization)).toBe(401)
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="stock"')
      expect(wireErrorSchema.parse(await answer.json()).error.code).toBe('unauthorized')
    }
    const answer = await request('/v1/brands', {
      headers: { authorization: 'Bearer stock-secret' },
    })
    expect(answer.status).toBe(200)
  })
})
