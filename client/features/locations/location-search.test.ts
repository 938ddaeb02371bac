import { describe, expect, it } from 'vitest'
import { locations } from '../../../scripts/demo-data/locations.ts'
import {
  filterLocations,
  locationFiltersQuery,
  matchesSearch,
  normalizeSearchText,
  parseLocationFilters,
} from './location-search.ts'

const slugsFor = (q: string, brand = '', service = '') =>
  filterLocations(locations, { q, brand, service }).map((location) => location.slug)

const allowed = { brands: ['ford', 'kia', 'mg'], services: ['tyres', 'bodywork'] }

describe('normalizeSearchText', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizeSearchText('  Esch-sur-Alzette ')).toBe('esch sur alzette')
    expect(normalizeSearchText('Véhicules d’Occasion')).toBe('vehicules d occasion')
    expect(normalizeSearchText('L-8070')).toBe('l 8070')
  })
})

describe('matchesSearch', () => {
  it('finds a dealership by its town, whatever the accents and case', () => {
    expect(slugsFor('esch')).toEqual(['esch-sur-alzette'])
    expect(slugsFor('ESCH SUR ALZETTE')).toEqual(['esch-sur-alzette'])
    expect(slugsFor('Éschsuralzette')).toEqual(['esch-sur-alzette'])
    expect(slugsFor('contern')).toEqual(['vmal'])
    expect(slugsFor('windhof')).toEqual(['centre-de-vehicules-d-occasion'])
  })

  it('finds a dealership by its postcode, with or without the L- prefix, or a prefix of it', () => {
    expect(slugsFor('8070')).toEqual(['bertrange'])
    expect(slugsFor('L-8070')).toEqual(['bertrange'])
    expect(slugsFor('l8070')).toEqual(['bertrange'])
    expect(slugsFor('L-4')).toEqual(['niederkorn', 'esch-sur-alzette'])
  })

  it('finds a dealership by its name, accents ignored', () => {
    expect(slugsFor('vmal')).toEqual(['vmal'])
    expect(slugsFor('centre vehicules occasion')).toEqual(['centre-de-vehicules-d-occasion'])
    expect(slugsFor("Véhicules d'Occasion")).toEqual(['centre-de-vehicules-d-occasion'])
  })

  it('needs every word to match, and matches word starts only', () => {
    expect(slugsFor('esch bertrange')).toEqual([])
    expect(slugsFor('trange')).toEqual([])
    expect(slugsFor('Dudelange')).toEqual([])
  })

  it('matches everything when the query is empty or only punctuation', () => {
    expect(slugsFor('')).toHaveLength(locations.length)
    expect(matchesSearch(locations[0]!, ' - ')).toBe(true)
  })
})

describe('filterLocations', () => {
  it('keeps the dealerships selling a brand', () => {
    expect(slugsFor('', 'mg')).toEqual(['niederkorn'])
    expect(slugsFor('', 'ford')).toEqual(['bertrange', 'esch-sur-alzette', 'vmal'])
  })

  it('keeps the dealerships offering a service, combined with the other filters', () => {
    expect(slugsFor('', '', 'bodywork')).toEqual(['bertrange', 'esch-sur-alzette'])
    expect(slugsFor('', 'opel', 'commercial-vehicles')).toEqual(['vmal'])
    expect(slugsFor('esch', 'kia')).toEqual([])
  })
})

describe('parseLocationFilters', () => {
  it('reads known values and ignores unknown ones', () => {
    const params = new URLSearchParams('q=%20Esch%20%20sur  &brand=ford&service=spa')
    expect(parseLocationFilters(params, allowed)).toEqual({
      q: 'Esch sur',
      brand: 'ford',
      service: '',
    })
  })

  it('bounds the search text', () => {
    const params = new URLSearchParams({ q: 'x'.repeat(500) })
    expect(parseLocationFilters(params, allowed).q).toHaveLength(80)
  })

  it('applies a default brand unless the visitor chose one, even "all brands"', () => {
    expect(parseLocationFilters(new URLSearchParams(), allowed, { brand: 'kia' }).brand).toBe('kia')
    expect(
      parseLocationFilters(new URLSearchParams('brand='), allowed, { brand: 'kia' }).brand
    ).toBe('')
    expect(parseLocationFilters(new URLSearchParams(), allowed, { brand: 'tesla' }).brand).toBe('')
  })
})

describe('locationFiltersQuery', () => {
  it('writes only the filters that are set, and round-trips', () => {
    expect(locationFiltersQuery({ q: '', brand: '', service: '' })).toBe('')
    const filters = { q: 'Esch-sur-Alzette', brand: 'ford', service: 'tyres' }
    const query = locationFiltersQuery({ ...filters, service: '' })
    expect(query).toBe('?q=Esch-sur-Alzette&brand=ford')
    const parsed = parseLocationFilters(new URLSearchParams(locationFiltersQuery(filters)), allowed)
    expect(parsed).toEqual(filters)
  })
})
