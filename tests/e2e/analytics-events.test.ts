import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../browser/analytics/event-catalogue.ts'
import { generateStock } from '../../scripts/demo-data/stock.ts'
import { keepOnPage, useBrowser } from './browser.ts'

const stock = generateStock()
const vehicle = stock.vehicles.find((v) => v.status === 'available')!
const offer = stock.leaseOffers.find((o) => o.type === 'private')!
const model = stock.models.find((m) => m.slug === 'ev3') ?? stock.models[0]!

/** The pushes of one event in the data layer (the analytics code loads when the page is idle). */
function pushes(page: Page, name: string) {
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

/** Waits for exactly one push of `name` matching `payload`, with its contract id. */
async function expectPush(page: Page, name: keyof typeof analyticsEvents, payload: object = {}) {
  await expect.poll(() => pushes(page, name).then((list) => list.length)).toBeGreaterThan(0)
  const [first] = await pushes(page, name)
  expect(first).toMatchObject({
    event: name,
    event_id: analyticsEvents[name],
    country: 'LU',
    current_locale: 'fr-LU',
    ...payload,
  })
}

describe('the analytics events of spec §9 and lead_submitted (issue 30), as pushed to window.dataLayer', () => {
  const b = useBrowser()

  it('catalogues exactly 22 events, each with its vm_ contract id', () => {
    expect(Object.keys(analyticsEvents)).toHaveLength(22)
    for (const [name, id] of Object.entries(analyticsEvents)) expect(id).toBe(`vm_${name}`)
  })

  it('home: page_view, adjust_vehicle_quicksearch_filter, click_social', async () => {
    await b.open('/')
    await expectPush(b.page, 'page_view', { page: { path: '/' } })
    const brand = b.page.getByLabel('Marque').first()
    await brand.selectOption({ index: 1 })
    await expectPush(b.page, 'adjust_vehicle_quicksearch_filter', {
      filter: { name: 'brand', value: await brand.inputValue() },
    })
    await keepOnPage(b.page)
    await b.page.locator('footer a[data-social="instagram"]').click()
    await expectPush(b.page, 'click_social', { social: { network: 'instagram' } })
  })

  it('stock: view_vehicle_overview, adjust_vehicle_overview_filter, click_vehicle_more_details', async () => {
    await b.open('/stock')
    await expectPush(b.page, 'view_vehicle_overview')
    const fuel = b.page.locator('input[name="fuel"]:not([disabled])').first()
    const value = await fuel.getAttribute('value')
    await fuel.check()
    await expectPush(b.page, 'adjust_vehicle_overview_filter', { filter: { name: 'fuel' } })
    expect((await pushes(b.page, 'adjust_vehicle_overview_filter'))[0]?.filter).toMatchObject({
      name: 'fuel',
    })
    expect(value).toBeTruthy()
    await b.page.waitForURL((url) => url.searchParams.has('fuel'))
    await b.page.locator('a.vehicle-card__link').first().click()
    // The vehicle the push names is the one the click opened.
    await b.page.waitForURL(/\/stock\/\d+-1-/)
    const id = Number(/\/stock\/(\d+)-/.exec(b.page.url())?.[1])
    await expectPush(b.page, 'click_vehicle_more_details', { vehicle: { id } })
  })

  it('vehicle: view_vehicle_detail, click_vehicle_show_openinghours', async () => {
    await b.open(`/stock/${vehicle.slug}`)
    await expectPush(b.page, 'view_vehicle_detail', { vehicle: { id: vehicle.id } })
    await b.page.getByText('Voir les horaires d’ouverture').click()
    await expectPush(b.page, 'click_vehicle_show_openinghours', {
      vehicle: { id: vehicle.id },
      location: { id: vehicle.location },
    })
  })

  it('vehicle forms and lease: view_vehicle_interest, form_ready, view_vehicle_testdrive, view_vehicle_lease_calculator', async () => {
    await b.open(`/stock/${vehicle.slug}/interessee`)
    await expectPush(b.page, 'view_vehicle_interest', { vehicle: { id: String(vehicle.id) } })
    await expectPush(b.page, 'form_ready', { form: { kind: 'interest' } })
    await b.open(`/stock/${vehicle.slug}/essai-routier`)
    await expectPush(b.page, 'view_vehicle_testdrive', { vehicle: { id: String(vehicle.id) } })
    await b.open(`/stock/${vehicle.slug}/lease-calculator`)
    await expectPush(b.page, 'view_vehicle_lease_calculator', { vehicle: { id: vehicle.id } })
  })

  it('lease offers: view_lease_vehicle_overview, view_lease_vehicle_detail', async () => {
    await b.open('/private-lease')
    await expectPush(b.page, 'view_lease_vehicle_overview')
    await b.open(`/private-lease/${offer.slug}`)
    await expectPush(b.page, 'view_lease_vehicle_detail', { lease_vehicle: { id: offer.slug } })
  })

  it('dealerships: view_location_overview, adjust_location_filter, view_location_detail, click_location_*', async () => {
    await b.open('/contact')
    await expectPush(b.page, 'view_location_overview')
    await b.page.getByLabel('Localité, code postal ou nom').fill('Esch')
    await b.page.keyboard.press('Enter')
    await expectPush(b.page, 'adjust_location_filter', { filter: { name: 'q', value: 'Esch' } })
    await b.open('/concessions/bertrange')
    await expectPush(b.page, 'view_location_detail', { location: { id: 'bertrange' } })
    await keepOnPage(b.page)
    const contact = b.page.locator('.location-contact')
    await contact.locator('a[href^="tel:"]').first().click()
    await expectPush(b.page, 'click_location_phone_number', { location: { id: 'bertrange' } })
    await contact.locator('a[href^="mailto:"]').first().click()
    await expectPush(b.page, 'click_location_email', { location: { id: 'bertrange' } })
    await contact.locator('a[target="_blank"]').first().click()
    await expectPush(b.page, 'click_location_route', { location: { id: 'bertrange' } })
  })

  it('model page: download of a brochure', async () => {
    await b.open(`/${model.brand}/models/${model.slug}`)
    await keepOnPage(b.page)
    const link = b.page.locator('a[download]').first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    await expectPush(b.page, 'download', { file: { name: href.split('/').pop() } })
  })
})
