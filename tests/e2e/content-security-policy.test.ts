import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

/** The sources of `script-src` in a CSP header. */
const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []

/** The inline executable scripts of a document (not JSON data blocks, not `src` scripts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , code = '']) => code)
}

describe('the served CSP (docs/decisions/0045)', () => {
  const b = useBrowser({ undecidedConsent: true })

  it.each(['/', '/de', '/stock', '/contact'])(
    '%s: strict-dynamic, and every inline script of the page is one the CSP hashes',
    async (path) => {
      const response = await fetch(new URL(path, b.baseUrl))
      const sources = scriptSrc(response.headers.get('content-security-policy') ?? '')
      expect(sources).toContain("'strict-dynamic'")
      expect(sources.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|'nonce-/)
      const html = await response.text()
      const scripts = inlineScripts(html)
      expect(scripts).toHaveLength(2)
      for (const code of scripts) {
        const hash = createHash('sha256').update(code).digest('base64')
        expect(sources).toContain(`'sha256-${hash}'`)
      }
      expect(html).not.toMatch(/<script[^>]*type="module"/)
    }
  )

  it('runs the site under it: the app hydrates and no script is refused', async () => {
    await b.page.addInitScript(() => {
      const refused: string[] = []
      Object.assign(window, { refusedByCsp: refused })
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.effectiveDirective} ${event.blockedURI}`)
      )
    })
    await b.open('/stock')
    expect(
      await b.page.evaluate(() => (window as { refusedByCsp?: string[] }).refusedByCsp)
    ).toEqual([])
  })
})
