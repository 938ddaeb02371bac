import { describe, expect, it } from 'vitest'
import { axeViolationsWithoutJavaScript } from './axe.ts'
import { useBrowser } from './browser.ts'

/** The stock overview in Chromium: `/stock`, a CMS page holding the `stock_overview` block. */
const OVERVIEW = '/stock'

const countText = (b: ReturnType<typeof useBrowser>) =>
  b.page.locator('.stock-overview__count').textContent()

/** The first fuel checkbox that would give results, with its value. */
async function firstFuel(b: ReturnType<typeof useBrowser>) {
  const input = b.page.locator('input[name="fuel"]:not([disabled])').first()
  return { input, value: (await input.getAttribute('value')) ?? '' }
}

describe('stock overview with JavaScript', () => {
  const b = useBrowser()

  it('filters, sorts and pages without reloading; the URL holds the state', async () => {
    await b.open(OVERVIEW)
    await b.page.evaluate(() => Object.assign(window, { __marker: 'kept' }))
    const before = await countText(b)
    const fuel = await firstFuel(b)
    await fuel.input.check()
    await b.page.waitForURL((url) => url.searchParams.get('fuel') === fuel.value)
    await expect.poll(() => countText(b)).not.toBe(before)
    // The visitor stays where they were: focus on the ticked box, not thrown to the top.
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fuel')

    await b.page.locator('select[name="sort"]').selectOption('price_asc')
    await b.page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc')
    await expect
      .poll(async () => {
        const prices = await b.page.locator('.vehicle-card__price strong').allTextContents()
        const values = prices.map((text) => Number(text.replace(/\D/g, '')))
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! <= v)
      })
      .toBe(true)

    const next = b.page.locator('.stock-pagination a[rel="next"]')
    if ((await next.count()) > 0) {
      await next.click()
      await b.page.waitForURL((url) => url.searchParams.get('page') === '2')
      await expect
        .poll(() => b.page.locator('[aria-current="page"]').last().textContent())
        .toBe('2')
    }
    expect(await b.page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
  })

  it('restores the previous filters with the back button', async () => {
    await b.open(OVERVIEW)
    const initial = await countText(b)
    const fuel = await firstFuel(b)
    await fuel.input.check()
    await b.page.waitForURL((url) => url.searchParams.has('fuel'))
    await expect.poll(() => countText(b)).not.toBe(initial)
    const filtered = await countText(b)
    await b.page.locator('details[data-filter="transmission"] > summary').click()
    const pillId = await b.page
      .locator('input[name="transmission"]:not([disabled])')
      .first()
      .getAttribute('id')
    const pill = b.page.locator(`[id="${pillId}"]`)
    await b.page.locator(`label[for="${pillId}"]`).click()
    await b.page.waitForURL((url) => url.searchParams.has('transmission'))

    await b.page.goBack()
    await b.page.waitForURL((url) => !url.searchParams.has('transmission'))
    await expect.poll(() => countText(b)).toBe(filtered)
    // The count may not change with the pill (every car of that fuel has that gearbox): wait for
    // the form itself to show the earlier state.
    await expect.poll(() => pill.isChecked()).toBe(false)
    expect(await fuel.input.isChecked()).toBe(true)

    await b.page.goBack()
    await b.page.waitForURL((url) => !url.searchParams.has('fuel'))
    await expect.poll(() => countText(b)).toBe(initial)
    await expect.poll(() => fuel.input.isChecked()).toBe(false)
  })

  it('waits for the visitor to stop typing before searching a price', async () => {
    await b.open(OVERVIEW)
    const requests: string[] = []
    b.page.on('request', (request) => {
      if (request.url().includes('/__data/')) requests.push(request.url())
    })
    const field = b.page.locator('input[name="mileage_max"]')
    await field.pressSequentially('50000')
    await b.page.waitForURL((url) => url.searchParams.get('mileage_max') === '50000')
    expect(requests.filter((url) => url.includes('mileage_max'))).toHaveLength(1)
    await expect(field.inputValue()).resolves.toBe('50000')
  })

  it('announces overview views and filter changes for analytics', async () => {
    await b.open(OVERVIEW)
    await b.page.evaluate(() => {
      const seen: unknown[] = []
      window.addEventListener('dealer:analytics', (event) =>
        seen.push((event as CustomEvent).detail)
      )
      Object.assign(window, { __analytics: seen })
    })
    const fuel = await firstFuel(b)
    await fuel.input.check()
    await b.page.waitForURL((url) => url.searchParams.has('fuel'))
    await expect
      .poll(() =>
        b.page.evaluate(() =>
          ((window as unknown as { __analytics: { event: string }[] }).__analytics ?? []).map(
            (entry) => entry.event
          )
        )
      )
      .toEqual(['adjust_vehicle_overview_filter', 'view_vehicle_overview'])
    const [first] = await b.page.evaluate(
      () => (window as unknown as { __analytics: { filter?: unknown }[] }).__analytics
    )
    expect(first?.filter).toEqual({ name: 'fuel', value: fuel.value })
  })
})

describe('stock overview before its filters have hydrated', () => {
  const b = useBrowser()

  it('is the plain form meanwhile: the browser submits the filters ticked', async () => {
    // The filters' code held back: their slot stays the server's HTML, counted as pending.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await b.page.route('**/stock-filters-*.js', async (route) => {
      await held
      // The first page may be gone by then (the form took the browser to the next one).
      await route.continue().catch(() => undefined)
    })
    await b.page.goto(OVERVIEW)
    await b.page.waitForSelector('html[data-hydrated="true"][data-slots-pending]', {
      state: 'attached',
    })
    const fuel = await firstFuel(b)
    await fuel.input.check()
    await b.page.locator('.stock-overview__apply button').click()
    await b.page.waitForURL((url) => url.searchParams.getAll('fuel').includes(fuel.value))
    release()
    await b.page.waitForSelector('html[data-hydrated="true"]:not([data-slots-pending])', {
      state: 'attached',
    })
    expect(await b.page.locator(`input[name="fuel"][value="${fuel.value}"]`).isChecked()).toBe(true)
  })
})

describe('stock overview without JavaScript', () => {
  const b = useBrowser({ javaScript: false })

  it('filters with the submit button, sorts and pages with plain requests', async () => {
    await b.open(OVERVIEW)
    const before = await countText(b)
    const fuel = await firstFuel(b)
    await fuel.input.check()
    await b.page.locator('button', { hasText: 'Appliquer les filtres' }).click()
    await b.page.waitForURL((url) => url.searchParams.getAll('fuel').includes(fuel.value))
    expect(await countText(b)).not.toBe(before)
    expect(await b.page.locator(`input[name="fuel"][value="${fuel.value}"]`).isChecked()).toBe(true)
    // The filtered overview with its chips, as served without JavaScript.
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])

    await b.page.locator('select[name="sort"]').selectOption('mileage_asc')
    await b.page.locator('button', { hasText: 'Trier' }).click()
    await b.page.waitForURL((url) => url.searchParams.get('sort') === 'mileage_asc')
    expect(await b.page.locator(`input[name="fuel"][value="${fuel.value}"]`).isChecked()).toBe(true)

    const page2 = b.page.locator('.stock-pagination a[aria-label="Page 2"]')
    if ((await page2.count()) > 0) {
      await page2.click()
      await b.page.waitForURL((url) => url.searchParams.get('page') === '2')
      expect(await b.page.locator('.stock-pagination [aria-current="page"]').textContent()).toBe(
        '2'
      )
    }
  })
})
