import AxeBuilder from '@axe-core/playwright'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoDealership } from '../../scripts/demo-data/demo-dealerships.ts'
import { axeViolationsWithoutJavaScript } from './axe.ts'
import { useBrowser } from './browser.ts'
import { crmLeadOf, d1 } from './crm-sink.ts'
import { fillContact, isInView, pickSlot, send, unique } from './lead-steps.ts'

/**
 * Issue 13: from the call to action to the CRM, a lead keeps what it is about: the model of a
 * model page, the vehicle of a vehicle page, the offer and the configuration of a calculator.
 * Each journey ends in the local CRM sink, with and without JavaScript.
 */

interface VehicleRow {
  id: number
  slug: string
  brand: string
  model: string
  location: string
}

const newVehicle = () =>
  d1<VehicleRow>(
    "SELECT id, slug, brand, model, location FROM vehicles WHERE status = 'available' AND category = 'new' AND location = 'bertrange' ORDER BY id LIMIT 1"
  )[0]!

const screens = process.env.SCREENS_DIR
/** With SCREENS_DIR set: the screen at the form or calculator, and the whole of it. */
async function shoot(page: Page, name: string, selector = '.lead-form, .lease-calculator') {
  if (!screens) return
  mkdirSync(screens, { recursive: true })
  const { width } = page.viewportSize() ?? { width: 0 }
  const target = page.locator(selector).first()
  await target.scrollIntoViewIfNeeded()
  await page.screenshot({ path: resolve(screens, `leads-${name}-${width}-screen.png`) })
  await target.screenshot({ path: resolve(screens, `leads-${name}-${width}-whole.png`) })
}

