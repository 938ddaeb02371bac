import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { validateHtml } from './html-validation.ts'

/**
 * The language switch (issue 18, docs/decisions/0037): on every page a plain link to the same
 * page in the other language, in that language; it works with the keyboard and without
 * JavaScript, fits a phone, and the locale cookie remembers what it chose.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const VEHICLE = '/stock/1-1-fiat-doblo-icon-1-5-bluehdi-100-ch'
/** The switch's link to `locale` (German unless said: every page has one per other language). */
const switchLink = (page: Page, locale = 'de-LU') =>
  page.locator(`a.language-switch[hreflang="${locale}"]`)

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('.top-bar').withTags(WCAG).analyze()
  return axe.violations.map((v) => `${v.id}: ${v.help}`)
}

describe('the language switch on a desktop', () => {
  const b = useBrowser()

  it('leads from a French page to the same German page and back, each worded in its language', async () => {
    await b.open(`${VEHICLE}/essai-routier`, { scroll: false })
    const toGerman = switchLink(b.page)
    await expect(toGerman.getAttribute('href')).resolves.toBe(`/de${VEHICLE}/probefahrt`)
    await expect(toGerman.getAttribute('lang')).resolves.toBe('de-LU')
    await expect(toGerman.getAttribute('hreflang')).resolves.toBe('de-LU')
    await expect(toGerman.textContent()).resolves.toBe('Deutsch')
    expect(await axeViolations(b.page)).toEqual([])

    await toGerman.click()
    await b.page.waitForURL(`**/de${VEHICLE}/probefahrt`)
    await expect(b.page.locator('html').getAttribute('lang')).resolves.toBe('de-LU')
    const toFrench = switchLink(b.page, 'fr-LU')
    await expect(toFrench.getAttribute('href')).resolves.toBe(`${VEHICLE}/essai-routier`)
    await expect(toFrench.getAttribute('lang')).resolves.toBe('fr-LU')
    await expect(toFrench.textContent()).resolves.toBe('Français')
    expect(await axeViolations(b.page)).toEqual([])
  })

  it("follows an in-app navigation to the new page's counterpart", async () => {
    await b.open('/stock', { scroll: false })
    await b.page.waitForSelector('html[data-hydrated="true"]')
    await expect(switchLink(b.page).getAttribute('href')).resolves.toBe('/de/stock')
    const card = b.page.locator('.vehicle-card__link').first()
    const path = (await card.getAttribute('href')) ?? ''
    await card.click()
    await b.page.waitForURL(`**${path}`)
    await expect.poll(() => switchLink(b.page).getAttribute('href')).toBe(`/de${path}`)
  })

  it('is reached and followed with the keyboard', async () => {
    await b.open('/contact', { scroll: false })
    let focused = ''
    for (let tab = 0; tab < 6 && focused !== 'language-switch'; tab++) {
      await b.page.keyboard.press('Tab')
      focused = await b.page.evaluate(() => document.activeElement?.className ?? '')
    }
    expect(focused).toBe('language-switch')
    await b.page.keyboard.press('Enter')
    await b.page.waitForURL('**/de/contact')
  })

  it('is valid HTML on both sides', async () => {
    for (const path of ['/contact', '/de/contact']) {
      const html = await (await fetch(b.baseUrl + path)).text()
      const link = /<a [^>]*class="language-switch"[^>]*>[^<]*<\/a>/.exec(html)?.[0]
      expect(link, path).toBeDefined()
      expect(await validateHtml(html)).toEqual([])
    }
  })
})

describe('the language switch on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } })

  it('is on the first screen, large enough to tap, without widening the page', async () => {
    await b.open('/stock', { scroll: false })
    const box = await switchLink(b.page).boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    expect(box!.y + box!.height).toBeLessThanOrEqual(844)
    expect(box!.height).toBeGreaterThanOrEqual(24)
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  })
})

describe('the language switch without JavaScript', () => {
  const b = useBrowser({ javaScript: false })

  it('is a plain link', async () => {
    await b.page.goto(`${b.baseUrl}/concessions`)
    await switchLink(b.page).click()
    await b.page.waitForURL('**/de/concessions')
    await expect(b.page.locator('html').getAttribute('lang')).resolves.toBe('de-LU')
  })

  it('is remembered: an entry on / then goes to /de, until the switch leads back to French', async () => {
    await b.page.goto(`${b.baseUrl}/de/contact`)
    const cookie = (await b.context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('de-LU')
    // A typed address: Sec-Fetch-Site none.
    await b.page.goto(`${b.baseUrl}/`)
    expect(new URL(b.page.url()).pathname).toBe('/de')
    await switchLink(b.page, 'fr-LU').click()
    await b.page.waitForURL((url) => url.pathname === '/')
    expect((await b.context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr-LU')
  })
})
