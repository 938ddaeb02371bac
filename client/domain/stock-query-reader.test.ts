import { describe, expect, it } from 'vitest'
import type { BrandSlug } from './brand.ts'
import {
  catalogueBrandsFor,
  type ModelCatalogue,
  parseStockQuery,
  readNumber,
  readStockQuery,
} from './stock-query-reader.ts'
import { stockQueryToSearchParams } from './stock-search.ts'

const catalogue: ModelCatalogue = new Map<BrandSlug, { slug: string; name: string }[]>([
  [
    'ford',
    [
      { slug: 'puma', name: 'Puma' },
      { slug: 'transit-custom', name: 'Transit Custom' },
    ],
  ],
  ['kia', [{ slug: 'ev3', name: 'EV3' }]],
  ['fiat', [{ slug: '500e', name: '500e' }]],
  ['abarth', [{ slug: '500e', name: '500e' }]],
  ['alfa-romeo', [{ slug: 'junior', name: 'Junior' }]],
])
const read = (query: string, models: ModelCatalogue | null = catalogue) =>
  readStockQuery(new URLSearchParams(query), models)
const canonical = (query: string) => stockQueryToSearchParams(read(query).query).toString()

describe('readStockQuery: the model forms editors and old links write', () => {
  it.each([
    'brand=ford&model=puma',
    'brand=ford&model=Puma',
    'brand=FORD&model=PUMA',
    'brand=Ford&model=ford.puma',
    'model=ford.puma',
    'model=Ford.Puma',
    'model=puma',
    'model=ford-puma',
    'model=Ford Puma',
    'model=puma&model=Puma&model=ford.puma',
    'brand=ford&brand=ford&model=puma,Puma',
  ])('%s is the Ford Puma', (query) => {
    const reading = read(query)
    expect(reading.query.model).toEqual(['ford.puma'])
    expect(reading.query.brand).toEqual(['ford'])
    expect(reading.ignored).toEqual([])
    expect(canonical(query)).toBe('brand=ford&model=ford.puma')
  })

  it('reads labels of several words and a brand of two', () => {
    expect(read('model=Transit Custom').query.model).toEqual(['ford.transit-custom'])
    expect(read('brand=Alfa Romeo&model=Junior').query.model).toEqual(['alfa-romeo.junior'])
    expect(read('model=alfa-romeo-junior').query.model).toEqual(['alfa-romeo.junior'])
  })

  it('takes every brand of a bare model that several brands sell', () => {
    expect(read('model=500e').query.model).toEqual(['abarth.500e', 'fiat.500e'])
    expect(read('brand=fiat&model=500e').query.model).toEqual(['fiat.500e'])
  })

  it('keeps a brand named without models whole next to another brand’s model', () => {
    const { query } = read('brand=ford&brand=kia&model=puma')
    expect(query.model).toEqual(['ford.puma'])
    expect(query.brand).toEqual(['ford', 'kia'])
  })

  it('reports a model it cannot find instead of dropping it (which would widen the search)', () => {
    expect(read('brand=ford&model=xyz')).toMatchObject({
      query: { brand: ['ford'], model: [] },
      ignored: [{ param: 'model', value: 'xyz' }],
    })
    expect(read('model=ford.mustang').ignored).toEqual([{ param: 'model', value: 'ford.mustang' }])
    expect(read('brand=kia&model=puma').ignored).toEqual([{ param: 'model', value: 'puma' }])
    expect(read('model=kia').ignored).toEqual([{ param: 'model', value: 'kia' }])
    // The brand list is open (stock API v1.1): a brand without a catalogue here is taken at its
    // word, its model with it (the search finds what the stock has of it, maybe nothing).
    expect(read('model=tesla.model-3')).toMatchObject({
      query: { brand: ['tesla'], model: ['tesla.model-3'] },
      ignored: [],
    })
  })

  it('without a catalogue, takes what needs no guessing and reports the rest', () => {
    expect(read('model=ford.puma', null).query.model).toEqual(['ford.puma'])
    expect(read('brand=ford&model=puma', null).query.model).toEqual(['ford.puma'])
    expect(read('model=puma', null)).toMatchObject({
      query: { model: [] },
      ignored: [{ param: 'model', value: 'puma' }],
    })
  })

  it('asks for the catalogue only of the brands a model needs', () => {
    const brands = (query: string) => catalogueBrandsFor(new URLSearchParams(query)).sort()
    expect(brands('brand=ford&model=ford.puma&fuel=diesel')).toEqual([])
    expect(brands('brand=ford&model=puma')).toEqual(['ford'])
    expect(brands('model=Ford.Puma')).toEqual(['ford'])
    expect(brands('model=puma')).toHaveLength(12)
  })
})

