import { describe, expect, it } from 'vitest'
import { localizedPath } from './localized-path.ts'

describe('localizedPath', () => {
  it('gives the same page in German, query and anchor kept', () => {
    expect(localizedPath('/', 'de')).toBe('/de')
    expect(localizedPath('/contact?modele=kia.ev3#formulaire-contact', 'de')).toBe(
      '/de/contact?modele=kia.ev3#formulaire-contact'
    )
    expect(localizedPath('/stock/comparer', 'de')).toBe('/de/stock/vergleichen')
    expect(localizedPath('/stock/123-1-kia-ev3/essai-routier', 'de')).toBe(
      '/de/stock/123-1-kia-ev3/probefahrt'
    )
  })

  it('leaves French paths, German paths, URLs and anchors as they are', () => {
    expect(localizedPath('/stock/comparer', 'fr')).toBe('/stock/comparer')
    expect(localizedPath('/de/stock/vergleichen', 'de')).toBe('/de/stock/vergleichen')
    expect(localizedPath('https://www.kia.lu/', 'de')).toBe('https://www.kia.lu/')
    expect(localizedPath('//cdn.example/x', 'de')).toBe('//cdn.example/x')
    expect(localizedPath('#formulaire', 'de')).toBe('#formulaire')
    expect(localizedPath('mailto:a@b.lu', 'de')).toBe('mailto:a@b.lu')
  })
})
