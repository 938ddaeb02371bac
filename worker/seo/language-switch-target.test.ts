import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../client/locale/language.ts'
import { languageSwitchHrefs, switchTarget } from './language-switch-target.ts'

describe('the language switch target', () => {
  it('is the same page in the other language, query kept', () => {
    expect(switchTarget('/stock/123-1-kia-ev3/essai-routier?utm_source=x', 'de')).toBe(
      '/de/stock/123-1-kia-ev3/probefahrt?utm_source=x'
    )
    expect(switchTarget('/de/stock/vergleichen', 'fr')).toBe('/stock/comparer')
    expect(switchTarget('/de/contact', 'fr')).toBe('/contact')
  })

  it('pairs the two homes', () => {
    expect(switchTarget('/', 'de')).toBe('/de')
    expect(switchTarget('/?page=2', 'de')).toBe('/de?page=2')
    expect(switchTarget('/de', 'fr')).toBe('/')
  })

  it('leads from a path without counterpart to its nearest parent that has one, not home', () => {
    // A vehicle parameter that fails its validation is no page of the route table.
    expect(switchTarget('/stock/not-a-vehicle/essai-routier?x=1', 'de')).toBe('/de/stock')
    expect(switchTarget('/de/stock/not-a-vehicle', 'fr')).toBe('/stock')
  })

  it('leads to the other home only when no parent has a counterpart', () => {
    expect(switchTarget('/%E0%A4%A', 'de')).toBe('/de')
    // Paths that start with two slashes are paths, never hosts (`//[` once gave a 500), and the
    // switch stays on the site.
    expect(switchTarget('//[', 'de')).toMatch(/^\/de(\/[^/]|$)/)
    expect(switchTarget('//evil.example/stock', 'de')).toMatch(/^\/de(\/[^/]|$)/)
  })

  it('leads, in a payload, from a page to the other language: its route says which', () => {
    // One link per other published language, in the order of LANGUAGES.
    expect(languageSwitchHrefs('/stock?fuel=diesel', 'stock___fr')?.[0]).toBe(
      '/de/stock?fuel=diesel'
    )
    expect(languageSwitchHrefs('/de/stock', 'stock___de')?.[0]).toBe('/stock')
    expect(languageSwitchHrefs('/de/stock', 'stock___de')).toHaveLength(LANGUAGES.length - 1)
    // An error payload without a route is a French page.
    expect(languageSwitchHrefs('/%E0%A4%A', null)?.[0]).toBe('/de')
  })
})
