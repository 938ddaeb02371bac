import { describe, expect, it } from 'vitest'
import { payloadUrl } from '../../framework/payload/payload.ts'
import { HOME_VARY } from '../../worker/middleware/locale.ts'
import { appFetch } from './app-fetch.ts'

/**
 * How a visitor's language is chosen (docs/decisions/0037): the path decides the page's language;
 * serving a page records it in the locale cookie; only an entry on `/` (a typed address, a
 * bookmark, a link from another site) goes to `/de` for a visitor whose cookie says German, or
 * whose browser prefers German on a first visit.
 */
const GERMAN_BROWSER = 'de-DE,de;q=0.9,fr;q=0.6,en;q=0.3'
const FRENCH_BROWSER = 'fr-FR,fr;q=0.9,de;q=0.6'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

function visit(path: string, headers: Record<string, string>) {
  return appFetch(path, { headers: { 'user-agent': CHROME, ...headers } })
}

describe('an entry on the unprefixed home', () => {
  it('goes to /de when the cookie remembers German, whatever the browser prefers', async () => {
    const response = await visit('/', {
      'sec-fetch-site': 'none',
      cookie: 'locale=de-LU',
      'accept-language': FRENCH_BROWSER,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe(HOME_VARY)
  })

  it('goes to /de on a first visit from another site when the browser prefers German, query kept', async () => {
    const response = await visit('/?utm_source=newsletter', {
      'sec-fetch-site': 'cross-site',
      'accept-language': GERMAN_BROWSER,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de?utm_source=newsletter')
  })

  it('goes to /en on a first visit of an English browser, or when the cookie remembers English', async () => {
    const english = await visit('/', {
      'sec-fetch-site': 'none',
      'accept-language': 'en-GB,en;q=0.9',
    })
    expect(english.status).toBe(302)
    expect(english.headers.get('location')).toBe('/en')
    const remembered = await visit('/', {
      'sec-fetch-site': 'none',
      cookie: 'locale=en-LU',
      'accept-language': GERMAN_BROWSER,
    })
    expect(remembered.headers.get('location')).toBe('/en')
  })

  it('stays French when the cookie remembers French, even for a German browser', async () => {
    const response = await visit('/', {
      'sec-fetch-site': 'none',
      cookie: 'locale=fr-LU',
      'accept-language': GERMAN_BROWSER,
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<html lang="fr-LU">/)
  })

  it('stays French on a first visit of a browser preferring French or no supported language', async () => {
    for (const languages of [FRENCH_BROWSER, 'it-IT,it;q=0.9', '']) {
      const response = await visit('/', { 'sec-fetch-site': 'none', 'accept-language': languages })
      expect(response.status, languages).toBe(200)
    }
  })
})

describe('no header-based redirect', () => {
  it('for a step inside the site: the switch to French leads to the French home, and is remembered', async () => {
    const response = await visit('/', {
      'sec-fetch-site': 'same-origin',
      cookie: 'locale=de-LU',
      'accept-language': GERMAN_BROWSER,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(
      /^locale=fr-LU; Max-Age=31536000; Path=\/; SameSite=Lax$/
    )
  })

  it('for a request that does not say where it comes from', async () => {
    const response = await visit('/', { cookie: 'locale=de-LU', 'accept-language': GERMAN_BROWSER })
    expect(response.status).toBe(200)
  })

  it('for a crawler, even one that sends the headers of an entry', async () => {
    const response = await appFetch('/', {
      headers: {
        'user-agent': GOOGLEBOT,
        'sec-fetch-site': 'none',
        'accept-language': GERMAN_BROWSER,
        cookie: 'locale=de-LU',
      },
    })
    expect(response.status).toBe(200)
  })

  it('for a page other than the home, or a client navigation payload of the home', async () => {
    const entry = { 'sec-fetch-site': 'none', cookie: 'locale=de-LU' }
    const contact = await visit('/contact', entry)
    expect(contact.status).toBe(200)
    expect(await contact.text()).toMatch(/<html lang="fr-LU">/)
    expect((await visit(payloadUrl('/'), entry)).status).toBe(200)
  })
})

describe('the locale cookie', () => {
  it('records the language of a German page, for 365 days, site-wide', async () => {
    const response = await visit('/de/contact', { cookie: 'locale=fr-LU' })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(
      /^locale=de-LU; Max-Age=31536000; Path=\/; SameSite=Lax$/
    )
    // Recorded once: the next German page sees it and writes nothing.
    const next = await visit('/de', { cookie: 'locale=de-LU' })
    expect(next.headers.get('set-cookie')).toBeNull()
  })

  it('is not written by an error page or a payload', async () => {
    expect((await visit('/de/gibt-es-nicht', {})).headers.get('set-cookie')).toBeNull()
    expect((await visit(payloadUrl('/de/contact'), {})).headers.get('set-cookie')).toBeNull()
  })
})

describe('caching of the home', () => {
  it('keeps the page out of shared caches and says what it depends on', async () => {
    const response = await visit('/', {})
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe(HOME_VARY)
    // Other pages answer the same to everyone and stay in shared caches.
    const contact = await visit('/contact', {})
    expect(contact.headers.get('cache-control')).toMatch(/^public, /)
    expect(contact.headers.get('vary')).toBeNull()
  })

  it('never answers an entry from the page cache with the page another visitor got, nor the reverse', async () => {
    const german = { 'sec-fetch-site': 'none', 'accept-language': GERMAN_BROWSER }
    expect((await visit('/', {})).status).toBe(200)
    expect((await visit('/', german)).status).toBe(302)
    expect((await visit('/', {})).status).toBe(200)
    expect((await visit('/', german)).status).toBe(302)
  })
})
