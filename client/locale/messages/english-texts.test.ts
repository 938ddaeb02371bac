import { describe, expect, it } from 'vitest'
import leaseCalculator from './en/lease-calculator.ts'
import leaseFields from './en/lease-fields.ts'
import locationDetail from './en/location-detail.ts'
import locations from './en/locations.ts'
import openingHours from './en/opening-hours.ts'
import pageTitles from './en/page-titles.ts'
import stockHero from './en/stock-hero.ts'
import stockOverview from './en/stock-overview.ts'
import stock from './en/stock.ts'

/** What a reader sees of a text given as pieces (each piece is its own text node on the page). */
const read = (pieces: readonly (string | number)[]) => pieces.join('')

/**
 * The English texts that do more than hold words: plurals where English differs from French (0 is
 * plural), the VAT basis "VAT incl." ending a sentence without a doubled full stop, the stock's
 * French VAT suffixes read in English, word order that differs from French.
 */
describe('English catalogue texts with counts and values', () => {
  it('makes 0 plural, as English does, and 1 singular', () => {
    expect([0, 1, 2].map((count) => read(stockHero.available(count)))).toEqual([
      'vehicles available now',
      'vehicle available now',
      'vehicles available now',
    ])
    expect([0, 1, 3].map((total) => stockOverview.results.count(total, String(total)))).toEqual([
      'No vehicles',
      '1 vehicle',
      '3 vehicles',
    ])
    expect([0, 1].map((count) => stockOverview.overview.activeFilters(count))).toEqual([
      ' active filters',
      ' active filter',
    ])
    expect([locations.count(1), locations.count(4)]).toEqual(['1 dealership', '4 dealerships'])
    expect([locationDetail.stockLink(1), locationDetail.stockLink(4)]).toEqual([
      'See the vehicle in stock',
      'See all 4 vehicles in stock',
    ])
  })

  it('ends a sentence after "VAT incl." with one full stop, after "excl. VAT" with one too', () => {
    expect(leaseFields.range('€8,000', 'VAT incl.')).toBe('From 0 to €8,000 VAT incl.')
    expect(leaseFields.range('€6,838', 'excl. VAT')).toBe('From 0 to €6,838 excl. VAT.')
    expect(leaseCalculator.example.total('€19,800 VAT incl.')).toBe(
      'Total amount payable: €19,800 VAT incl.'
    )
    expect(
      pageTitles.model.description('Fiat 500e', 'Electric and Italian.', '€29,990', 'TVAC')
    ).toBe('Fiat 500e: Electric and Italian. From €29,990 VAT incl.')
    expect(
      pageTitles.vehicleForms.description('Leave us your details.', 'Fiat 500e', '€29,990 HTVA')
    ).toBe('Leave us your details. Fiat 500e, €29,990 HTVA.')
  })

  it('reads the stock’s French VAT suffixes in English and lowercases a fuel, not an acronym', () => {
    expect(pageTitles.price('€29,990', 'TVAC')).toBe('€29,990 VAT incl.')
    expect(pageTitles.price('€24,570', 'HTVA')).toBe('€24,570 excl. VAT')
    const vehicle = {
      category: 'Used',
      name: 'Volkswagen Golf',
      year: 2021,
      mileage: '32,000 km',
      price: '€24,990',
      suffix: 'TVAC',
      location: 'Autosphère Bertrange',
    }
    expect(pageTitles.vehicle.description({ ...vehicle, fuel: 'Petrol' })).toBe(
      'Used Volkswagen Golf, 2021, 32,000 km, petrol: €24,990 VAT incl. at Autosphère Bertrange.'
    )
    expect(pageTitles.vehicle.description({ ...vehicle, fuel: 'LPG' })).toContain(', LPG: ')
  })

  it('puts words where English wants them', () => {
    expect(stock.notices.bound(stock.notices.inSentence(stock.filters.price), 'min')).toBe(
      'minimum price'
    )
    expect(stock.notices.inSentence(stock.filters.vat_reportable)).toBe('VAT deductible')
    expect(openingHours.opens(openingHours.onDate('Monday', 1, 6), '09:00')).toBe(
      'Opens on Monday 1 June at 09:00'
    )
    expect(openingHours.closes(openingHours.tomorrow, '18:00')).toBe('Closes tomorrow at 18:00')
  })
})
