import { describe, expect, it } from 'vitest'
import {
  isLegacyPath,
  legacyKey,
  lookupKeys,
  MAX_KEY_BYTES,
  normalizePath,
  normalizeQuery,
  trackingParams,
  withParams,
} from './normalize.ts'

describe('isLegacyPath', () => {
  it('accepts /fr and what lies under /fr/, in any case', () => {
    for (const path of ['/fr', '/fr/', '/fr/news', '/FR/News', '/Fr/x/y'])
      expect(isLegacyPath(path), path).toBe(true)
  })
  it('refuses everything else, including paths that merely start with the letters', () => {
    for (const path of ['/', '', '/f', '/frites', '/fra/x', '/france', '/stock/fr', '/en/fr']) {
      expect(isLegacyPath(path), path).toBe(false)
    }
  })
})

describe('normalizePath', () => {
  it('lowercases, decodes, collapses and trims slashes', () => {
    expect(normalizePath('/FR//Vehicules-Neufs/Ford/')).toBe('/fr/vehicules-neufs/ford')
    expect(normalizePath('/fr/v%C3%A9hicules')).toBe('/fr/véhicules')
    expect(normalizePath('/fr/')).toBe('/fr')
    expect(normalizePath('/')).toBe('/')
  })
  it('keeps a malformed escape as written instead of failing', () => {
    expect(normalizePath('/fr/100%-electrique%zz')).toBe('/fr/100%-electrique%zz')
    expect(normalizePath('/fr/%E2%82')).toBe('/fr/%e2%82')
  })
})

describe('normalizeQuery', () => {
  it('sorts parameters, lowercases them and drops tracking ones', () => {
    expect(normalizeQuery('?page=2&Brand=Ford&utm_source=x&gclid=y')).toBe('?brand=ford&page=2')
    expect(normalizeQuery('brand=ford&page=2')).toBe(normalizeQuery('?page=2&brand=ford'))
  })
  it('reads + and %20 alike and encodes one way', () => {
    expect(normalizeQuery('?fuel=electric%2Bpetrol')).toBe('?fuel=electric%2Bpetrol')
    expect(normalizeQuery('?q=a+b')).toBe(normalizeQuery('?q=a%20b'))
  })
  it('is empty when nothing but tracking or nameless parameters remain', () => {
    expect(normalizeQuery('?utm_campaign=spring&fbclid=1')).toBe('')
    expect(normalizeQuery('?=x')).toBe('')
    expect(normalizeQuery('')).toBe('')
    expect(normalizeQuery('?')).toBe('')
  })
})

describe('legacyKey and lookupKeys agree', () => {
  it('gives the checker and the Worker the same key for the same old URL', () => {
    const written = '/fr/vehicules-occasion-stock?fuel=diesel&brand=ford&page=3'
    const requested = lookupKeys(
      '/FR/vehicules-occasion-stock/',
      '?page=3&brand=Ford&fuel=diesel&utm_medium=cpc'
    )
    expect(requested[0]).toBe(legacyKey(written))
    expect(requested[1]).toBe('/fr/vehicules-occasion-stock')
  })
  it('ignores the fragment of a written key', () => {
    expect(legacyKey('/fr/contact#formulaire')).toBe('/fr/contact')
  })
  it('tries the path alone when the query has nothing left', () => {
    expect(lookupKeys('/fr/news', '?utm_source=x')).toEqual(['/fr/news'])
  })
  it('leaves out keys KV would refuse', () => {
    const long = `?q=${'a'.repeat(MAX_KEY_BYTES)}`
    expect(lookupKeys('/fr/news', long)).toEqual(['/fr/news'])
    expect(lookupKeys(`/fr/${'é'.repeat(300)}`, '')).toEqual([])
  })
})

describe('tracking parameters', () => {
  it('are carried over to the target, before its fragment', () => {
    const params = trackingParams('?brand=ford&utm_source=ads&gclid=1')
    expect(params).toEqual([
      ['utm_source', 'ads'],
      ['gclid', '1'],
    ])
    expect(withParams('/stock', params)).toBe('/stock?utm_source=ads&gclid=1')
    expect(withParams('/stock?brand=ford#top', params)).toBe(
      '/stock?brand=ford&utm_source=ads&gclid=1#top'
    )
    expect(withParams('/stock', [])).toBe('/stock')
  })
})
