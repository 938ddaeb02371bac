import { describe, expect, it } from 'vitest'
import { HYDRATED_MARK } from '../../framework/hydration/hydrated-mark.ts'
import { useBrowser } from './browser.ts'

describe('foundation in Chromium', () => {
  const b = useBrowser({ viewport: { width: 1280, height: 600 } })

  it('hydrates the home page without console errors', async () => {
    await b.open('/')
    await expect(b.page.locator('h1').first().textContent()).resolves.toBeTruthy()
    expect(await b.page.evaluate(() => document.documentElement.lang)).toBe('fr-LU')
  })

  it('navigates in-app without a full reload', async () => {
    await b.open('/')
    await b.page.evaluate(() => Object.assign(window, { __marker: 'kept' }))
    await b.page.locator('footer a[href="/faq"]').click()
    await b.page.waitForURL('**/faq')
    await b.page.waitForSelector('main h1')
    expect(await b.page.locator('[data-testid="error-page"]').count()).toBe(0)
    expect(await b.page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
  })

  it('starts a new page at the top and restores the position on back', async () => {
    await b.open('/')
    await b.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await b.page.waitForFunction(() => window.scrollY > 100)
    const before = await b.page.evaluate(() => window.scrollY)
    await b.page.locator('footer a[href="/news"]').click()
    await b.page.waitForURL('**/news')
    await b.page.waitForFunction(() => window.scrollY === 0)
    await b.page.goBack()
    await b.page.waitForURL(b.baseUrl + '/')
    await b.page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before)
  })

  it('reloads at the next navigation after a new build, but not twice within 10 s', async () => {
    await b.page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
    )
    await b.open('/')
    await b.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await b.page.waitForResponse('**/builds/latest.json*')
    await b.page.evaluate(() => Object.assign(window, { __marker: 'old' }))
    await b.page.locator('footer a[href="/faq"]').click()
    await b.page.waitForURL('**/faq')
    await b.page.waitForSelector('html[data-hydrated="true"]')
    // A full load happened: the marker is gone and the guard is set.
    expect(await b.page.evaluate(() => (window as { __marker?: string }).__marker)).toBeUndefined()
    expect(await b.page.evaluate(() => sessionStorage.getItem('reload-guard'))).not.toBeNull()
    // The new page also sees the "new" build, but the guard prevents a second reload.
    await b.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await b.page.waitForResponse('**/builds/latest.json*')
    await b.page.evaluate(() => Object.assign(window, { __marker: 'guarded' }))
    await b.page.locator('footer a[href="/carrieres"]').click()
    await b.page.waitForURL('**/carrieres')
    expect(await b.page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('guarded')
  })
})

describe('payload preloading', () => {
  // A short window keeps the footer out of view: only a hover can trigger its preload.
  const b = useBrowser({ viewport: { width: 1280, height: 250 } })

  it('preloads the payload of a hovered link, and of links that scroll into view', async () => {
    await b.open('/', { scroll: false })
    const payloads: string[] = []
    b.page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/__data')) payloads.push(url.pathname)
    })
    const hovered = b.page.waitForRequest((request) => request.url().endsWith('/__data/carrieres'))
    await b.page.locator('footer a[href="/carrieres"]').dispatchEvent('mouseover')
    await expect(hovered).resolves.toBeTruthy()
    // The footer's last link sits at the bottom of the page, out of this short window until scrolled to.
    const last = await b.page.locator('footer a[href^="/"]').last().getAttribute('href')
    expect(payloads).not.toContain(`/__data${last}`)

    const seen = b.page.waitForRequest((request) => request.url().endsWith(`/__data${last}`))
    await b.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(seen).resolves.toBeTruthy()
  })

  it('preloads the payloads of links in view only once the page has hydrated', async () => {
    const preloaded = b.page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/__data/')
    )
    await b.open('/stock', { scroll: false })
    await preloaded
    // The request has started; its resource timing entry is written once its response ends.
    await b.page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.startsWith('/__data/'))
    )
    const { hydratedAt, starts } = await b.page.evaluate(
      (mark) => ({
        // When hydration ended, on the page's clock (the one resource timings use).
        hydratedAt: performance.getEntriesByName(mark)[0]?.startTime ?? Infinity,
        starts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/__data/'))
          .map((entry) => entry.startTime),
      }),
      HYDRATED_MARK
    )
    expect(starts.length).toBeGreaterThan(0)
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(hydratedAt)
  })
})
