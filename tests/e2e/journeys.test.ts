import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../client/features/opening-hours/calendar-date.ts'
import { dealerships } from '../../client/features/lead-forms/dealerships.ts'
import { bookingDateBounds, slotsOn } from '../../client/features/lead-forms/slots.ts'
import { useBrowser } from './browser.ts'
import { crmLeadOf } from './crm-sink.ts'

/**
 * Issue 13: whole visitor journeys on a phone, from the home page or the stock to a lead in the
 * local CRM, following only the links and buttons the site shows. Each step checks what the
 * visitor sees; the last one checks that the CRM learns which car the lead is about.
 * `SCREENS_DIR=dir` keeps a screenshot of each key screen.
 */

const PHONE = { width: 390, height: 844 }

const screens = process.env.SCREENS_DIR
async function shoot(page: Page, name: string) {
  if (!screens) return
  mkdirSync(screens, { recursive: true })
  await page.screenshot({
    path: resolve(screens, `journey-${name}-${page.viewportSize()?.width}.png`),
  })
}

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.lu`

/** The first bookable slot at Bertrange's showroom, as the form itself offers them. */
function firstSlot(): { date: string; time: string } {
  const now = new Date()
  let date = addDays(bookingDateBounds(now).min, 1)
  for (let day = 0; day < 14; day += 1, date = addDays(date, 1)) {
    const [time] = slotsOn(dealerships.bertrange, 'showroom', date, now)
    if (time) return { date, time }
  }
  throw new Error('no slot in two weeks')
}

async function fillAndSend(page: Page, formId: string, email: string, withSlot: boolean) {
  await page.locator(`#${formId} input[name="civility"][value="madame"]`).check()
  await page.fill(`#${formId}-firstName`, 'Claire')
  await page.fill(`#${formId}-lastName`, 'Hoffmann')
  await page.fill(`#${formId}-email`, email)
  await page.fill(`#${formId}-phone`, '+352 661 234 567')
  await page.selectOption(`#${formId}-location`, 'bertrange')
  if (withSlot) {
    const slot = firstSlot()
    await page.fill(`#${formId}-date`, slot.date)
    await page.selectOption(`#${formId}-time`, slot.time)
  }
  await page.check(`#${formId}-consent`)
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
}

/** Follows a link the visitor sees and waits for the next page to be ready. */
async function follow(page: Page, link: ReturnType<Page['locator']>, javaScript: boolean) {
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await page.waitForLoadState('load')
  if (javaScript) await page.waitForSelector('html[data-hydrated="true"]')
}

/** The vehicle id at the start of a vehicle slug (`123-1-ford-puma-…`). */
const vehicleIdOf = (url: string) => Number(/\/stock\/(\d+)-1-/.exec(url)?.[1])

