import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  type LeaseVehicle,
  parseLeaseInput,
  stockLeaseChoices,
} from '../lease-calculator/lease-input.ts'
import type { LeadFormPageData } from './lead-form-page.tsx'

const vehicle: LeaseVehicle = {
  id: 1201,
  slug: '1201-1-kia-sportage-gt-line',
  title: 'Kia Sportage',
  trim: 'GT-Line',
  brand: { slug: 'kia', name: 'Kia' },
  category: 'new',
  priceInclVat: 35_100,
  colour: { code: 'red', paint: 'Rouge Infra' },
  co2: 142,
  fuel: 'hybrid',
  image: { url: '/x.svg', width: 800, height: 600, alt: 'Kia Sportage' },
}
const choices = stockLeaseChoices(vehicle)
const lease = {
  vehicle,
  choices,
  initial: parseLeaseInput((name) => ({ duree: '36' })[name], vehicle, choices),
}

const page: LeadFormPageData = {
  kind: 'interest',
  formId: 'formulaire-interest',
  pageUrl: `/stock/${vehicle.slug}/interessee`,
  heading: 'Ce véhicule vous intéresse ?',
  intro: 'Un conseiller vous répond.',
  subject: { type: 'vehicle', id: String(vehicle.id), title: 'Kia Sportage GT-Line' },
  back: { href: `/stock/${vehicle.slug}`, label: 'Retour au véhicule' },
  lease,
  dealerships: [],
  serverState: null,
  sent: false,
}

/** The form's modules as a new isolate has them: nothing loaded on demand yet. */
async function freshModules() {
  vi.resetModules()
  const { LeadForm } = await import('./lead-form.tsx')
  const { prepareLeadFormPage } = await import('./lead-form-page.tsx')
  const render = () =>
    renderToString(
      <LeadForm
        kind={page.kind}
        formId={page.formId}
        pageUrl={page.pageUrl}
        lease={page.lease}
        dealerships={page.dealerships}
      />
    )
  return { render, prepareLeadFormPage }
}

// React's mark of a Suspense boundary left to the browser (what a string render refuses).
const LEFT_TO_THE_BROWSER = '<!--$!-->'

describe('the lease fields of a lead form', () => {
  it('are not part of the form’s own code', async () => {
    const { render, prepareLeadFormPage } = await freshModules()
    // A page whose form has no lease configuration prepares nothing.
    await prepareLeadFormPage({ ...page, lease: undefined })
    const html = render()
    expect(html).toContain(LEFT_TO_THE_BROWSER)
    expect(html).not.toContain('name="leaseDuration"')
  })

  it('render with the form once its page has prepared them', async () => {
    const { render, prepareLeadFormPage } = await freshModules()
    await prepareLeadFormPage(page)
    const html = render()
    expect(html).not.toContain(LEFT_TO_THE_BROWSER)
    expect(html).toMatch(/<select[^>]*name="leaseDuration"/)
    expect(html).toMatch(/data-testid="lead-lease-monthly"/)
  })
})
