import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { validateHtml } from './html-validation.ts'

/**
 * The editorial blocks and content type views in Chromium. No single demo page holds every
 * block, so these pages together cover them all (listed per page).
 */
const pages = [
  {
    path: '/',
    blocks: [
      'hero',
      'card_grid',
      'card_grid_four_columns',
      'brand_logos',
      'article_latest',
      'global_reference',
    ],
  },
  {
    path: '/a-propos-de-nous/l-histoire-d-autosphere',
    blocks: ['card_grid_masonry', 'image_content', 'embedded_video', 'card_grid_small'],
  },
  { path: '/kia', blocks: ['card_grid_slider', 'brand_page view'] },
  { path: '/brands', blocks: ['brand_overview', 'card_grid_two_columns'] },
  {
    path: '/entreprise/services-aux-entreprises',
    blocks: ['card_grid_full_width', 'embedded_form'],
  },
  { path: '/services/pneus-et-gardiennage', blocks: ['iframe'] },
  { path: '/carrieres', blocks: ['embedded_recruitment_widget'] },
  { path: '/news', blocks: ['article_overview'] },
  { path: '/services/debosselage-et-peinture', blocks: ['carousel'] },
  { path: '/services/carrosserie', blocks: ['lightbox'] },
  {
    path: '/news/autofestival-2026-nos-offres',
    blocks: ['article view', 'rich text with an embedded block'],
  },
  { path: '/carrieres/carrossier-peintre-esch', blocks: ['job view'] },
  { path: '/faq', blocks: ['faq_page view'] },
  // A brand's model pages and model list move to the catalogue's (ADR 0022); utility ones stay.
  { path: '/vehicules-utilitaires/ford-utilitaires/ranger', blocks: ['model_page view'] },
  { path: '/politique-de-traitement-des-donnees', blocks: ['page view with its own h1'] },
]

describe('editorial content in Chromium', () => {
  const b = useBrowser()

  it.each(pages)('$path ($blocks) renders, validates and passes axe', async ({ path }) => {
    const html = await (await fetch(b.baseUrl + path)).text()
    expect(await validateHtml(html)).toEqual([])

    await b.open(path)
    expect(await b.page.locator('h1').count()).toBe(1)
    const axe = await new AxeBuilder({ page: b.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    ).toEqual([])
  })

  it('moves the card slider with its buttons', async () => {
    await b.open('/kia')
    const slider = b.page.locator('.card-grid--slider')
    const viewport = slider.locator('.scroller__viewport')
    const previous = slider.getByRole('button', { name: 'Précédent' })
    await expect(previous.isDisabled()).resolves.toBe(true)
    await slider.getByRole('button', { name: 'Suivant' }).click()
    await b.page.waitForFunction((el) => el.scrollLeft > 0, await viewport.elementHandle())
    await expect.poll(() => previous.isDisabled()).toBe(false)
  })

  it('opens the lightbox in a modal dialog and gives focus back on Escape', async () => {
    await b.open('/services/carrosserie')
    const thumb = b.page.locator('.lightbox__thumb').nth(1)
    await thumb.click()
    const dialog = b.page.locator('dialog.lightbox-dialog')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    await expect(dialog.getByText(/Image 2 sur \d+/).isVisible()).resolves.toBe(true)
    await b.page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(/Image 3 sur \d+/).isVisible()).resolves.toBe(true)
    await b.page.keyboard.press('Escape')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('loads a video only on request or with marketing consent, from the privacy-enhanced host', async () => {
    const requested: string[] = []
    // The suite's init script (consent refused by default) also runs in the stubbed player
    // frame, a third-party document where Chromium denies localStorage.
    b.allowErrors(/Failed to read the 'localStorage' property/)
    // No network here: the player host answers a stub, other third parties an empty 204.
    await b.page.route(
      (url) => url.origin !== new URL(b.baseUrl).origin,
      (route) => {
        if (!route.request().url().startsWith('https://www.youtube-nocookie.com/')) {
          return route.fulfill({ status: 204, body: '' })
        }
        requested.push(route.request().url())
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Lecteur</title>',
        })
      }
    )
    await b.open('/a-propos-de-nous/l-histoire-d-autosphere')
    const video = b.page.locator('.embedded-video')
    expect(await video.locator('iframe').count()).toBe(0)
    await video.getByRole('button', { name: 'Charger la vidéo (YouTube)' }).click()
    await expect.poll(() => requested.length).toBe(1)
    expect(requested[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)

    // A consent given in the banner (another tab, or later) loads the other embeds at once.
    await b.open('/news/autofestival-2026-nos-offres')
    expect(await b.page.locator('.consent-embed iframe').count()).toBe(0)
    await b.page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('dealer:consent', {
          detail: { marketing: true, analytics: false, functional: false },
        })
      )
    )
    await expect.poll(() => b.page.locator('.consent-embed iframe').count()).toBe(0)
    // The event alone is not the stored choice: the store is the source of truth.
    await b.page.evaluate(() => {
      localStorage.setItem(
        'consent',
        JSON.stringify({ analytics: false, marketing: true, functional: false, version: 1 })
      )
      window.dispatchEvent(
        new CustomEvent('dealer:consent', {
          detail: { marketing: true, analytics: false, functional: false },
        })
      )
    })
    await expect.poll(() => b.page.locator('.consent-embed iframe').count()).toBe(1)
  })

  it('opens FAQ answers as native disclosures', async () => {
    await b.open('/faq')
    const first = b.page.locator('details.faq-item').first()
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
    await first.locator('summary').click()
    expect(await first.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
    const jsonLd = await b.page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true)
  })

  it('pages through the news with plain links', async () => {
    await b.open('/news')
    const firstPage = await b.page.locator('.article-card__title').allTextContents()
    await b.page.locator('.article-pagination').getByRole('link', { name: 'Page 2' }).click()
    await b.page.waitForURL('**/news?page=2')
    await expect
      .poll(() => b.page.locator('.article-card__title').first().textContent())
      .not.toBe(firstPage[0])
    const secondPage = await b.page.locator('.article-card__title').allTextContents()
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false)
  })
})
