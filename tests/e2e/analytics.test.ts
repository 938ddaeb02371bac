import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { keepOnPage, useBrowser } from './browser.ts'

/** The analytics pushes so far (gtag's `arguments` entries are left out). */
function events(page: Page, name?: string) {
  return page.evaluate((wanted) => {
    const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? []
    return layer
      .filter((entry): entry is Record<string, unknown> => {
        if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false
        const event = (entry as Record<string, unknown>).event
        return (
          typeof event === 'string' && !event.startsWith('gtm.') && (!wanted || event === wanted)
        )
      })
      .map((entry) => JSON.parse(JSON.stringify(entry)) as Record<string, unknown>)
  }, name)
}

/** The analytics code loads once the page is idle; it replays what happened before. */
function analyticsReady(page: Page) {
  return page.waitForFunction(
    () => ((window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0) > 0
  )
}

describe('analytics data layer and consent', () => {
  const b = useBrowser({ undecidedConsent: true })

  it('sets Consent Mode v2 defaults to denied before anything else', async () => {
    await b.open('/')
    await analyticsReady(b.page)
    const first = await b.page.evaluate(() => {
      const entry = (window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer?.[0]
      return entry ? Array.from(entry) : null
    })
    expect(first?.slice(0, 2)).toEqual(['consent', 'default'])
    expect(first?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })

  it('pushes page_view on load and on client navigation, with its contract id', async () => {
    await b.open('/')
    await analyticsReady(b.page)
    expect(await events(b.page, 'page_view')).toEqual([
      expect.objectContaining({
        event: 'page_view',
        event_id: 'vm_page_view',
        page: expect.objectContaining({ path: '/' }),
        country: 'LU',
        current_locale: 'fr-LU',
      }),
    ])
    await b.page.locator('footer a[href="/faq"]').click()
    await b.page.waitForURL('**/faq')
    await b.page.waitForFunction(() => document.title.length > 0 && location.pathname === '/faq')
    const views = await events(b.page, 'page_view')
    expect(views.at(-1)).toMatchObject({ event_id: 'vm_page_view', page: { path: '/faq' } })
    expect(views).toHaveLength(2)
  })

  it('pushes click_social for a social link, whatever the consent', async () => {
    await b.open('/')
    await analyticsReady(b.page)
    await b.page.getByRole('button', { name: 'Tout refuser' }).click()
    const link = b.page.locator('footer a[data-social="facebook"]')
    // The network opens in a new tab: the test keeps to the page and reads the link instead.
    await expect(link.getAttribute('target')).resolves.toBe('_blank')
    await expect(link.getAttribute('rel')).resolves.toContain('noopener')
    await keepOnPage(b.page)
    await link.click()
    expect(await events(b.page, 'click_social')).toEqual([
      expect.objectContaining({
        event_id: 'vm_click_social',
        social: { network: 'facebook', url: 'https://www.facebook.com/autospherelu' },
      }),
    ])
  })

  it('loads no tag manager before consent, and loads it after "Tout accepter"', async () => {
    const tagRequests: string[] = []
    await b.context.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '/* tag manager */' })
    })
    await b.open('/')
    await b.page.getByRole('region', { name: 'Vos choix en matière de cookies' }).waitFor()
    await b.page.locator('footer a[href="/faq"]').click()
    await b.page.waitForURL('**/faq')
    expect(tagRequests).toEqual([])

    await b.page.getByRole('button', { name: 'Tout accepter' }).click()
    await expect.poll(() => tagRequests.length).toBe(1)
    expect(tagRequests[0]).toContain('gtm.js?id=GTM-')
    const update = await b.page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entry) =>
          typeof entry === 'object' && entry && 'length' in entry
            ? Array.from(entry as ArrayLike<unknown>)
            : null
        )
        .find((args) => args?.[0] === 'consent' && args[1] === 'update')
    )
    expect(update?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' })
  })

  it('shows an accessible banner (WCAG 2.2 AA) until the visitor decides', async () => {
    await b.open('/')
    const banner = b.page.getByRole('region', { name: 'Vos choix en matière de cookies' })
    await banner.waitFor()
    const axe = await new AxeBuilder({ page: b.page })
      .include('.consent')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await b.page.getByRole('button', { name: 'Personnaliser' }).click()
    await expect(
      b.page.getByRole('checkbox', { name: /Services fonctionnels/ }).isChecked()
    ).resolves.toBe(false)
  })

  it('remembers a refusal and offers the choice again from the footer', async () => {
    await b.open('/')
    await b.page.getByRole('button', { name: 'Tout refuser' }).click()
    await b.page.reload()
    await b.page.waitForSelector('html[data-hydrated="true"]')
    expect(
      await b.page.getByRole('region', { name: 'Vos choix en matière de cookies' }).count()
    ).toBe(0)
    await b.page.getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(
      b.page.getByRole('checkbox', { name: /Mesure d’audience/ }).isChecked()
    ).resolves.toBe(false)
  })
})

describe('the consent notice is part of the served page', () => {
  const b = useBrowser({ undecidedConsent: true })
  const notice = () => b.page.getByRole('region', { name: 'Vos choix en matière de cookies' })
  /** Only the head's consent gate runs: the app's code is held back. */
  const withoutAppCode = async () => {
    b.allowErrors(/Failed to load resource/)
    await b.page.route(/\/assets\/(?!consent-gate-)[^/]*\.js$/, (route) => route.abort())
  }

  it('shows at first paint, without waiting for the app', async () => {
    await withoutAppCode()
    await b.page.goto('/')
    await expect(notice().isVisible()).resolves.toBe(true)
  })

  it('never shows to a visitor who has chosen, even before the app runs', async () => {
    await b.context.addInitScript(() =>
      window.localStorage.setItem(
        'consent',
        JSON.stringify({ analytics: true, marketing: false, functional: false, version: 1 })
      )
    )
    await withoutAppCode()
    await b.page.goto('/')
    expect(await b.page.locator('#consent-notice').count()).toBe(1)
    await expect(b.page.locator('#consent-notice').isVisible()).resolves.toBe(false)
  })
})

describe('without JavaScript', () => {
  const b = useBrowser({ undecidedConsent: true, javaScript: false })

  it('keeps the consent notice hidden (nothing that needs consent can load)', async () => {
    await b.open('/')
    expect(await b.page.locator('#consent-notice').count()).toBe(1)
    await expect(b.page.locator('#consent-notice').isVisible()).resolves.toBe(false)
  })
})
