import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'
import { hasTag, overviewOf, sqlCount } from './stock-fixtures.ts'

/** Each multi-select filter's query parameter and the D1 column it filters. */
const optionColumns = {
  fuel: 'fuel',
  transmission: 'transmission',
  location: 'location',
  body_style: 'body_style',
  category: 'category',
  exterior_color: 'exterior_color',
  interior_color: 'interior_color',
  driven_axles: 'driven_axles',
  emissions_class: 'emissions_class',
  interior_material: 'interior_material',
  seats: 'seats',
  doors: 'doors',
} as const

const rangeColumns = {
  price: 'price',
  mileage: 'mileage',
  year: 'year',
  power: 'power_hp',
  weight: 'weight_kg',
} as const

describe('stock overview: filters', () => {
  it('offers every filter of spec §3 with its widget', async () => {
    const data = await overviewOf('/stock')
    const widgets = Object.fromEntries(data.filters.map((f) => [f.key, f.widget]))
    expect(widgets).toEqual({
      brand_model: 'grouped-checkbox',
      fuel: 'checkbox',
      mileage: 'min-max',
      price: 'range',
      transmission: 'pills',
      location: 'checkbox',
      year: 'min-max',
      body_style: 'checkbox',
      category: 'pills',
      exterior_color: 'checkbox',
      interior_color: 'checkbox',
      vat_reportable: 'toggle',
      driven_axles: 'checkbox',
      emissions_class: 'checkbox',
      weight: 'min-max',
      interior_material: 'checkbox',
      seats: 'pills',
      doors: 'pills',
      power: 'range',
    })
    expect(data.pagination.total).toBe(await sqlCount())
  })

  it.each(Object.entries(optionColumns))(
    'filters on %s like a direct SQL count',
    async (name, column) => {
      const all = await overviewOf('/stock')
      const option = all.filters.find((f) => f.key === name)?.options?.find((o) => o.count > 0)
      expect(option, `an option of ${name}`).toBeDefined()
      const value = option?.value ?? ''
      const data = await overviewOf(`/stock?${new URLSearchParams({ [name]: value })}`)
      const expected = await sqlCount(
        `v.${column} = ?`,
        /^\d+$/.test(value) ? Number(value) : value
      )
      expect(data.pagination.total).toBe(expected)
      expect(option?.count).toBe(expected)
      expect(data.values[name]).toEqual([value])
    }
  )

  it.each(Object.entries(rangeColumns))(
    'filters on %s between a min and a max',
    async (name, column) => {
      const all = await overviewOf('/stock')
      const range = all.filters.find((f) => f.key === name)?.range
      expect(range).toBeTruthy()
      const lo = Math.round((range!.min * 3 + range!.max) / 4)
      const hi = Math.round((range!.min + range!.max * 3) / 4)
      const data = await overviewOf(`/stock?${name}_min=${lo}&${name}_max=${hi}`)
      expect(data.pagination.total).toBe(await sqlCount(`v.${column} BETWEEN ? AND ?`, lo, hi))
      expect(data.pagination.total).toBeGreaterThan(0)
    }
  )

  it('filters brands, then models of a brand (grouped checkbox)', async () => {
    const kia = await overviewOf('/stock?brand=kia')
    expect(kia.pagination.total).toBe(await sqlCount(`v.brand = 'kia'`))
    const brand = kia.filters
      .find((f) => f.key === 'brand_model')
      ?.brands?.find((b) => b.value === 'kia')
    const model = brand?.models.find((m) => m.count > 0)
    expect(model).toBeDefined()
    const [, slug] = model!.value.split('.')
    const narrowed = await overviewOf(`/stock?brand=kia&model=${model!.value}`)
    expect(narrowed.pagination.total).toBe(await sqlCount(`v.brand = 'kia' AND v.model = ?`, slug!))
    expect(narrowed.pagination.total).toBe(model!.count)
  })

  it('filters VAT-reportable vehicles with the toggle', async () => {
    const data = await overviewOf('/stock?vat_reportable=true')
    expect(data.pagination.total).toBe(await sqlCount('v.vat_reportable = 1'))
    const all = await overviewOf('/stock')
    expect(all.filters.find((f) => f.key === 'vat_reportable')?.count).toBe(data.pagination.total)
  })

  it('counts facets like a search engine: each over the other filters, against D1', async () => {
    const data = await overviewOf('/stock?fuel=diesel&transmission=automatic&price_max=40000')
    expect(data.pagination.total).toBe(
      await sqlCount(`v.fuel = 'diesel' AND v.transmission = 'automatic' AND v.price <= 40000`)
    )
    const fuel = data.filters.find((f) => f.key === 'fuel')?.options ?? []
    for (const option of fuel) {
      expect(option.count, `fuel ${option.value}`).toBe(
        await sqlCount(
          `v.fuel = ? AND v.transmission = 'automatic' AND v.price <= 40000`,
          option.value
        )
      )
    }
    const bodies = data.filters.find((f) => f.key === 'body_style')?.options ?? []
    expect(bodies.length).toBeGreaterThan(0)
    for (const option of bodies) {
      expect(option.count, `body ${option.value}`).toBe(
        await sqlCount(
          `v.body_style = ? AND v.fuel = 'diesel' AND v.transmission = 'automatic' AND v.price <= 40000`,
          option.value
        )
      )
    }
  })

  it('leaves out options without results, keeps ticked ones usable', async () => {
    const corvettes = await sqlCount(`v.brand = 'corvette'`)
    const fuelsUsed = await env.DB.prepare(
      `SELECT DISTINCT fuel FROM vehicles v WHERE v.status != 'sold' AND v.brand = 'corvette'`
    ).all<{ fuel: string }>()
    const data = await overviewOf('/stock?brand=corvette')
    expect(data.pagination.total).toBe(corvettes)
    const fuels = data.filters.find((f) => f.key === 'fuel')?.options ?? []
    expect(fuels.map((o) => o.value).sort()).toEqual(fuelsUsed.results.map((r) => r.fuel).sort())
    expect(fuels.every((o) => o.count > 0)).toBe(true)
    const html = await (await appFetch('/stock?brand=corvette&fuel=lpg')).text()
    expect(hasTag(html, 'input', ['name="fuel"', 'value="lpg"', 'checked'])).toBe(true)
    expect(hasTag(html, 'input', ['name="fuel"', 'value="lpg"', 'disabled'])).toBe(false)
    const corvette = ['name="brand"', 'value="corvette"']
    expect(hasTag(html, 'input', [...corvette, 'checked'])).toBe(true)
    expect(hasTag(html, 'input', [...corvette, 'disabled'])).toBe(false)
  })
})