for (const javaScript of [true, false]) {
  describe(`journeys on a phone ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    const b = useBrowser({ viewport: PHONE, javaScript })
    const tag = javaScript ? 'js' : 'nojs'

    it('(a) home → brand → model → its stock → vehicle → test drive → the vehicle in the CRM', async () => {
      await b.open('/', { scroll: false })
      await follow(b.page, b.page.locator('main a[href="/ford"]').first(), javaScript)
      expect(new URL(b.page.url()).pathname).toBe('/ford')
      await shoot(b.page, `a1-brand-${tag}`)

      // The brand page leads to the rich model page (one URL per model).
      await follow(b.page, b.page.locator('main a[href="/ford/models/puma"]').first(), javaScript)
      expect(new URL(b.page.url()).pathname).toBe('/ford/models/puma')
      await expect(b.page.locator('h1').textContent()).resolves.toContain('Ford Puma')
      await shoot(b.page, `a2-model-${tag}`)

      // "Voir les N Ford Puma en stock" keeps the model: every card is a Puma.
      const stockLink = b.page.getByRole('link', { name: /^Voir les \d+ Ford Puma en stock$/ })
      const announced = Number((await stockLink.textContent())?.match(/\d+/)?.[0])
      await follow(b.page, stockLink, javaScript)
      expect(new URL(b.page.url()).pathname).toBe('/stock')
      const count = (await b.page.locator('.stock-overview__count').textContent()) ?? ''
      expect(Number(count.replace(/[\s\u00a0\u202f]/g, '').match(/\d+/)?.[0])).toBe(announced)
      const titles = await b.page.locator('.stock-results__grid > li h3').allTextContents()
      expect(titles.length).toBeGreaterThan(0)
      for (const title of titles) expect(title).toContain('Ford Puma')
      await shoot(b.page, `a3-stock-${tag}`)

      await follow(
        b.page,
        b.page.locator('.stock-results__grid > li a[href^="/stock/"]').first(),
        javaScript
      )
      const vehicleId = vehicleIdOf(b.page.url())
      expect(vehicleId).toBeGreaterThan(0)
      await shoot(b.page, `a4-vehicle-${tag}`)

      await follow(
        b.page,
        b.page.getByRole('link', { name: 'Réserver un essai' }).first(),
        javaScript
      )
      expect(b.page.url()).toContain(`/essai-routier`)
      // The form says which car it is about, and leads back to it.
      await expect(b.page.locator('main').textContent()).resolves.toContain('Ford Puma')
      await shoot(b.page, `a5-test-drive-${tag}`)
      const email = unique(`parcours-a-${tag}`)
      await fillAndSend(b.page, 'essai-routier', email, true)
      await b.page.getByText('bien été envoyée').first().waitFor()
      const lead = await crmLeadOf(email)
      expect(lead.kind).toBe('test-drive')
      expect(lead.subject).toMatchObject({
        type: 'vehicle',
        vehicle_id: vehicleId,
        brand: 'ford',
        model: 'puma',
      })
    })

    it('(b) /stock → filters in the drawer → compare two → an offer on one → the vehicle in the CRM', async () => {
      await b.open('/stock', { scroll: false })
      // The first car is on the first screen; the filters wait behind "Filtrer".
      const firstCard = await b.page.locator('.stock-results__grid > li').first().boundingBox()
      expect(firstCard?.y).toBeLessThan(PHONE.height)
      await shoot(b.page, `b1-stock-${tag}`)

      if (javaScript) {
        await b.page.locator('.stock-overview__filter-toggle').click()
        const drawer = b.page.locator('dialog.stock-overview__drawer')
        await drawer.waitFor()
        await drawer.getByRole('checkbox', { name: /^Kia\b/ }).check()
        await shoot(b.page, `b2-drawer-${tag}`)
        await drawer.getByRole('button', { name: /^Voir \d/ }).click()
        await expect.poll(() => b.page.url()).toContain('brand=kia')
      } else {
        // Without JavaScript the same button leads to the filters in place, then a plain GET.
        await b.page.locator('.stock-overview__filter-toggle').click()
        await b.page.getByRole('checkbox', { name: /^Kia\b/ }).check()
        await shoot(b.page, `b2-filters-${tag}`)
        await b.page.getByRole('button', { name: 'Appliquer les filtres' }).click()
        await b.page.waitForURL(/brand=kia/)
      }
      const titles = await b.page.locator('.stock-results__grid > li h3').allTextContents()
      expect(titles.length).toBeGreaterThan(1)
      for (const title of titles) expect(title).toMatch(/^Kia /)

      let chosen: string
      if (javaScript) {
        // Compare needs the browser's memory: two cards, then the compare page.
        const compare = b.page.locator('.stock-results__grid > li').getByRole('button', {
          name: /Comparer/,
        })
        await compare.nth(0).click()
        await compare.nth(1).click()
        await b.page
          .locator('.compare-bar')
          .getByRole('link', { name: /Comparer/ })
          .click()
        await b.page.waitForURL('**/stock/comparer')
        await b.page.locator('.compare-table').waitFor()
        expect(await b.page.locator('.compare-table thead th a[href^="/stock/"]').count()).toBe(2)
        await shoot(b.page, `b3-compare-${tag}`)
        const link = b.page.locator('.compare-table thead th a[href^="/stock/"]').first()
        chosen = (await link.getAttribute('href')) ?? ''
        await follow(b.page, link, javaScript)
      } else {
        const link = b.page.locator('.stock-results__grid > li a[href^="/stock/"]').first()
        chosen = (await link.getAttribute('href')) ?? ''
        await follow(b.page, link, javaScript)
      }
      const vehicleId = vehicleIdOf(chosen)
      expect(new URL(b.page.url()).pathname).toBe(chosen)

      await follow(
        b.page,
        b.page.getByRole('link', { name: 'Je suis intéressé(e)' }).first(),
        javaScript
      )
      expect(b.page.url()).toContain('/interessee')
      await shoot(b.page, `b4-interest-${tag}`)
      const email = unique(`parcours-b-${tag}`)
      await fillAndSend(b.page, 'interet', email, false)
      await b.page.getByText('bien été envoyée').first().waitFor()
      const lead = await crmLeadOf(email)
      expect(lead.subject).toMatchObject({ type: 'vehicle', vehicle_id: vehicleId, brand: 'kia' })
    })
  })
}
