import { describe, expect, it } from 'vitest'
import { linkHref, optionalLinkField } from './link.ts'

describe('CMS multilinks', () => {
  it('refuse every path that would leave the site', () => {
    for (const url of [
      '/\\evil.example',
      '\\/evil.example',
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%2F%2Fevil.example',
      '/.//evil.example',
    ]) {
      expect(linkHref({ linktype: 'url', url }), JSON.stringify(url)).toBeNull()
      expect(optionalLinkField.safeParse({ linktype: 'url', url }).success).toBe(false)
    }
    expect(linkHref({ linktype: 'story', cached_url: '\\evil.example' })).toBeNull()
  })

  it('keep the paths, anchors and external links of the site', () => {
    expect(linkHref({ linktype: 'url', url: '/stock?brand=kia' })).toBe('/stock?brand=kia')
    expect(linkHref({ linktype: 'url', url: '/contact', anchor: 'form' })).toBe('/contact#form')
    expect(linkHref({ linktype: 'url', url: 'https://www.kia.com/lu' })).toBe(
      'https://www.kia.com/lu'
    )
    expect(linkHref({ linktype: 'story', cached_url: 'services/carrosserie' })).toBe(
      '/services/carrosserie'
    )
  })
})
