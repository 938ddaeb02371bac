import type { Page } from 'playwright-core'
import { addDays } from '../../client/features/opening-hours/calendar-date.ts'
import { demoDealership } from '../../scripts/demo-data/demo-dealerships.ts'
import { bookingDateBounds, slotsOn } from '../../client/features/lead-forms/slots.ts'

/** The steps of a lead form a visitor takes, by the form's id (shared by the journey tests). */

export function firstSlot(): { date: string; time: string } {
  const now = new Date()
  let date = addDays(bookingDateBounds(now).min, 1)
  for (let day = 0; day < 14; day += 1, date = addDays(date, 1)) {
    const [time] = slotsOn(demoDealership('bertrange'), 'showroom', date, now)
    if (time) return { date, time }
  }
  throw new Error('no slot')
}

/** An e-mail address no other lead has: how a test finds its lead in the CRM sink. */
export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.lu`

export async function fillContact(page: Page, formId: string, email: string) {
  await page.locator(`#${formId} input[name="civility"][value="monsieur"]`).check()
  await page.fill(`#${formId}-firstName`, 'Marc')
  await page.fill(`#${formId}-lastName`, 'Schmit')
  await page.fill(`#${formId}-email`, email)
  await page.fill(`#${formId}-phone`, '+352 621 987 654')
  await page.selectOption(`#${formId}-location`, 'bertrange')
}

export async function pickSlot(page: Page, formId: string) {
  const slot = firstSlot()
  await page.fill(`#${formId}-date`, slot.date)
  await page.selectOption(`#${formId}-time`, slot.time)
}

/** Whether the element is at least partly on the screen: where a link to a form lands. */
export function isInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top < window.innerHeight && box.bottom > 0
  })
}

/** Consents and sends: `label` is the button's text in the page's language. */
export async function send(page: Page, formId: string, label = 'Envoyer ma demande') {
  await page.check(`#${formId}-consent`)
  await page.getByRole('button', { name: label }).click()
}
