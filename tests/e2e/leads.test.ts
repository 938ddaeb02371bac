import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { axeViolationsWithoutJavaScript } from './axe.ts'
import { useBrowser } from './browser.ts'
import { crmLeadOf, d1 } from './crm-sink.ts'
import { fillContact, firstSlot } from './lead-steps.ts'

const vehicle = () =>
  d1<{ slug: string; brand: string }>(
    "SELECT slug, brand FROM vehicles WHERE status = 'available' AND location = 'bertrange' ORDER BY id LIMIT 1"
  )[0]!
const model = () =>
  d1<{ brand: string; slug: string }>(
    'SELECT brand, slug FROM models ORDER BY brand, slug LIMIT 1'
  )[0]!

describe('lead forms in Chromium', () => {
  const b = useBrowser()

  it('sends a test drive for a vehicle: one confirmation in place of the form, and the lead in the CRM', async () => {
    // The brand-prefixed address renders the same page as /stock/{vehicle}/essai-routier.
    const { slug, brand } = vehicle()
    await b.open(`/${brand}/stock/${slug}/testdrive`)
    const email = `essai.${Date.now()}@example.lu`
    await fillContact(b.page, 'essai-routier', email)
    const slot = firstSlot()
    await b.page.fill('#essai-routier-date', slot.date)
    await b.page.selectOption('#essai-routier-time', slot.time)
    await b.page.check('#essai-routier-consent')
    await b.page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(
      b.page
        .getByRole('status')
        .filter({ hasText: 'essai routier a bien été envoyée' })
        .first()
        .textContent()
    ).resolves.toBeTruthy()
    // Said once, where the form was: no toast repeats it.
    expect(await b.page.locator('.toast').filter({ hasText: 'Merci' }).count()).toBe(0)
    expect(await b.page.locator('#essai-routier[role="status"]').textContent()).toMatch(/^Merci !/)
    await crmLeadOf(email)
  })

  it('sends the interest and model forms', async () => {
    const { slug, brand } = vehicle()
    const { brand: modelBrand, slug: modelSlug } = model()
    const cases = [
      { path: `/${brand}/stock/${slug}/interest`, formId: 'interet', message: false },
      {
        path: `/${modelBrand}/models/${modelSlug}/contact`,
        formId: 'contact-modele',
        message: true,
      },
      {
        path: `/${modelBrand}/models/${modelSlug}/testdrive`,
        formId: 'essai-routier',
        message: false,
      },
    ]
    for (const form of cases) {
      await b.open(form.path)
      const email = `${form.formId}.${Date.now()}@example.lu`
      await fillContact(b.page, form.formId, email)
      if (form.formId === 'essai-routier') {
        const slot = firstSlot()
        await b.page.fill('#essai-routier-date', slot.date)
        await b.page.selectOption('#essai-routier-time', slot.time)
      }
      if (form.message) await b.page.fill(`#${form.formId}-message`, 'Quel délai de livraison ?')
      await b.page.check(`#${form.formId}-consent`)
      await b.page.getByRole('button', { name: 'Envoyer ma demande' }).click()
      await b.page.locator(`#${form.formId}[role="status"]`).waitFor()
      await crmLeadOf(email)
    }
  })

  it('shows French errors on blur, then a focused summary on submit; axe finds nothing', async () => {
    await b.open(`/${vehicle().brand}/stock/${vehicle().slug}/interest`)
    await b.page.fill('#interet-email', 'pas-une-adresse')
    await b.page.locator('#interet-email').blur()
    await b.page.getByText('Veuillez saisir une adresse e-mail valide.').first().waitFor()
    expect(await b.page.getAttribute('#interet-email', 'aria-invalid')).toBe('true')
    expect(await b.page.getAttribute('#interet-email', 'aria-describedby')).toContain(
      'interet-email-error'
    )
    await b.page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    const summary = b.page.locator('.lead-form__summary')
    await summary.waitFor()
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await summary.textContent()).toContain('Ce champ est obligatoire.')
    const axe = await new AxeBuilder({ page: b.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
  })
})

describe('lead forms without JavaScript', () => {
  const b = useBrowser({ javaScript: false })

  it('comes back with French errors and the values kept, then confirms', async () => {
    const path = `/stock/${vehicle().slug}/interessee`
    await b.open(path)
    await b.page.fill('#interet-lastName', 'Reuter')
    await b.page.fill('#interet-email', 'nathalie@example')
    await b.page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await b.page.waitForURL(/formulaire=/)
    expect(await b.page.inputValue('#interet-lastName')).toBe('Reuter')
    expect(await b.page.textContent('#interet')).toContain(
      'Veuillez saisir une adresse e-mail valide.'
    )
    // The form with its errors, as served: each named and tied to its field.
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
    const email = `sans-js.${Date.now()}@example.lu`
    await fillContact(b.page, 'interet', email)
    await b.page.check('#interet-consent')
    await b.page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await b.page.waitForURL(/demande=envoyee/)
    expect(await b.page.textContent('#interet')).toContain('Votre demande a bien été envoyée')
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
    await crmLeadOf(email)
  })
})
