import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../client/config/site-config.ts'
import { appFetch } from './app-fetch.ts'

/** The sources of one directive of a CSP header. */
function directive(csp: string, name: string): string[] {
  for (const part of csp.split(';')) {
    const [directiveName, ...sources] = part.trim().split(/\s+/)
    if (directiveName === name) return sources
  }
  return []
}

/** Whether a CSP source expression (host with an optional path, CSP3 §6.7.2.8) allows `url`. */
function allows(source: string, url: string, self: string): boolean {
  const target = new URL(url)
  if (source === "'self'") return target.origin === self
  const match = /^(https?):\/\/(\*\.)?([^/:]+)(:\d+)?(\/.*)?$/.exec(source)
  if (!match) return false
  const [, scheme, wildcard, host = '', , path] = match
  if (`${scheme}:` !== target.protocol) return false
  const hostOk = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host
  if (!hostOk) return false
  if (!path) return true
  return path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path
}

const SELF = 'http://localhost:8787'

describe('script-src and the tag manager', () => {
  it('allows the tag manager and the Google tag by exact path, not their whole host', async () => {
    const csp = (await appFetch('/')).headers.get('content-security-policy') ?? ''
    const scriptSrc = directive(csp, 'script-src')
    const allowed = (url: string) => scriptSrc.some((source) => allows(source, url, SELF))

    // What Consent Mode with GA4 loads: the container (as consent-mode.ts builds its URL), the
    // Google tag's library, an Ads destination.
    const container = `${siteConfig.tagManager.scriptUrl}?id=${siteConfig.tagManager.containerId}`
    expect(allowed(container)).toBe(true)
    expect(allowed('https://www.googletagmanager.com/gtag/js?id=G-ABC123&cx=c&gtm=45')).toBe(true)
    expect(allowed('https://www.googletagmanager.com/gtag/destination?id=AW-1&l=dataLayer')).toBe(
      true
    )
    // Nothing else of Google's hosts: no other path, no other subdomain.
    expect(allowed('https://www.googletagmanager.com/gtm.js/x')).toBe(false)
    expect(allowed('https://www.googletagmanager.com/debug/bootstrap?id=GTM-X')).toBe(false)
    expect(allowed('https://www.googletagmanager.com/')).toBe(false)
    expect(allowed('https://tagassistant.google.com/gtm.js')).toBe(false)
    expect(
      scriptSrc.filter((source) => /google/.test(source) && !/\/\w/.test(source.slice(8)))
    ).toEqual([])
    // The site's own files, still; never inline or evaluated script.
    expect(allowed(`${SELF}/assets/entry-1a2b.js`)).toBe(true)
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it("lets GA4's hits through connect-src, with and without consent", async () => {
    const csp = (await appFetch('/')).headers.get('content-security-policy') ?? ''
    const connect = directive(csp, 'connect-src')
    for (const hit of [
      'https://region1.google-analytics.com/g/collect?v=2',
      'https://region1.analytics.google.com/g/collect?v=2',
      'https://www.googletagmanager.com/td?id=G-1',
    ]) {
      expect(
        connect.some((source) => allows(source, hit, SELF)),
        hit
      ).toBe(true)
    }
  })
})

describe('img-src and the deployment', () => {
  it('allows the stock’s image hosts of the configuration, and no host it does not list', async () => {
    const csp = (await appFetch('/')).headers.get('content-security-policy') ?? ''
    const imgSrc = directive(csp, 'img-src')
    const allowed = (url: string) => imgSrc.some((source) => allows(source, url, SELF))
    for (const host of siteConfig.imageHosts) {
      expect(allowed(`https://${host.replace(/^\*\./, 'x.')}/vehicles/1042/1.jpg`), host).toBe(true)
      expect(allowed(`http://${host.replace(/^\*\./, 'x.')}/vehicles/1042/1.jpg`), host).toBe(false)
    }
    expect(allowed('https://images.some-other-dms.lu/1.jpg')).toBe(false)
    expect(allowed(`${SELF}${siteConfig.mapTiles.url}`)).toBe(true)
  })
})
