import { describe, expect, it } from 'vitest'
import { messagesOf } from '../../client/locale/messages.ts'
import { shareMessages } from '../../client/locale/messages/share.ts'
import { appFetch } from './app-fetch.ts'

/**
 * The share row of content pages (docs/decisions/0067): a news article and a lease offer carry
 * WhatsApp and e-mail links in their server HTML, in both languages, each with the page's own
 * canonical address percent-encoded (RFC 3986 in `wa.me`'s text, RFC 6068 in the `mailto:`).
 */

/** The test Worker's `SITE_URL` (wrangler.toml), which canonical addresses start with. */
const SITE = 'http://localhost:8787'

const decodeEntities = (text: string) =>
  text
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

async function page(path: string) {
  const response = await appFetch(path)
  expect(response.status).toBe(200)
  return await response.text()
}

/** The row's group and its two links' addresses, as the HTML has them. */
function shareRow(html: string) {
  const row = /<div class="share-links" role="group" aria-label="([^"]*)"[^>]*>(.*?)<\/div>/s.exec(
    html
  )
  if (!row) return null
  const hrefs = [...(row[2] ?? '').matchAll(/href="([^"]*)"/g)].map((match) =>
    decodeEntities(match[1] ?? '')
  )
  return {
    label: row[1],
    whatsapp: hrefs.find((href) => href.startsWith('https://wa.me/')),
    email: hrefs.find((href) => href.startsWith('mailto:')),
  }
}

function heading(html: string): string {
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''
  return decodeEntities(h1.replaceAll(/<[^>]+>/g, ''))
}

const pages = [
  { kind: 'article', language: 'fr', path: '/news/nouveau-kia-ev3-disponible-a-l-essai' },
  { kind: 'article', language: 'de', path: '/de/news/nouveau-kia-ev3-disponible-a-l-essai' },
  { kind: 'lease offer', language: 'fr', path: '/private-lease/kia-ev3-air' },
  { kind: 'lease offer', language: 'de', path: '/de/private-lease/kia-ev3-air' },
] as const

describe('the share row of content pages', () => {
  it.each(pages)('is on the $kind page in $language with its encoded address', async (sample) => {
    const html = await page(sample.path)
    const row = shareRow(html)
    expect(row).not.toBeNull()
    const text = messagesOf(shareMessages, sample.language)
    expect(row?.label).toBe(text.label)
    const url = `${SITE}${sample.path}`
    const encodedUrl = encodeURIComponent(url)
    // The address, encoded: `:` and `/` as %3A and %2F, no raw space, no `+`.
    expect(row?.whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=[^ +]+$/)
    expect(row?.whatsapp?.endsWith(`%20${encodedUrl}`)).toBe(true)
    expect(row?.email).toMatch(/^mailto:\?subject=[^ +]+&body=[^ +]+$/)
    expect(row?.email).toContain(encodedUrl)
    const shared = decodeURIComponent(row?.whatsapp?.slice('https://wa.me/?text='.length) ?? '')
    if (sample.kind === 'article') expect(shared).toBe(`${heading(html)} ${url}`)
    else expect(shared).toMatch(/EV3 .+ http:\/\/localhost:8787\//)
  })

  it('follows the lease offer, before the rest of its page', async () => {
    const html = await page('/private-lease/kia-ev3-air')
    const offer = html.indexOf('class="container lease-detail"')
    const row = html.indexOf('class="share-links"')
    expect(offer).toBeGreaterThan(-1)
    expect(row).toBeGreaterThan(offer)
  })

  it('sits inside the article, before its way back to the news', async () => {
    const html = await page('/news/nouveau-kia-ev3-disponible-a-l-essai')
    const row = html.indexOf('class="share-links"')
    expect(row).toBeGreaterThan(html.indexOf('<article class="article-view"'))
    expect(row).toBeLessThan(html.indexOf('article-view__footer'))
  })

  it('is not on other content pages', async () => {
    for (const path of ['/contact', '/private-lease', '/news'])
      expect(shareRow(await page(path)), path).toBeNull()
  })
})
