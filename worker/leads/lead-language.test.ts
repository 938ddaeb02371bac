import { describe, expect, it } from 'vitest'
import { leadLanguage } from './lead-language.ts'

describe('leadLanguage', () => {
  it('is the language of the form page the lead names', () => {
    expect(leadLanguage({ snapshot: { pageUrl: '/de/contact?x=1' } }, undefined)).toBe('de')
    expect(leadLanguage({ snapshot: { pageUrl: '/de' } }, undefined)).toBe('de')
    expect(leadLanguage({ pageUrl: '/de/stock/1-1-kia-ev3/probefahrt' }, undefined)).toBe('de')
    expect(leadLanguage({ snapshot: { pageUrl: '/contact' } }, 'https://x.lu/de/contact')).toBe(
      'fr'
    )
  })

  it('falls back on the page it was posted from, then on the root (French)', () => {
    expect(leadLanguage(undefined, 'https://www.autosphere.lu/de/kontakt')).toBe('de')
    expect(leadLanguage({ snapshot: { pageUrl: 'https://evil' } }, 'not a url')).toBe('fr')
    expect(leadLanguage(null, undefined)).toBe('fr')
  })
})
