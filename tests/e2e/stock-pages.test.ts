import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { validateHtml } from './html-validation.ts'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The detail URL of the first vehicle listed on /stock. */
async function firstVehiclePath(b: ReturnType<typeof useBrowser>): Promise<string> {
  await b.open('/stock')
  const href = await b.page.locator('.vehicle-card__link').first().getAttribute('href')
  if (!href) throw new Error('no vehicle card')
  return href
}

/**
 * html-validate's findings for the server HTML of a page, or only for the stock blocks of a CMS
 * page (`blocks`: the other blocks there belong to other features and have their own tests). A
 * group of checkboxes sharing a name is how a GET form sends several values
 * (`fuel=diesel&fuel=petrol`), which the rule `form-dup-name` only accepts for radios by
 * default: those findings are left out here.
 */
async function markupFindings(b: ReturnType<typeof useBrowser>, path: string, blocks?: string) {
  const html = await (await b.page.request.get(path)).text()
  const markup = blocks
    ? await b.page
        .locator(blocks)
        .evaluateAll((elements) => elements.map((element) => element.outerHTML).join('\n'))
    : html
  return (await validateHtml(markup)).filter((line) => !line.startsWith('form-dup-name:'))
}

describe('vehicle gallery', () => {
  const b = useBrowser()

  it('opens, browses and closes with the keyboard, keeping focus inside', async () => {
    await b.open(await firstVehiclePath(b))
    const main = b.page.locator('.gallery__main')
    await main.focus()
    await b.page.keyboard.press('Enter')
    const dialog = b.page.locator('dialog.gallery__dialog')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    const caption = b.page.locator('.gallery__caption')
    const first = await caption.textContent()
    expect(first).toMatch(/Photo 1 sur \d+/)
    await b.page.keyboard.press('ArrowRight')
    await expect.poll(() => caption.textContent()).toMatch(/Photo 2 sur \d+/)
    await b.page.keyboard.press('ArrowLeft')
    await expect.poll(() => caption.textContent()).toBe(first)
    // Tab goes round the dialog's buttons and never leaves it.
    for (let i = 0; i < 5; i += 1) {
      await b.page.keyboard.press('Tab')
      expect(await b.page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
        true
      )
    }
    await b.page.keyboard.press('Escape')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await b.page.evaluate(() => document.activeElement?.className)).toBe('gallery__main')
  })

  it('changes the main picture from a thumbnail', async () => {
    await b.open(await firstVehiclePath(b))
    const thumbs = b.page.locator('.gallery__thumbs a')
    expect(await thumbs.count()).toBeGreaterThan(1)
    const second = await thumbs.nth(1).getAttribute('href')
    await thumbs.nth(1).click()
    await expect.poll(() => b.page.locator('.gallery__main img').getAttribute('src')).toBe(second)
    expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true')
  })
})

describe('stock pages pass axe (WCAG 2.2 AA)', () => {
  const b = useBrowser()

  it.each([
    ['the stock overview', '/stock', '.stock-overview'],
    [
      'the used-car centre (a preset overview with a stock hero)',
      '/centre-de-vehicules-d-occasion',
      '.stock-overview, .stock-hero',
    ],
    ['the brand models', '/kia/models', undefined],
    ['a model page', '/kia/models/ev3', undefined],
  ])('%s', async (_, path, blocks) => {
    await b.open(path)
    const results = await new AxeBuilder({ page: b.page }).withTags(WCAG).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
    expect(await markupFindings(b, path, blocks)).toEqual([])
  })

  it('a vehicle', async () => {
    const path = await firstVehiclePath(b)
    await b.open(path)
    const results = await new AxeBuilder({ page: b.page }).withTags(WCAG).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
    expect(await markupFindings(b, path)).toEqual([])
  })
})

describe('gallery without JavaScript', () => {
  const b = useBrowser({ javaScript: false })

  it('is plain links to the pictures', async () => {
    await b.page.goto('/kia/models/ev3')
    const href = await b.page.locator('.gallery__thumbs a').first().getAttribute('href')
    expect(href).toMatch(/^\/demo\//)
    const response = await b.page.request.get(href!)
    expect(response.status()).toBe(200)
  })
})
