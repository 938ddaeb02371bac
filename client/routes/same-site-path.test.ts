import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path.ts'

const ORIGIN = 'https://dealer.example'

/** What a browser does with `path` as a Location or an href on a page of this site. */
function staysOnSite(path: string): boolean {
  return new URL(path, `${ORIGIN}/some/page`).origin === ORIGIN
}

/** A layer that decodes once (a proxy, a framework) must not find another host either. */
function decodedStaysOnSite(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  return !/^\/[/\\]/.test(decoded) && staysOnSite(decoded.replace(/[\t\n\r]/g, ''))
}

// The pieces attackers combine: separators written, escaped and doubly escaped, dot segments,
// whitespace browsers drop, schemes and hosts.
const hostile = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%2e',
  '%2E%2E',
  '.',
  '..',
  './',
  '../',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u00a0',
  '\u2028',
  '\ufeff',
  'evil.example',
  '@evil.example',
  'javascript:',
  'https:',
  ':',
  '?',
  '#',
  '&',
  'é',
  '%',
  'stock'
)
const hostilePath = fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join(''))

describe('sameSitePath', () => {
  it('never lets a path leave the site, however it is written', () => {
    fc.assert(
      fc.property(fc.oneof(hostilePath, fc.string(), fc.webUrl()), (raw) => {
        const path = sameSitePath(raw)
        if (path === null) return
        expect(path.startsWith('/')).toBe(true)
        expect(path).not.toMatch(/^\/[/\\]/)
        // eslint-disable-next-line no-control-regex -- control characters are what it checks
        expect(path).not.toMatch(/[\u0000-\u0020\u007f\\]/)
        expect(staysOnSite(path)).toBe(true)
        expect(decodedStaysOnSite(path)).toBe(true)
        // What it returns is already resolved: the guard agrees with itself.
        expect(sameSitePath(path)).toBe(path)
      }),
      { numRuns: 2000 }
    )
  }, 60_000)

  it('refuses the tricks of issue 28 and their cousins', () => {
    for (const raw of [
      '//evil.com',
      '//evil.com/',
      '/.//evil.example',
      '/./\\evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/a/%2e%2e//evil.example',
      '/a/%2E%2E/%2E%2E//evil.example',
      '/..//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /stock',
      '',
    ]) {
      expect(sameSitePath(raw), JSON.stringify(raw)).toBeNull()
    }
    expect(sameSitePath(undefined)).toBeNull()
    expect(sameSitePath(null)).toBeNull()
  })

  it('keeps the paths of the site as they are', () => {
    expect(sameSitePath('/')).toBe('/')
    expect(sameSitePath('/stock?brand=kia&sort=price')).toBe('/stock?brand=kia&sort=price')
    expect(sameSitePath('/de/kontakt#formulaire')).toBe('/de/kontakt#formulaire')
    expect(sameSitePath('/a/../contact')).toBe('/contact')
    expect(sameSitePath('/%2e%2e/contact')).toBe('/contact')
    expect(sameSitePath('/stock/%2F')).toBe('/stock/%2F')
  })
})
