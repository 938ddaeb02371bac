import { describe, expect, it } from 'vitest'
import alertMailText from '../../client/locale/messages/fr/alert-mail.ts'
import alertsText from '../../client/locale/messages/fr/alerts.ts'
import favouritesPageText from '../../client/locale/messages/fr/favourites-page.ts'
import { axeViolations as axe, axeViolationsWithoutJavaScript } from './axe.ts'
import { useBrowser } from './browser.ts'
import { d1 } from './crm-sink.ts'
import { validateHtml } from './html-validation.ts'

/**
 * Saved searches and favourites' price drops (docs/decisions/0060) on a phone: "Créer une
 * alerte" as a plain form without JavaScript, its confirmation mail in the local mail sink and
 * its link; a favourite's lower price on the favourites page.
 */

const PHONE = { width: 390, height: 844 }

describe('"Créer une alerte" on a phone without JavaScript', () => {
  const b = useBrowser({ viewport: PHONE, javaScript: false })

  it(
    'saves the filters with an address and a frequency, and the mailed link activates it',
    // The whole flow, with a mailed link read from the local D1 by another process, twice.
    { timeout: 150_000 },
    async () => {
      const email = `phone.alert.${Date.now()}@example.lu`
      await b.open('/stock?fuel=diesel')
      // The link beside the count leads to the form below the results, and opens it.
      await b.page.locator('.stock-overview__alert-link').click()
      const form = b.page.locator('details.alert-form')
      await expect.poll(() => form.getAttribute('open')).toBe('')
      await form.getByLabel(alertsText.email).fill(email)
      await form.getByLabel(alertsText.frequencies.immediate).check()
      await form.scrollIntoViewIfNeeded()
      await b.page.screenshot({ path: 'tests/e2e/artifacts/alert-form-phone.png' })
      // Styled without any script: the robots' field out of sight, the address field wide.
      const trap = await form.locator('input[name="website"]').boundingBox()
      expect(trap === null || trap.x + trap.width <= 0).toBe(true)
      const field = await form.getByLabel(alertsText.email).boundingBox()
      expect(field?.width).toBeGreaterThan(300)
      await b.page.getByRole('button', { name: alertsText.search.submit }).click()
      await expect
        .poll(() => b.page.locator('main').textContent())
        .toContain(alertMailText.pages.checkMail)
      expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])

      // Another process reads the server's local D1: it may see the writes a moment later.
      const mailOf = () =>
        d1<{ subject: string; text_body: string; headers: string }>(
          `SELECT subject, text_body, headers FROM mail_sink_messages WHERE instr(recipients, '${email}') > 0`
        )[0]
      await expect.poll(() => mailOf()?.subject).toBe(alertMailText.confirm.subject)
      const mail = mailOf()
      expect(JSON.parse(mail?.headers ?? '{}')).toMatchObject({
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      const alertOf = () =>
        d1<{ status: string; search: string; frequency: string }>(
          `SELECT status, search, frequency FROM stock_alerts WHERE email = '${email}'`
        )
      await expect
        .poll(alertOf)
        .toEqual([{ status: 'pending', search: 'fuel=diesel', frequency: 'immediate' }])
      const link = new URL(
        /https?:\/\/\S+\/api\/alerts\/confirm\?\S+/.exec(mail?.text_body ?? '')?.[0] ?? ''
      )
      await b.page.goto(`${link.pathname}${link.search}`)
      expect(await b.page.locator('main').textContent()).toContain(alertMailText.pages.confirmed)
      await expect.poll(() => alertOf()[0]?.status).toBe('active')
      // In the site's frame and styles (the shell's header and footer, the site's button).
      await expect.poll(() => b.page.locator('header.header').isVisible()).toBe(true)
      expect(await b.page.locator('footer.footer').count()).toBe(1)
      await b.page.screenshot({ path: 'tests/e2e/artifacts/alert-confirmed-phone.png' })
      expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])

      // The unsubscribe page: its button, styled as the site's, posts; the answer is framed too.
      const unsubscribe = new URL(
        /^<(.+)>$/.exec(JSON.parse(mail?.headers ?? '{}')['List-Unsubscribe'] ?? '')?.[1] ?? ''
      )
      const unsubscribePath = `${unsubscribe.pathname}${unsubscribe.search}`
      // Markup as served (not the browser's DOM), before the button is pressed.
      for (const [path, status] of [
        [`${link.pathname}${link.search}`, 200],
        [unsubscribePath, 200],
        [
          '/api/alerts/confirm?id=00000000-0000-0000-0000-000000000000&token=AAAAAAAAAAAAAAAAAAAAAAAA',
          404,
        ],
      ] as const) {
        const response = await fetch(b.baseUrl + path)
        expect(response.status).toBe(status)
        expect(await validateHtml(await response.text())).toEqual([])
      }
      await b.page.goto(unsubscribePath)
      const button = b.page.getByRole('button', { name: alertMailText.pages.unsubscribeButton })
      await b.page.screenshot({ path: 'tests/e2e/artifacts/alert-unsubscribe-phone.png' })
      expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
      await button.click()
      await expect
        .poll(() => b.page.locator('main').textContent())
        .toContain(alertMailText.pages.unsubscribed)
      expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
      await expect.poll(alertOf).toEqual([])
    }
  )
})

describe('alerts and favourites on a phone with JavaScript', () => {
  const b = useBrowser({ viewport: PHONE })

  it('opens the alert form from the link beside the count, accessibly', async () => {
    await b.open('/stock?fuel=diesel', { scroll: false })
    await b.page.locator('.stock-overview__alert-link').click()
    const form = b.page.locator('details.alert-form')
    await expect.poll(() => form.getAttribute('open')).toBe('')
    await expect.poll(() => form.getByLabel(alertsText.email).isVisible()).toBe(true)
    expect(await axe(b.page)).toEqual([])
  })

  it('shows "Prix baissé" on a favourite whose price went down since it was kept', async () => {
    const [dropped, other] = d1<{ id: number; slug: string; price: number }>(
      "SELECT id, slug, price FROM vehicles WHERE status = 'available' AND category = 'used' ORDER BY id DESC LIMIT 2"
    )
    const addFavourite = async (vehicle: { slug: string }) => {
      await b.open(`/stock/${vehicle.slug}`)
      const heart = b.page.getByRole('button', { name: /^Ajouter aux favoris/ }).first()
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    }
    await addFavourite(dropped!)
    try {
      d1(`UPDATE vehicles SET price = ${dropped!.price - 1500} WHERE id = ${dropped!.id}`)
      // A list the Worker has not answered yet (it keeps a list's answer in memory a while).
      await addFavourite(other!)
      await b.open('/stock/favoris')
      const drops = b.page.getByTestId('price-drop')
      await expect.poll(() => drops.count()).toBe(1)
      expect(await drops.textContent()).toContain(favouritesPageText.priceDrop.label)
      expect(await axe(b.page)).toEqual([])
      await b.page.screenshot({ path: 'tests/e2e/artifacts/favourites-price-drop-phone.png' })
    } finally {
      d1(`UPDATE vehicles SET price = ${dropped!.price} WHERE id = ${dropped!.id}`)
    }
  })
})
