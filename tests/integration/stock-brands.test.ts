import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'
import { sqlCount } from './stock-fixtures.ts'

interface ModelRow {
  slug: string
  name: string
  cash: number
  data: string
}

async function models(brand: string) {
  const { results } = await env.DB.prepare(
    'SELECT slug, name, cash_price_from AS cash, data FROM models WHERE brand = ?'
  )
    .bind(brand)
    .all<ModelRow>()
  return results.map((row) => {
    const data = JSON.parse(row.data) as { body_styles: string[]; fuels: string[] }
    return { ...row, bodyStyles: data.body_styles, fuels: data.fuels }
  })
}

/** Model names in the order the page lists them. */
function listed(html: string): string[] {
  return [...html.matchAll(/class="model-tile__link"[^>]*>([^<]+)</g)].map((m) =>
    m[1]!.replace(/<!-- -->/g, '').trim()
  )
}

describe('brand models', () => {
  it('lists every model of the brand, by name', async () => {
    const response = await appFetch('/kia/models')
    expect(response.status).toBe(200)
    const html = (await response.text()).replaceAll('<!-- -->', '')
    const expected = (await models('kia')).map((m) => `Kia ${m.name}`)
    expect(listed(html)).toEqual([...expected].sort((a, b) => a.localeCompare(b, 'fr')))
  })

  it('sorts by price with ?sort=price', async () => {
    const html = (await (await appFetch('/kia/models?sort=price')).text()).replaceAll(
      '<!-- -->',
      ''
    )
    const expected = (await models('kia'))
      .sort((a, b) => a.cash - b.cash)
      .map((m) => `Kia ${m.name}`)
    expect(listed(html)).toEqual(expected)
  })

  it('filters by body style and fuel through a GET form', async () => {
    const all = await models('kia')
    const html = (
      await (await appFetch('/kia/models?body_style=suv&fuel=electric')).text()
    ).replaceAll('<!-- -->', '')
    const expected = all
      .filter((m) => m.bodyStyles.includes('suv') && m.fuels.includes('electric'))
      .map((m) => `Kia ${m.name}`)
    expect(expected.length).toBeGreaterThan(0)
    expect(listed(html).sort()).toEqual(expected.sort())
    expect(html).toMatch(
      /<form[^>]*action="\/kia\/models"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/kia\/models"/
    )
  })

  it('ignores malformed parameters', async () => {
    const response = await appFetch('/kia/models?sort=%00&body_style=rocket&fuel=')
    expect(response.status).toBe(200)
    const html = (await response.text()).replaceAll('<!-- -->', '')
    expect(listed(html)).toHaveLength((await models('kia')).length)
  })

  it('answers brand-not-found (404) for an unknown brand', async () => {
    const response = await appFetch('/tesla/models')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-error-type="brand-not-found"')
  })
})

describe('model detail', () => {
  it('shows gallery, downloads, prices per trim, the stock and the forms', async () => {
    const response = await appFetch('/kia/models/ev3')
    expect(response.status).toBe(200)
    const html = (await response.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('class="gallery"')
    expect(html).toMatch(/<a href="\/demo\/downloads\/[^"]+\.pdf" download="">/)
    const row = await env.DB.prepare(
      `SELECT data FROM models WHERE brand = 'kia' AND slug = 'ev3'`
    ).first<{ data: string }>()
    const trims = (JSON.parse(row!.data) as { trims: { name: string }[] }).trims
    for (const trim of trims) expect(html).toContain(`<th scope="row">${trim.name}</th>`)
    const total = await sqlCount(`v.brand = 'kia' AND v.model = 'ev3'`)
    if (total > 0) expect(html).toContain(`Voir les ${total} Kia EV3 en stock`)
    expect(html).toContain('href="/kia/models/ev3/contact"')
    expect(html).toContain('href="/kia/models/ev3/testdrive"')
  })

  it('answers brand-not-found (404) for an unknown model', async () => {
    const response = await appFetch('/kia/models/model-t')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('data-error-type="brand-not-found"')
  })
})
