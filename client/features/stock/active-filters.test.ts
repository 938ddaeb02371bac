import { describe, expect, it } from 'vitest'
import { activeFilters } from './active-filters.ts'
import type { FilterView } from './overview-types.ts'
import { formatsFor } from '../../locale/format.ts'
import { messagesOf } from '../../locale/messages.ts'
import { stockOverviewMessages } from '../../locale/messages/stock-overview.ts'

const activeIn = (list: FilterView[], values: Parameters<typeof activeFilters>[1]) =>
  activeFilters(list, values, messagesOf(stockOverviewMessages, 'fr'), formatsFor('fr'))

const filters: FilterView[] = [
  {
    key: 'brand_model',
    label: 'Marque et modèle',
    widget: 'grouped-checkbox',
    brands: [
      {
        value: 'ford',
        label: 'Ford',
        count: 162,
        models: [
          { value: 'ford.puma', label: 'Puma', count: 22 },
          { value: 'ford.kuga', label: 'Kuga', count: 16 },
        ],
      },
      { value: 'kia', label: 'Kia', count: 268, models: [] },
    ],
  },
  {
    key: 'fuel',
    name: 'fuel',
    label: 'Carburant',
    widget: 'checkbox',
    options: [
      { value: 'electric', label: 'Électrique', count: 446 },
      { value: 'diesel', label: 'Diesel', count: 137 },
    ],
  },
  {
    key: 'price',
    label: 'Prix',
    widget: 'range',
    unit: '€',
    money: true,
    range: { min: 2590, max: 188000 },
    step: 500,
  },
  {
    key: 'year',
    label: 'Année',
    widget: 'min-max',
    unit: '',
    money: false,
    range: null,
    step: 1,
  },
  { key: 'vat_reportable', label: 'TVA déductible', widget: 'toggle', count: 1260 },
]

describe('activeFilters', () => {
  it('names a ticked model with its brand, and removes only the model', () => {
    const values = { brand: ['ford'], model: ['ford.puma'], sort: ['price_asc'] }
    expect(activeIn(filters, values)).toEqual([
      { label: 'Ford Puma', without: { brand: ['ford'], sort: ['price_asc'] } },
    ])
  })

  it('names a brand without ticked models, and removes the brand with its models', () => {
    expect(activeIn(filters, { brand: ['kia', 'ford'], fuel: ['diesel'] })).toEqual([
      { label: 'Ford', without: { brand: ['kia'], fuel: ['diesel'] } },
      { label: 'Kia', without: { brand: ['ford'], fuel: ['diesel'] } },
      { label: 'Diesel', without: { brand: ['kia', 'ford'] } },
    ])
  })

  it('writes open ranges in German', () => {
    const labels = activeFilters(
      filters,
      { year_min: ['2021'], price_max: ['25000'] },
      messagesOf(stockOverviewMessages, 'de'),
      formatsFor('de')
    ).map((filter) => filter.label)
    expect(labels.some((label) => label.endsWith(': bis 25.000\u00a0€'))).toBe(true)
    expect(labels).toContain('Année: ab 2021')
  })

  it('writes ranges in French, one chip per range, and the toggle by its label', () => {
    const values = {
      price_min: ['10000'],
      price_max: ['25000'],
      year_min: ['2021'],
      vat_reportable: ['true'],
    }
    expect(activeIn(filters, values).map((filter) => filter.label)).toEqual([
      'Prix : 10\u202f000\u00a0€ – 25\u202f000\u00a0€',
      'Année : dès 2021',
      'TVA déductible',
    ])
    expect(activeIn(filters, values)[0]?.without).toEqual({
      year_min: ['2021'],
      vat_reportable: ['true'],
    })
  })

  it('shows nothing for values it cannot read, and nothing when no filter is set', () => {
    expect(activeIn(filters, { fuel: ['kerosene'], price_max: ['beaucoup'] })).toEqual([])
    expect(activeIn(filters, { sort: ['price_asc'] })).toEqual([])
  })
})