describe('journeys to the CRM with JavaScript', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } })

  it('model page → "Réserver un essai" → the model in the form → brand and model in the CRM', async () => {
    await b.open('/ford/models/puma')
    await b.page.getByRole('link', { name: 'Réserver un essai' }).first().click()
    await b.page.waitForURL('**/ford/models/puma/testdrive')
    await b.page.waitForSelector('html[data-hydrated="true"]')
    await expect.poll(() => b.page.textContent('.lead-form-page__card')).toContain('Ford Puma')
    const email = unique('modele')
    await fillContact(b.page, 'essai-routier', email)
    await pickSlot(b.page, 'essai-routier')
    await send(b.page, 'essai-routier')
    await b.page.locator('#essai-routier[role="status"]').waitFor()
    const lead = await crmLeadOf(email)
    expect(lead.kind).toBe('test-drive')
    expect(lead.subject).toMatchObject({
      type: 'model',
      id: 'ford.puma',
      brand: 'ford',
      model: 'puma',
      title: 'Ford Puma',
      verified: true,
    })
  })

  it('brand page → "Réserver un essai" → the brand chosen, a model picked → the model in the CRM', async () => {
    await b.open('/kia')
    await b.page.getByRole('link', { name: 'Réserver un essai' }).first().click()
    await b.page.waitForURL(/\/reserver-un-essai\?modele=kia#formulaire-test-drive$/)
    await b.page.waitForSelector('html[data-hydrated="true"]')
    const choice = '#formulaire-test-drive-vehicleChoice'
    expect(await b.page.inputValue(choice)).toBe('kia')
    await b.page.selectOption(choice, 'kia.ev3')
    const email = unique('marque')
    await fillContact(b.page, 'formulaire-test-drive', email)
    await pickSlot(b.page, 'formulaire-test-drive')
    await send(b.page, 'formulaire-test-drive')
    await b.page.locator('#formulaire-test-drive[role="status"]').waitFor()
    expect((await crmLeadOf(email)).subject).toMatchObject({
      type: 'model',
      brand: 'kia',
      model: 'ev3',
    })
  })

  it('lease offer → calculator with another term, mileage and deposit → request → those values in the CRM', async () => {
    await b.open('/private-lease/kia-ev3-air')
    await b.page.selectOption('#lease-duree', '36')
    await b.page.selectOption('#lease-km', '20000')
    await b.page.fill('#lease-acompte', '3000')
    const monthly = (await b.page.textContent('[data-testid="lease-monthly"] strong')) ?? ''
    await b.page.getByTestId('lease-request').click()
    await b.page.waitForURL(/\/contact\?offre=kia-ev3-air&.*duree=36.*#formulaire-interest$/)
    await b.page.waitForSelector('html[data-hydrated="true"]')
    const formId = 'formulaire-interest'
    expect(await b.page.textContent(`#${formId} .lead-subject`)).toContain('Kia EV3 Air')
    expect(await b.page.inputValue(`#${formId}-leaseDuration`)).toBe('36')
    expect(await b.page.inputValue(`#${formId}-leaseMileage`)).toBe('20000')
    expect(await b.page.inputValue(`#${formId}-leaseDeposit`)).toBe('3000')
    // The form shows the price the calculator showed for the same configuration.
    expect(await b.page.textContent('[data-testid="lead-lease-monthly"]')).toContain(monthly)
    // The link lands on the form, not on the dealership list above it.
    await expect.poll(() => isInView(b.page, `#${formId}`)).toBe(true)
    await shoot(b.page, 'journey-offer-request')
    const email = unique('offre')
    await fillContact(b.page, formId, email)
    await send(b.page, formId)
    await b.page.locator(`#${formId}[role="status"]`).waitFor()
    const lead = await crmLeadOf(email)
    expect(lead.kind).toBe('interest')
    expect(lead.subject).toMatchObject({ type: 'lease-offer', id: 'kia-ev3-air', brand: 'kia' })
    expect(lead.lease).toMatchObject({
      type: 'private',
      duration_months: 36,
      annual_mileage_km: 20_000,
      deposit_cents: { incl_vat: 300_000 },
    })
    const cents = Math.round(Number(monthly.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
    expect(lead.lease?.monthly_price_cents?.incl_vat).toBe(cents)
  })

  it('vehicle calculator → request → the vehicle and the configuration in the CRM', async () => {
    const vehicle = newVehicle()
    await b.open(`/stock/${vehicle.slug}/lease-calculator`)
    await b.page.selectOption('#lease-duree', '60')
    await b.page.selectOption('#lease-km', '25000')
    await b.page.fill('#lease-acompte', '2500')
    await b.page.getByTestId('lease-request').click()
    await b.page.waitForURL(/\/interessee\?.*duree=60/)
    await b.page.waitForSelector('html[data-hydrated="true"]')
    // The visitor may still change the configuration in the form.
    await b.page.selectOption('#interet-leaseMileage', '30000')
    const email = unique('calculateur')
    await fillContact(b.page, 'interet', email)
    await send(b.page, 'interet')
    await b.page.locator('#interet[role="status"]').waitFor()
    const lead = await crmLeadOf(email)
    expect(lead.subject).toMatchObject({ type: 'vehicle', vehicle_id: vehicle.id })
    expect(lead.lease).toMatchObject({
      duration_months: 60,
      annual_mileage_km: 30_000,
      deposit_cents: { incl_vat: 250_000 },
    })
  })

  it('vehicle page → "Je suis intéressé(e)" → the vehicle id in the CRM; the sticky bar calls its dealership', async () => {
    const vehicle = newVehicle()
    await b.open(`/stock/${vehicle.slug}`)
    const phone = demoDealership('bertrange').phone.replace(/[^\d+]/g, '')
    expect(await b.page.getAttribute('[data-testid="sticky-call"]', 'href')).toBe(`tel:${phone}`)
    await b.page.getByRole('link', { name: 'Je suis intéressé(e)' }).click()
    await b.page.waitForURL(`**/stock/${vehicle.slug}/interessee`)
    await b.page.waitForSelector('html[data-hydrated="true"]')
    await expect
      .poll(() => b.page.getAttribute('.lead-form-page__back a', 'href'))
      .toBe(`/stock/${vehicle.slug}`)
    const email = unique('vehicule')
    await fillContact(b.page, 'interet', email)
    await send(b.page, 'interet')
    await b.page.locator('#interet[role="status"]').waitFor()
    expect((await crmLeadOf(email)).subject).toMatchObject({
      type: 'vehicle',
      id: String(vehicle.id),
      vehicle_id: vehicle.id,
      url: `/stock/${vehicle.slug}`,
    })
  })

  it('asks browsers to fill in the visitor’s own data (WCAG 1.3.5); axe finds nothing', async () => {
    await b.open('/contact?offre=kia-ev3-air')
    const formId = 'formulaire-interest'
    const tokens = await b.page.evaluate((id) => {
      const read = (name: string) =>
        document.querySelector(`#${id} [name="${name}"]`)?.getAttribute('autocomplete')
      return {
        firstName: read('firstName'),
        lastName: read('lastName'),
        email: read('email'),
        phone: read('phone'),
      }
    }, formId)
    expect(tokens).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      email: 'email',
      phone: 'tel',
    })
    const axe = await new AxeBuilder({ page: b.page })
      .include(`#${formId}`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
  })
})

describe('journeys to the CRM without JavaScript', () => {
  const b = useBrowser({ javaScript: false, viewport: { width: 390, height: 844 } })

  it('lease offer → calculator updated by its GET form → request → the configuration in the CRM', async () => {
    await b.open('/private-lease/kia-ev3-air')
    await b.page.selectOption('#lease-duree', '24')
    await b.page.selectOption('#lease-km', '10000')
    await b.page.fill('#lease-acompte', '1000')
    await b.page.getByRole('button', { name: 'Mettre à jour le prix' }).click()
    await b.page.waitForURL(/duree=24/)
    // The offer's calculator as its GET form answered it, on a phone without JavaScript.
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
    await b.page.getByTestId('lease-request').click()
    await b.page.waitForURL(/\/contact\?offre=kia-ev3-air/)
    const formId = 'formulaire-interest'
    expect(await b.page.inputValue(`#${formId}-leaseDuration`)).toBe('24')
    const email = unique('offre.sans-js')
    await fillContact(b.page, formId, email)
    await send(b.page, formId)
    await b.page.waitForURL(/demande=envoyee/)
    expect(await b.page.textContent(`#${formId}`)).toContain('Votre demande a bien été envoyée')
    expect((await crmLeadOf(email)).lease).toMatchObject({
      duration_months: 24,
      annual_mileage_km: 10_000,
      deposit_cents: { incl_vat: 100_000 },
    })
  })

  it('/reserver-un-essai?modele= → the model chosen → the model in the CRM', async () => {
    await b.open('/reserver-un-essai?modele=hyundai.kona')
    const formId = 'formulaire-test-drive'
    expect(await b.page.inputValue(`#${formId}-vehicleChoice`)).toBe('hyundai.kona')
    const email = unique('essai.sans-js')
    await fillContact(b.page, formId, email)
    await pickSlot(b.page, formId)
    await send(b.page, formId)
    await b.page.waitForURL(/demande=envoyee/)
    expect((await crmLeadOf(email)).subject).toMatchObject({ brand: 'hyundai', model: 'kona' })
  })

  it('a tampered vehicle id comes back with a clear French answer and nothing typed lost', async () => {
    const vehicle = newVehicle()
    await b.open(`/stock/${vehicle.slug}/interessee`)
    // What a crafted request would send: another vehicle id in the hidden field.
    await b.page
      .locator('#interet input[name="subjectId"]')
      .evaluate((input: HTMLInputElement) => (input.value = '999999'))
    const email = unique('trafique')
    await fillContact(b.page, 'interet', email)
    await b.page.fill('#interet-message', 'Mon message est gardé.')
    await send(b.page, 'interet')
    await b.page.waitForURL(/formulaire=/)
    expect(await b.page.textContent('#interet')).toContain('n’existe pas ou n’est plus en vente')
    expect(await b.page.inputValue('#interet-email')).toBe(email)
    expect(await b.page.inputValue('#interet-message')).toBe('Mon message est gardé.')
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  describe(`the prefilled forms at ${viewport.width} px`, () => {
    const b = useBrowser({ viewport })

    it('fit the screen (and are saved with SCREENS_DIR set)', async () => {
      const vehicle = newVehicle()
      const pages: [string, string][] = [
        ['reserver-un-essai-modele', '/reserver-un-essai?modele=ford.puma'],
        ['contact-offre', '/contact?offre=kia-ev3-air&duree=36&km=20000&acompte=3000&frais=250'],
        [
          'vehicule-interet-leasing',
          `/stock/${vehicle.slug}/interessee?vue=private&couleur=stock&duree=36&km=20000&acompte=3000&frais=250`,
        ],
        ['vehicule-calculateur', `/stock/${vehicle.slug}/lease-calculator?duree=36&km=20000`],
        ['offre-calculateur', '/private-lease/kia-ev3-air?duree=36&km=20000&acompte=3000'],
        ['offre', '/private-lease/kia-ev3-air'],
        ['modele-essai', '/ford/models/puma/testdrive'],
      ]
      for (const [name, path] of pages) {
        await b.open(path)
        expect(await b.page.locator('form').count(), path).toBeGreaterThan(0)
        await shoot(b.page, name, name === 'offre' ? '.lease-detail' : undefined)
        // Nothing wider than the screen.
        expect(
          await b.page.evaluate(() => document.documentElement.scrollWidth),
          path
        ).toBeLessThanOrEqual(viewport.width)
      }
    })
  })
}
