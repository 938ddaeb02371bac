import { describe, expect, it } from 'vitest'
import { canonicalUrl, resolveRichTextLink, safeImageSource, urlKind } from './safe-url.ts'

describe('urlKind', () => {
  it.each([
    ['https://www.kia.lu', 'external'],
    ['HTTP://example.lu', 'external'],
    ['mailto:info@autosphere.lu', 'mailto'],
    ['tel:+35226441000', 'tel'],
    ['/services/carrosserie', 'relative'],
    ['#horaires', 'relative'],
    ['?page=2', 'relative'],
    ['contact', 'relative'],
  ])('accepts %s as %s', (url, kind) => {
    expect(urlKind(url)).toBe(kind)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'javascript&amp;colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'ftp://example.lu',
    '',
  ])('refuses %j', (url) => {
    expect(urlKind(url)).toBeNull()
  })
})

describe('canonicalUrl', () => {
  it('undoes entities, invisible characters and case', () => {
    expect(canonicalUrl('&#x4A;ava\u200bScript&colon;x')).toBe('javascript:x')
  })
})

describe('resolveRichTextLink', () => {
  it('turns a story link into its public path, with its anchor', () => {
    expect(
      resolveRichTextLink(
        {
          linktype: 'story',
          href: '/services/pneus-et-gardiennage',
          anchor: 'tarifs',
        },
        'fr'
      )
    ).toEqual({ href: '/services/pneus-et-gardiennage#tarifs', kind: 'relative', newTab: false })
    expect(resolveRichTextLink({ linktype: 'story', href: 'home-page' }, 'fr')?.href).toBe('/')
  })

  it('leads a story link to the story in the page’s language', () => {
    const link = { linktype: 'story', href: 'services/carrosserie', anchor: 'devis' } as const
    expect(resolveRichTextLink(link, 'de')?.href).toBe('/de/services/carrosserie#devis')
    expect(resolveRichTextLink({ linktype: 'story', href: 'home-page' }, 'de')?.href).toBe('/de')
  })

  it('builds mailto links from e-mail links, with or without the scheme', () => {
    expect(
      resolveRichTextLink({ linktype: 'email', href: 'jobs@groupe-auto.example' }, 'fr')?.href
    ).toBe('mailto:jobs@groupe-auto.example')
    expect(resolveRichTextLink({ linktype: 'email', href: 'mailto:a@b.lu' }, 'fr')?.kind).toBe(
      'mailto'
    )
    expect(resolveRichTextLink({ linktype: 'email', href: 'not an address' }, 'fr')).toBeNull()
  })

  it('keeps asset links only to https or site files', () => {
    expect(
      resolveRichTextLink(
        { linktype: 'asset', href: 'https://a.storyblok.com/f/1/tarifs.pdf' },
        'fr'
      )?.kind
    ).toBe('external')
    expect(
      resolveRichTextLink({ linktype: 'asset', href: 'http://insecure.example/x.pdf' }, 'fr')
    ).toBeNull()
  })

  it('adds a scheme to www. links, opens _blank in a new tab, refuses scripts', () => {
    expect(
      resolveRichTextLink({ linktype: 'url', href: 'www.kia.lu', target: '_blank' }, 'fr')
    ).toEqual({
      href: 'https://www.kia.lu',
      kind: 'external',
      newTab: true,
    })
    expect(resolveRichTextLink({ linktype: 'url', href: 'javascript:alert(1)' }, 'fr')).toBeNull()
    expect(resolveRichTextLink({ linktype: 'story', href: 'javascript:alert(1)' }, 'fr')).toBeNull()
  })
})

describe('safeImageSource', () => {
  it('accepts https and site paths, refuses the rest', () => {
    expect(safeImageSource('/demo/content/atelier.svg')).toBe('/demo/content/atelier.svg')
    expect(safeImageSource('https://a.storyblok.com/f/1/1600x700/x/y.jpg')).not.toBeNull()
    expect(safeImageSource('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull()
    expect(safeImageSource('//evil.example/x.png')).toBeNull()
    expect(safeImageSource('http://insecure.example/x.png')).toBeNull()
    expect(safeImageSource('&#x2F;&#x2F;evil.example/x.png')).toBeNull()
  })
})

describe('rich-text links to site paths', () => {
  it('never leave the site, however the path is written', () => {
    for (const href of ['/%2F%2Fevil.example', '/.//evil.example', '/a/%2e%2e//evil.example']) {
      expect(resolveRichTextLink({ href, linktype: 'url' }, 'fr'), href).toBeNull()
    }
    expect(resolveRichTextLink({ href: '/stock?brand=kia', linktype: 'url' }, 'fr')?.href).toBe(
      '/stock?brand=kia'
    )
  })
})
