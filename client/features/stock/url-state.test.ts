import { describe, expect, it } from 'vitest'
import { visiblePages } from './pagination.tsx'
import { activeFilterCount, changedFilters, pageHref, searchOf } from './url-state.ts'

describe('the overview URL state', () => {
  it('writes the canonical query: sorted, no empty values, no default sort, no page', () => {
    expect(
      searchOf(
        {
          transmission: ['automatic'],
          fuel: ['petrol', 'diesel', 'diesel'],
          price_max: ['  '],
          sort: ['year_desc'],
          page: ['3'],
          seats: ['7', '5'],
        },
        'year_desc'
      )
    ).toBe('fuel=diesel&fuel=petrol&seats=5&seats=7&transmission=automatic')
    expect(searchOf({ sort: ['price_asc'] }, 'year_desc')).toBe('sort=price_asc')
  })

  it('links pages, the first one without a page parameter', () => {
    expect(pageHref('/stock', 'fuel=diesel&page=4', 1)).toBe('/stock?fuel=diesel')
    expect(pageHref('/stock', 'fuel=diesel', 2)).toBe('/stock?fuel=diesel&page=2')
    expect(pageHref('/stock', '', 1)).toBe('/stock')
  })

  it('names the filters that changed, for analytics', () => {
    expect(changedFilters({ fuel: ['diesel'] }, { fuel: ['diesel', 'petrol'], sort: [] })).toEqual([
      { name: 'fuel', value: 'diesel,petrol' },
    ])
  })

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(visiblePages(1, 1)).toEqual([1])
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(visiblePages(2, 3)).toEqual([1, 2, 3])
  })

  it('counts the filters in use for the "Filtrer (n)" button', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ sort: ['price_asc'], page: ['2'], price_min: [''] })).toBe(0)
    expect(
      activeFilterCount({
        brand: ['ford', 'kia'],
        model: ['ford.puma', 'ford.kuga'],
        fuel: ['diesel', 'petrol'],
        price_min: ['10000'],
        price_max: ['30000'],
        mileage_max: ['50000'],
        vat_reportable: ['true'],
      })
    ).toBe(8)
  })
})