describe('readStockQuery: other filters', () => {
  it('reads codes and French labels in any case and with or without accents', () => {
    const { query, ignored } = read(
      'fuel=Électrique&fuel=electrique,DIESEL&transmission=Automatique&category=Occasion&body_style=high entry&exterior_color=Gris&emissions_class=euro 6d temp'
    )
    expect(query).toMatchObject({
      fuel: ['diesel', 'electric'],
      transmission: ['automatic'],
      category: ['used'],
      body_style: ['high_entry'],
      exterior_color: ['grey'],
      emissions_class: ['euro-6d-temp'],
    })
    expect(ignored).toEqual([])
  })

  it('reads an unencoded plus of a plug-in hybrid, seats and doors written with their word', () => {
    expect(read('fuel=electric+petrol').query.fuel).toEqual(['electric+petrol'])
    expect(read('seats=5 places&doors=3 portes').query).toMatchObject({ seats: [5], doors: [3] })
  })

  it('reports values outside a vocabulary, with the parameter they came in', () => {
    const { query, ignored } = read(
      'fuel=diesel,kerosene&seats=12&location=x%27%3B--&brand=%3Cb%3Etesla'
    )
    expect(query.fuel).toEqual(['diesel'])
    expect(ignored).toEqual([
      { param: 'brand', value: '<b>tesla' },
      { param: 'fuel', value: 'kerosene' },
      { param: 'location', value: "x';--" },
      { param: 'seats', value: '12' },
    ])
  })

  it('reads numbers as people write them and reports what is not one', () => {
    expect(read('price_max=30 000 €&mileage_max=19.700&power_min=120ch').query).toMatchObject({
      price: { max: 30000 },
      mileage: { max: 19700 },
      power: { min: 120 },
    })
    expect(read('price_max=beaucoup&mileage_min=-5')).toMatchObject({
      query: { price: {}, mileage: {} },
      ignored: [
        { param: 'price_max', value: 'beaucoup' },
        { param: 'mileage_min', value: '-5' },
      ],
    })
    expect(readNumber('1,5')).toBe(1)
    expect(readNumber('49 490')).toBe(49490)
  })

  it('is quiet about empty fields (a form without JavaScript sends them all) and other parameters', () => {
    expect(
      read('price_min=&price_max=&fuel=&utm_source=news&gclid=x&reprise=1&page=0&sort=bogus')
    ).toMatchObject({ ignored: [], query: { page: 1, sort: 'year_desc' } })
  })

  it('reports the VAT toggle only when it is neither yes nor no', () => {
    expect(read('vat_reportable=non').ignored).toEqual([])
    expect(read('vat_reportable=peut-être').ignored).toEqual([
      { param: 'vat_reportable', value: 'peut-être' },
    ])
  })

  it('repeats at most 40 characters of a value and at most 10 values', () => {
    const long = read(`model=${'x'.repeat(100)}`).ignored[0]?.value
    expect(long).toBe(`${'x'.repeat(40)}…`)
    const many = Array.from({ length: 30 }, (_, i) => `fuel=bad${i}`).join('&')
    expect(read(many).ignored).toHaveLength(10)
  })

  it('the stock API reading drops what it cannot understand', () => {
    expect(parseStockQuery(new URLSearchParams('fuel=kerosene&model=puma')).fuel).toEqual([])
  })
})
