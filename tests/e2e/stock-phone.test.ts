import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolationsWithoutJavaScript } from './axe.ts'
import { type BrowserFixture, useBrowser } from './browser.ts'
import { validateHtml } from './html-validation.ts'

/**
 * The stock overview on a phone and on a desktop (issue 13, items 1 and 5): the first vehicle
 * on the first screen, the filters behind "Filtrer (n)" (a modal drawer with JavaScript, in place
 * without), a sidebar from 1024 px; no options that give nothing; what was not applied is said.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 768 }
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const countText = (page: Page) => page.locator('.stock-overview__count').textContent()
/** Text with its no-break spaces (French typography) read as spaces. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? ''
const toggle = (page: Page) => page.locator('.stock-overview__filter-toggle')
const drawer = (page: Page) => page.locator('dialog.stock-overview__drawer')

/** Where the first vehicle card starts, and the bottom of the free first screen. */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('.stock-results__grid > li')
    const bar = document.querySelector('.sticky-bar')
    const barTop =
      bar && getComputedStyle(bar).display !== 'none'
        ? bar.getBoundingClientRect().top
        : innerHeight
    return {
      cardTop: card ? card.getBoundingClientRect().top + scrollY : Infinity,
      visibleBottom: Math.min(innerHeight, barTop),
    }
  })
}

/**
 * Opens an overview with JavaScript, first screen only, and waits for its block to hydrate (a
 * block hydrates on its own, after the shell: the filter button becomes a dialog button then).
 */
