import { describe, expect, it } from 'vitest'
import { type BrowserFixture, useBrowser } from './browser.ts'

/**
 * German pages in a real browser (issue 18, docs/decisions/0036): the German bundle hydrates them
 * without an error (it carries German text only, so a French default anywhere throws), the page
 * is still there after hydration, and every internal link leads to a German page.
 */

/** Links to a file (a gallery's full-size image, a brochure) rather than to a page. */
const FILE = /\.[a-z0-9]+$/i

/**
 * The links to pages of this site on the page as the visitor sees it, after hydration, except the
 * language switch (a link that says it leads to another language: `hreflang`). `SKIP`, a
 * selector, leaves more out while diagnosing.
 */
async function internalLinks(b: BrowserFixture): Promise<string[]> {
  const selector =
    'a[href^="/"]:not([href^="//"]):not([hreflang])' +
    (process.env.SKIP ? `:not(${process.env.SKIP})` : '')
  const links = await b.page
    .locator(selector)
    .evaluateAll((elements) => elements.map((link) => link.getAttribute('href') ?? ''))
  return links.filter((href) => !FILE.test(href.split(/[?#]/)[0] ?? ''))
}

/** Opens a German page and checks it: rendered after hydration, links in German. */
async function checkGermanPage(b: BrowserFixture, path: string): Promise<string[]> {
  await b.open(path)
  // The bug this guards against: an error during hydration left an empty document.
  expect(await b.page.locator('main h1').count(), `${path}: a heading`).toBeGreaterThan(0)
  expect(await b.page.locator('footer a').count(), `${path}: the footer`).toBeGreaterThan(0)
  const links = await internalLinks(b)
  expect(links.length, `${path}: internal links`).toBeGreaterThan(10)
  const french = links.filter(
    (href) => href !== '/de' && !href.startsWith('/de/') && !href.startsWith('/de?')
  )
  expect(french, `${path}: links to French pages`).toEqual([])
  return links
}

describe('German pages', () => {
  const b = useBrowser()

  it('/de: the home page', async () => {
    const links = await checkGermanPage(b, '/de')
    expect(links).toContain('/de/stock')
    expect(links).toContain('/de/stock/vergleichen')
  })

  it('/de/stock and a vehicle found there', async () => {
    await checkGermanPage(b, '/de/stock')
    const vehicle = await b.page.locator('.vehicle-card__link').first().getAttribute('href')
    expect(vehicle).toMatch(/^\/de\/stock\/\d+-1-/)
    await checkGermanPage(b, vehicle ?? '')
  })

  it('/de/concessions: the dealerships and their opening hours', async () => {
    const links = await checkGermanPage(b, '/de/concessions')
    expect(links.some((href) => href.startsWith('/de/concessions/'))).toBe(true)
  })
})