describe('stock overview: sorting', () => {
  const sorts = {
    price_asc: (v: Vehicle) => v.price.purchase.amount,
    price_desc: (v: Vehicle) => -v.price.purchase.amount,
    mileage_asc: (v: Vehicle) => v.attributes.mileage,
    mileage_desc: (v: Vehicle) => -v.attributes.mileage,
    year_asc: (v: Vehicle) => v.attributes.constructionYear,
    year_desc: (v: Vehicle) => -v.attributes.constructionYear,
  }
  type Vehicle = Awaited<ReturnType<typeof overviewOf>>['vehicles'][number]

  it.each(Object.entries(sorts))('sorts by %s', async (sort, key) => {
    const data = await overviewOf(`/stock?sort=${sort}`)
    expect(data.sort).toBe(sort)
    const keys = data.vehicles.map(key)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
    const [column, direction] = sort.split('_') as [string, string]
    const sqlColumn = column === 'year' ? 'year' : column
    const first = await env.DB.prepare(
      `SELECT ${direction === 'asc' ? 'MIN' : 'MAX'}(${sqlColumn}) AS v FROM vehicles WHERE status != 'sold'`
    ).first<{ v: number }>()
    expect(Math.abs(keys[0]!)).toBe(first?.v)
  })

  it('ignores an unknown sort (newest first) and keeps the sort out of the URL state', async () => {
    const data = await overviewOf('/stock?sort=drop_table')
    expect(data.sort).toBe('year_desc')
    expect(data.search).toBe('')
  })
})

describe('stock overview: pages', () => {
  it('pages through the results, 24 at a time, to the last page', async () => {
    const first = await overviewOf('/stock?brand=ford')
    const total = await sqlCount(`v.brand = 'ford'`)
    expect(first.pagination).toMatchObject({ page: 1, pageSize: 24, total })
    expect(first.vehicles).toHaveLength(Math.min(24, total))
    const second = await overviewOf('/stock?brand=ford&page=2')
    expect(second.vehicles.map((v) => v.id)).not.toContain(first.vehicles[0]!.id)
    const last = await overviewOf(`/stock?brand=ford&page=${first.pagination.totalPages}`)
    expect(last.vehicles).toHaveLength(total - (first.pagination.totalPages - 1) * 24)
  })

  it.each(['0', 'abc', '-3', '1.5', ''])('treats page=%s as the first page', async (page) => {
    const data = await overviewOf(`/stock?page=${page}`)
    expect(data.pagination.page).toBe(1)
    expect(data.vehicles).toHaveLength(24)
  })

  it('answers a page past the end with 200 and a way back', async () => {
    const data = await overviewOf('/stock?brand=kia&page=999')
    expect(data.vehicles).toEqual([])
    const response = await appFetch('/stock?brand=kia&page=999')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Cette page de résultats n’existe pas')
    expect(html).toContain(`href="/stock?brand=kia&amp;page=${data.pagination.totalPages}"`)
  })

  it('links the pages as plain links and marks the current one', async () => {
    const html = await (await appFetch('/stock?fuel=petrol&page=2')).text()
    expect(html).toMatch(/<a[^>]*href="\/stock\?fuel=petrol&amp;page=3"/)
    expect(html).toMatch(
      /<a[^>]*href="\/stock\?fuel=petrol"[^>]*rel="prev"|rel="prev"[^>]*href="\/stock\?fuel=petrol"/
    )
    expect(html).toMatch(/aria-current="page"[^>]*>2</)
  })
})
