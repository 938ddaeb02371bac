import { describe, expect, it } from 'vitest'
import {
  emptyStockQuery,
  multiFilterKeys,
  rangeFilterKeys,
  stockFacetsSchema,
} from '../../client/domain/stock-search.ts'
import { filterViews, withoutIdleRanges } from './stock-overview-model.ts'

const facets = stockFacetsSchema.parse({
  brandModel: [
    {
      value: 'ford',
      label: 'Ford',
      count: 3,
      models: [
        { value: 'ford.puma', label: 'Puma', count: 3 },
        { value: 'ford.kuga', label: 'Kuga', count: 0 },
      ],
    },
    { value: 'kia', label: 'Kia', count: 0, models: [] },
  ],
  options: {
    ...Object.fromEntries(multiFilterKeys.map((key) => [key, []])),
    fuel: [
      { value: 'petrol', label: 'petrol', count: 2 },
      { value: 'diesel', label: 'diesel', count: 0 },
    ],
    transmission: [],
    seats: [{ value: '5', label: '5', count: 3 }],
  },
  vatReportable: { count: 1 },
  ranges: {
    ...Object.fromEntries(rangeFilterKeys.map((key) => [key, { min: 0, max: 1 }])),
    price: { min: 12_000, max: 48_000 },
  },
})

const optionsOf = (views: ReturnType<typeof filterViews>, key: string) => {
  const view = views.find((v) => v.key === key)
  return view && 'options' in view ? view.options.map((o) => o.value) : undefined
}

describe('the filters the overview offers', () => {
  it('leaves out values that would give no vehicle, keeps ticked ones', () => {
    const views = filterViews(facets, emptyStockQuery(), new Set(), 'fr')
    expect(optionsOf(views, 'fuel')).toEqual(['petrol'])
    const ticked = filterViews(facets, { ...emptyStockQuery(), fuel: ['diesel'] }, new Set(), 'fr')
    expect(optionsOf(ticked, 'fuel')).toEqual(['petrol', 'diesel'])
  })

  it('leaves out brands and models without vehicles unless ticked', () => {
    const brands = (query = emptyStockQuery()) => {
      const view = filterViews(facets, query, new Set(), 'fr').find((v) => v.key === 'brand_model')
      return view && 'brands' in view
        ? view.brands.map((b) => [b.value, b.models.map((m) => m.value)])
        : []
    }
    expect(brands()).toEqual([['ford', ['ford.puma']]])
    expect(brands({ ...emptyStockQuery(), brand: ['kia', 'ford'], model: ['ford.kuga'] })).toEqual([
      ['ford', ['ford.puma', 'ford.kuga']],
      ['kia', []],
    ])
  })

  it('does not offer a filter with nothing to choose', () => {
    const keys = filterViews(facets, emptyStockQuery(), new Set(), 'fr').map((v) => v.key)
    expect(keys).not.toContain('transmission')
    expect(keys).toContain('seats')
    expect(keys).toContain('price')
  })

  it('offers the VAT toggle only when it would give vehicles or is on', () => {
    const none = { ...facets, vatReportable: { count: 0 } }
    const keys = (query = emptyStockQuery()) =>
      filterViews(none, query, new Set(), 'fr').map((v) => v.key)
    expect(keys()).not.toContain('vat_reportable')
    expect(keys({ ...emptyStockQuery(), vat_reportable: true })).toContain('vat_reportable')
  })
})

describe('range bounds that exclude nothing', () => {
  it('are not filters (a slider left at its end)', () => {
    const at = (min?: number, max?: number) =>
      withoutIdleRanges(
        {
          ...emptyStockQuery(),
          price: { ...(min !== undefined && { min }), ...(max !== undefined && { max }) },
        },
        facets
      ).price
    expect(at(10_000, 50_000)).toEqual({})
    expect(at(12_000, 48_000)).toEqual({})
    expect(at(12_500, 48_000)).toEqual({ min: 12_500 })
    expect(at(undefined, 30_000)).toEqual({ max: 30_000 })
  })
})
