import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  emptyStockQuery,
  MAX_PAGE_SIZE,
  stockFilterOrder,
  stockQueryToSearchParams,
} from './stock-search.ts'
import { parseStockQuery } from './stock-query-reader.ts'
import { LANGUAGES } from '../locale/language.ts'
import { messagesOf } from '../locale/messages.ts'
import { vehicleVocabularyMessages } from '../locale/messages/vehicle-vocabulary.ts'
import { bodyStyleCodes, fuelCodes } from './vehicle-vocabulary.ts'

const parse = (query: string) => parseStockQuery(new URLSearchParams(query))

describe('stock vocabulary', () => {
  it('has the 14 fuel types and 13 body styles of the specification, each with a label', () => {
    expect(fuelCodes).toEqual([
      'lpgg3',
      'petrol',
      'electric+petrol',
      'cng',
      'bio-diesel',
      'bio-ethanol',
      'diesel',
      'electric+diesel',
      'electric',
      'hybrid',
      'hydrogen',
      'lpg',
      'e85',
      'other',
    ])
    expect(bodyStyleCodes).toEqual([
      'electric',
      'hybrid',
      'compact',
      'high_entry',
      'family',
      'company_car',
      'hatchback',
      'coupe',
      'convertible',
      'saloon',
      'estate',
      'suv',
      'mpv',
    ])
    for (const language of LANGUAGES) {
      const { fuel, bodyStyle } = messagesOf(vehicleVocabularyMessages, language)
      expect(Object.keys(fuel)).toEqual(fuelCodes)
      expect(Object.keys(bodyStyle)).toEqual(bodyStyleCodes)
      expect(new Set(Object.values(bodyStyle)).size).toBe(13)
    }
  })

  it('lists every overview filter of spec §3 once, with the six widget kinds in use', () => {
    const keys = stockFilterOrder.map((filter) => filter.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toHaveLength(19)
    expect(new Set(stockFilterOrder.map((filter) => filter.widget))).toEqual(
      new Set(['checkbox', 'grouped-checkbox', 'min-max', 'range', 'toggle', 'pills'])
    )
  })
})

describe('parseStockQuery', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual(emptyStockQuery())
    expect(parse('').sort).toBe(DEFAULT_SORT)
    expect(parse('').page_size).toBe(DEFAULT_PAGE_SIZE)
  })

  it('reads repeated and comma-separated values, keeps valid ones, dedupes and sorts them', () => {
    const query = parse(
      'fuel=petrol,diesel&fuel=diesel&fuel=kerosene&seats=7&seats=5,x&category=USED'
    )
    expect(query.fuel).toEqual(['diesel', 'petrol'])
    expect(query.seats).toEqual([5, 7])
    expect(query.category).toEqual(['used'])
  })

  it('accepts electric+petrol as sent by a form (a raw + decodes to a space, %2B stays a plus)', () => {
    expect(parse('fuel=electric%2Bpetrol').fuel).toEqual(['electric+petrol'])
  })

  it('keeps brand.model pairs of any brand (the list is open); a model brings its brand', () => {
    const query = parse(
      'brand=kia&brand=tesla&model=fiat.500e&model=abarth.500e&model=tesla.model-3&model=kia&brand=%3Cb%3E'
    )
    expect(query.brand).toEqual(['abarth', 'fiat', 'kia', 'tesla'])
    expect(query.model).toEqual(['abarth.500e', 'fiat.500e', 'tesla.model-3'])
  })

  it('clamps numbers to their bounds, swaps a reversed range and ignores non-numbers', () => {
    const query = parse(
      'price_min=50000&price_max=20000&mileage_max=-5&year_min=1800&power_min=abc&page_size=500&page=0'
    )
    expect(query.price).toEqual({ min: 20000, max: 50000 })
    expect(query.mileage).toEqual({})
    expect(query.year).toEqual({ min: 1990 })
    expect(query.power).toEqual({})
    expect(query.page_size).toBe(MAX_PAGE_SIZE)
    expect(query.page).toBe(1)
  })

  it('reads the VAT toggle and the sort, falling back on unknown sorts', () => {
    expect(parse('vat_reportable=true&sort=price_asc')).toMatchObject({
      vat_reportable: true,
      sort: 'price_asc',
    })
    expect(parse('vat_reportable=oui&sort=cheapest')).toMatchObject({
      vat_reportable: true,
      sort: DEFAULT_SORT,
    })
    expect(parse('vat_reportable=maybe').vat_reportable).toBe(false)
  })

  it('never throws, whatever the input', () => {
    const nasty = [
      "'; DROP TABLE vehicles; --",
      '%',
      '\u0000',
      'a'.repeat(10_000),
      '1e309',
      '[]',
      '{"x":1}',
    ]
    for (const value of nasty) {
      for (const key of [
        'brand',
        'model',
        'fuel',
        'price_min',
        'page',
        'sort',
        'location',
        'seats',
      ]) {
        expect(() => parse(`${key}=${encodeURIComponent(value)}`)).not.toThrow()
      }
    }
    expect(parse(`location=${encodeURIComponent("x'; --")}`).location).toEqual([])
  })

  it('caps the number of values of one parameter', () => {
    const many = Array.from({ length: 100 }, (_, i) => `location=site-${i}`).join('&')
    expect(parse(many).location.length).toBeLessThanOrEqual(32)
  })
})

describe('stockQueryToSearchParams', () => {
  it('writes keys and values in sorted order and leaves defaults out', () => {
    const query = parse(
      'sort=year_desc&page=1&page_size=24&price_max=30000&fuel=petrol&fuel=diesel&brand=kia&seats=7&seats=5'
    )
    expect(stockQueryToSearchParams(query).toString()).toBe(
      'brand=kia&fuel=diesel&fuel=petrol&price_max=30000&seats=5&seats=7'
    )
  })

  it('gives the same string for equivalent queries written differently', () => {
    const a = parse('fuel=diesel,petrol&brand=kia&page=2&vat_reportable=1')
    const b = parse('page=2&vat_reportable=true&brand=kia&fuel=petrol&fuel=diesel&utm_source=news')
    expect(stockQueryToSearchParams(a).toString()).toBe(stockQueryToSearchParams(b).toString())
  })

  it('round-trips: parsing the canonical string gives the same query', () => {
    const query = parse(
      'model=fiat.500e&brand=fiat&fuel=electric%2Bpetrol&mileage_min=1000&year_max=2024&sort=price_desc&page=3&page_size=48&doors=5'
    )
    const again = parseStockQuery(stockQueryToSearchParams(query))
    expect(again).toEqual(query)
  })
})
