import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('error pages (spec §8)', () => {
  it('shows the page-not-found variant for an unknown page', async () => {
    const response = await appFetch('/cette-page-nexiste-pas')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('data-error-type="page-not-found"')
    expect(html).toContain('Oups, cette page n&#x27;existe pas')
    expect(html).toContain('Retour à l&#x27;accueil')
    expect(html).toContain('<title>404 - Page Not Found: /cette-page-nexiste-pas</title>')
  })

  it('shows the vehicle-not-found variant with its button to the stock', async () => {
    const response = await appFetch('/stock/999999-1-kia-ceed')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('data-error-type="vehicle-not-found"')
    expect(html).toContain('Oups, ce véhicule n&#x27;existe pas.')
    expect(html).toMatch(/<a href="\/stock"[^>]*>.*Retour au stock/)
  })

  it('never caches an error for long and never indexes it', async () => {
    const response = await appFetch('/nope')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>')
  })

  it('gives bots the status and a minimal body instead of the visitor error page', async () => {
    const response = await appFetch('/nope', { headers: { 'user-agent': GOOGLEBOT } })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('data-testid="error-page"')
    expect(html.length).toBeLessThan(100)
  })

  it('gives bots the complete document for a page', async () => {
    const response = await appFetch('/', { headers: { 'user-agent': GOOGLEBOT } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html.trimEnd()).toMatch(/<\/html>$/)
    expect(html).toContain('id="__page_data"')
  })
})

describe('titles and canonical', () => {
  it('builds the canonical from the path and the parameters the page reads only', async () => {
    const home = await (await appFetch('/?utm_source=mail&page=2&gclid=x')).text()
    expect(home).toContain('<link rel="canonical" href="http://localhost:8787/"/>')
    const news = await (await appFetch('/news?utm_source=mail&page=2&gclid=x')).text()
    expect(news).toContain('<link rel="canonical" href="http://localhost:8787/news?page=2"/>')
  })

  it('falls back to the last path segment in title case for pages without a title', async () => {
    const { titleFromPath } = await import('../../worker/seo/page-meta.ts')
    expect(titleFromPath('/entreprise/gestion-de-flotte')).toBe('Gestion De Flotte')
  })
})

describe('locale (spec §1)', () => {
  it('sets a 365-day fr-LU cookie on the first visit', async () => {
    const response = await appFetch('/', {
      headers: { 'accept-language': 'de-LU,de;q=0.9,fr;q=0.8' },
    })
    expect(response.headers.get('set-cookie')).toMatch(/locale=fr-LU; Max-Age=31536000; Path=\//)
    expect(await response.text()).toContain('<html lang="fr-LU">')
  })

  it('does not write the cookie again when it is already right', async () => {
    const response = await appFetch('/', { headers: { cookie: 'locale=fr-LU' } })
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('replaces an unsupported cookie value with the detected locale', async () => {
    const response = await appFetch('/', { headers: { cookie: 'locale=xx-XX' } })
    expect(response.headers.get('set-cookie')).toContain('locale=fr-LU')
  })
})

describe('platform', () => {
  it('sends the security headers with a CSP free of inline and evaluated script', async () => {
    const response = await appFetch('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
  })

  // Large pages too: React outlines big Suspense boundaries behind inline scripts unless told not to.
  it.each(['/', '/news', '/stock', '/contact', '/concessions/bertrange'])(
    'has no inline executable script in %s',
    async (path) => {
      const html = await (await appFetch(path)).text()
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '')
      expect(scripts.length).toBeGreaterThan(0)
      for (const attributes of scripts) {
        expect(attributes).toMatch(/type="application\/(ld\+)?json"|src="/)
      }
      expect(html).not.toContain('<!--$?-->')
    }
  )

  it('answers 304 when the ETag matches', async () => {
    const first = await appFetch('/')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\//)
    const second = await appFetch('/', { headers: { 'if-none-match': etag! } })
    expect(second.status).toBe(304)
  })

  it('redirects a trailing slash permanently', async () => {
    const response = await appFetch('/news/?page=2')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/news?page=2')
  })

  it('serves the build id, uncached', async () => {
    const response = await appFetch('/builds/latest.json?t=1')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ id: 'test-build', timestamp: 1_790_000_000_000 })
  })

  it('serves robots.txt pointing to the sitemap', async () => {
    const text = await (await appFetch('/robots.txt')).text()
    expect(text).toContain('Sitemap: http://localhost:8787/sitemap.xml')
  })

  it('escapes page data so it cannot close its script element', async () => {
    const { jsonForScript } = await import('../../worker/render/json-script.ts')
    expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