async function openOverview(b: BrowserFixture, path: string) {
  await b.open(path, { scroll: false })
  await b.page.waitForSelector('.stock-overview__layout--enhanced')
}

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return axe.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`
  )
}

/** Every shown option's count with whether its box is ticked. */
async function shownOptions(page: Page) {
  return page.locator('.stock-filter input[type="checkbox"]').evaluateAll((inputs) =>
    inputs.map((input) => ({
      checked: (input as HTMLInputElement).checked,
      count: Number(
        document
          .querySelector(`label[for="${input.id}"] .stock-filter__count`)
          ?.textContent?.replace(/\D/g, '') ?? 'NaN'
      ),
    }))
  )
}

async function expectValidHtml(b: BrowserFixture, path: string) {
  const response = await fetch(b.baseUrl + path)
  expect(response.status).toBe(200)
  expect(await validateHtml(await response.text())).toEqual([])
}

describe('stock overview on a phone (390 × 844) with JavaScript', () => {
  const b = useBrowser({ viewport: PHONE })

  it('shows the first vehicle on the first screen, the filters behind a button', async () => {
    await openOverview(b, '/stock')
    const { cardTop, visibleBottom } = await firstScreen(b.page)
    expect(cardTop).toBeLessThan(visibleBottom)
    expect(await b.page.locator('.stock-filter').first().isVisible()).toBe(false)
    expect(await toggle(b.page).textContent()).toBe('Filtrer')
    expect(await toggle(b.page).getAttribute('aria-haspopup')).toBe('dialog')
    expect(await axeViolations(b.page)).toEqual([])
  })

  it('filters in a modal drawer: focus kept inside, live count, Escape, focus back', async () => {
    await openOverview(b, '/stock')
    const before = await countText(b.page)
    await toggle(b.page).click()
    await expect
      .poll(() => drawer(b.page).evaluate((d) => (d as HTMLDialogElement).open))
      .toBe(true)
    expect(await drawer(b.page).evaluate((d) => d.matches(':modal'))).toBe(true)
    expect(await axeViolations(b.page)).toEqual([])

    // Keyboard only: Tab never leaves the drawer.
    for (let i = 0; i < 40; i++) {
      await b.page.keyboard.press('Tab')
      const inside = await b.page.evaluate(
        () => !!document.activeElement?.closest('dialog.stock-overview__drawer')
      )
      expect(inside, `focus after ${i + 1} Tab`).toBe(true)
    }

    const fuel = b.page.locator('dialog input[name="fuel"]').first()
    const value = (await fuel.getAttribute('value')) ?? ''
    await fuel.focus()
    await b.page.keyboard.press('Space')
    await b.page.waitForURL((url) => url.searchParams.get('fuel') === value)
    await expect.poll(() => countText(b.page)).not.toBe(before)
    // Still in the drawer, on the box just ticked, with the new count on the apply button.
    expect(await drawer(b.page).evaluate((d) => (d as HTMLDialogElement).open)).toBe(true)
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fuel')
    const total = (await countText(b.page)) ?? ''
    await expect
      .poll(() => b.page.locator('.stock-overview__apply button').textContent())
      .toBe(`Voir ${total}`)

    await b.page.keyboard.press('Escape')
    await expect.poll(() => drawer(b.page).count()).toBe(0)
    expect(await b.page.evaluate(() => document.activeElement?.className ?? '')).toContain(
      'stock-overview__filter-toggle'
    )
    expect(await toggle(b.page).textContent()).toBe('Filtrer (1 filtre actif)')
  })

  it('closes the drawer with "Voir N véhicules" on the results', async () => {
    await openOverview(b, '/stock?fuel=diesel')
    await toggle(b.page).click()
    const apply = b.page.locator('dialog .stock-overview__apply button')
    expect(await apply.textContent()).toBe(`Voir ${await countText(b.page)}`)
    await apply.click()
    await expect.poll(() => drawer(b.page).count()).toBe(0)
    const { cardTop, visibleBottom } = await firstScreen(b.page)
    expect(cardTop).toBeLessThan(visibleBottom)
  })

  it('keeps an old model link’s model and says what it did not apply', async () => {
    await openOverview(b, '/stock?brand=ford&model=puma&fuel=kerosene')
    await expect
      .poll(async () => plain(await b.page.locator('.stock-overview__notice').textContent()))
      .toContain('Le filtre « carburant : kerosene » n’est pas reconnu ; il n’a pas été appliqué.')
    expect(await toggle(b.page).textContent()).toBe('Filtrer (1 filtre actif)')
    const titles = await b.page.locator('.vehicle-card__title').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.every((title) => title.startsWith('Ford Puma'))).toBe(true)
    expect(await axeViolations(b.page)).toEqual([])
  })
})

describe('stock overview on a phone (390 × 844) without JavaScript', () => {
  const b = useBrowser({ viewport: PHONE, javaScript: false })

  it('opens the filters in place with the link, applies them, comes back to the results', async () => {
    await b.open('/stock')
    const { cardTop, visibleBottom } = await firstScreen(b.page)
    expect(cardTop).toBeLessThan(visibleBottom)
    expect(await b.page.locator('#filtres').isVisible()).toBe(false)

    await toggle(b.page).click()
    await b.page.waitForURL((url) => url.hash === '#filtres')
    expect(await b.page.locator('#filtres').isVisible()).toBe(true)
    // The panel open by its link alone, as a phone without JavaScript shows it.
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
    const before = await countText(b.page)
    const fuel = b.page.locator('input[name="fuel"]').first()
    const value = (await fuel.getAttribute('value')) ?? ''
    await fuel.check()
    await b.page.locator('button', { hasText: 'Appliquer les filtres' }).click()
    await b.page.waitForURL((url) => url.searchParams.get('fuel') === value)
    expect(await countText(b.page)).not.toBe(before)
    expect(await b.page.locator('#filtres').isVisible()).toBe(false)
    expect(await toggle(b.page).textContent()).toBe('Filtrer (1 filtre actif)')
    expect((await firstScreen(b.page)).cardTop).toBeLessThan(visibleBottom)
  })

  it('shows no option that would give no vehicle, except ticked ones', async () => {
    await b.open('/stock?brand=corvette&fuel=diesel#filtres')
    const options = await shownOptions(b.page)
    expect(options.length).toBeGreaterThan(0)
    expect(options.filter((o) => o.count === 0 && !o.checked)).toEqual([])
    expect(options.some((o) => o.checked)).toBe(true)
    await expectValidHtml(b, '/stock?brand=corvette&fuel=diesel')
  })
})

describe('stock overview on a desktop (1366 × 768)', () => {
  describe('with JavaScript', () => {
    const b = useBrowser({ viewport: DESKTOP })

    it('keeps the filters in a sidebar beside the results', async () => {
      await openOverview(b, '/stock')
      expect(await b.page.locator('#filtres').isVisible()).toBe(true)
      expect(await toggle(b.page).isVisible()).toBe(false)
      expect(await b.page.locator('.stock-overview__apply').isVisible()).toBe(false)
      const filters = await b.page.locator('#filtres').boundingBox()
      const results = await b.page.locator('#resultats').boundingBox()
      expect(filters!.x + filters!.width).toBeLessThanOrEqual(results!.x)
      const { cardTop } = await firstScreen(b.page)
      expect(cardTop).toBeLessThan(DESKTOP.height)
      expect(await axeViolations(b.page)).toEqual([])
      await expectValidHtml(b, '/stock')
      await expectValidHtml(b, '/stock?brand=ford&model=xyz')
    })
  })

  describe('without JavaScript', () => {
    const b = useBrowser({ viewport: DESKTOP, javaScript: false })

    it('shows the sidebar with its apply button', async () => {
      await b.open('/stock?model=xyz')
      expect(await b.page.locator('#filtres').isVisible()).toBe(true)
      expect(await b.page.locator('.stock-overview__apply').isVisible()).toBe(true)
      expect(plain(await b.page.locator('.stock-overview__notice').textContent())).toContain(
        'Le filtre « modèle : xyz » n’est pas reconnu'
      )
    })
  })
})
