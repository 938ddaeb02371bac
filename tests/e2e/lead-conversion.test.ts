import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { d1 } from './crm-sink.ts'
import { fillContact, firstSlot, send, unique } from './lead-steps.ts'

/**
 * Issue 30: a lead sent on a phone pushes exactly one `lead_submitted` (and its ASC aliases),
 * with JavaScript from the Worker's answer, without it from the confirmation page; the visitor's
 * confirmation e-mail reaches the local mail sink in the page's language, naming the car.
 */

interface VehicleRow {
  id: number
  slug: string
}
const vehicle = () =>
  d1<VehicleRow>(
    "SELECT id, slug FROM vehicles WHERE status = 'available' AND location = 'bertrange' ORDER BY id LIMIT 1"
  )[0]!

/** The data layer's pushes of `name` (the analytics code loads when the page is idle). */
function pushes(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (wanted) =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter(
          (entry): entry is Record<string, unknown> =>
            typeof entry === 'object' && entry !== null && !Array.isArray(entry) && 'event' in entry
        )
        .filter((entry) => entry.event === wanted)
        .map((entry) => JSON.parse(JSON.stringify(entry)) as Record<string, unknown>),
    name
  )
}

/** Once the analytics code has run (its page_view is in): the pushes of the conversion events. */
async function conversionPushes(page: Page) {
  await expect.poll(() => pushes(page, 'page_view').then((list) => list.length)).toBeGreaterThan(0)
  return {
    lead: await pushes(page, 'lead_submitted'),
    asc: await pushes(page, 'asc_form_submission'),
    sales: await pushes(page, 'asc_form_submission_sales'),
  }
}

/** The visitor's confirmation in the local mail sink, once the queue consumer has sent it. */
async function confirmationTo(email: string) {
  let mails: { subject: string; text_body: string }[] = []
  await expect
    .poll(
      () => {
        mails = d1<{ subject: string; text_body: string }>(
          `SELECT subject, text_body FROM mail_sink_messages WHERE recipients LIKE '%${email.replace(/'/g, "''")}%'`
        )
        return mails.length
      },
      // The queue consumer sends it with its batch, as it delivers to the CRM (crm-sink.ts).
      { timeout: 30_000, interval: 500 }
    )
    .toBe(1)
  return mails[0]!
}

describe('lead_submitted, once per accepted lead, on a phone', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 } })

  it('with JavaScript: one push from the answer, nothing personal; the mail in French names the car', async () => {
    const { id, slug } = vehicle()
    await b.open(`/stock/${slug}/essai-routier`)
    const formId = 'essai-routier'
    const email = unique('conversion.js')
    await fillContact(b.page, formId, email)
    const slot = firstSlot()
    await b.page.fill(`#${formId}-date`, slot.date)
    await b.page.selectOption(`#${formId}-time`, slot.time)
    await send(b.page, formId)
    await b.page.locator(`#${formId}[role="status"]`).waitFor()
    await expect.poll(() => pushes(b.page, 'lead_submitted').then((list) => list.length)).toBe(1)
    const { lead, asc, sales } = await conversionPushes(b.page)
    expect(lead).toHaveLength(1)
    expect(lead[0]).toMatchObject({
      event_id: 'vm_lead_submitted',
      form: { id: 'test-drive', kind: 'test-drive' },
      lead: { kind: 'test-drive', dealership: 'bertrange', vehicle_id: id, currency: 'EUR' },
      vehicle: { id },
    })
    expect([asc.length, sales.length]).toEqual([1, 1])
    const pushed = JSON.stringify([...lead, ...asc, ...sales])
    for (const personal of [email, 'Schmit', 'Marc', '621']) expect(pushed).not.toContain(personal)

    const mail = await confirmationTo(email)
    expect(mail.subject).toBe('Votre demande est bien arrivée — Concession de Bertrange')
    expect(mail.text_body).toContain('Vous avez demandé un essai routier.')
    expect(mail.text_body).toMatch(/Objet : .+/)
  })

  it('without JavaScript: the confirmation page pushes it once; a reload pushes nothing', async () => {
    const { id, slug } = vehicle()
    const page = `/stock/${slug}/interessee`
    const email = unique('conversion.nojs')
    // The post a browser without JavaScript sends (lead-form.tsx: a plain form to /api/leads).
    const answer = await fetch(new URL('/api/leads', b.baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(b.baseUrl).origin,
        'cf-connecting-ip': '198.51.100.251',
      },
      body: new URLSearchParams({
        kind: 'interest',
        formId: 'interet',
        pageUrl: page,
        subjectType: 'vehicle',
        subjectId: String(id),
        civility: 'madame',
        firstName: 'Lea',
        lastName: 'Weber',
        email,
        phone: '+352 621 555 444',
        location: 'bertrange',
        consent: 'on',
        website: '',
      }).toString(),
    })
    expect(answer.status).toBe(303)
    const confirmation = answer.headers.get('location') ?? ''
    expect(confirmation).toMatch(/demande=envoyee&ref=/)

    await b.open(confirmation)
    await expect.poll(() => pushes(b.page, 'lead_submitted').then((list) => list.length)).toBe(1)
    const first = await conversionPushes(b.page)
    expect(first.lead[0]).toMatchObject({
      form: { id: 'interest', kind: 'interest' },
      lead: { kind: 'interest', vehicle_id: id },
    })
    expect([first.asc.length, first.sales.length]).toEqual([1, 1])
    // The page_view names no lead id (scrub-url.ts drops UUID-shaped values).
    const [view] = await pushes(b.page, 'page_view')
    expect(JSON.stringify(view)).not.toMatch(/ref=/)

    await b.page.reload()
    const again = await conversionPushes(b.page)
    expect([again.lead.length, again.asc.length, again.sales.length]).toEqual([0, 0, 0])
  })
})
