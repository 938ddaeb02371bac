import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { type BrowserFixture, useBrowser } from './browser.ts'

const NOT_FOUND = "L'établissement n'a pas été trouvé"

/** A choice already made in the consent banner, so it does not cover the page. */
async function decideConsent(b: BrowserFixture, functional: boolean) {
  await b.context.addInitScript((allowed) => {
    window.localStorage.setItem(
      'consent',
      JSON.stringify({ analytics: false, marketing: false, functional: allowed, version: 1 })
    )
  }, functional)
}

function leafletRequests(b: BrowserFixture): string[] {
  const seen: string[] = []
  b.page.on('request', (request) => {
    if (request.url().toLowerCase().includes('leaflet')) seen.push(request.url())
  })
  return seen
}

async function axeViolations(b: BrowserFixture): Promise<string[]> {
  const axe = await new AxeBuilder({ page: b.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return axe.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
  )
}

describe('dealer search with map (/contact)', () => {
  const b = useBrowser()

  it('filters the list and the map markers as the visitor types a town', async () => {
    await decideConsent(b, false)
    const leaflet = leafletRequests(b)
    await b.open('/contact')
    await b.page.waitForSelector('.location-map[data-map-state="ready"] .leaflet-marker-icon')
    expect(leaflet.length).toBeGreaterThan(0)
    expect(await b.page.locator('.leaflet-marker-icon').count()).toBe(5)
    expect(await b.page.locator('.location-list__item').count()).toBe(5)

    await b.page.getByLabel('Localité, code postal ou nom').fill('esch')
    await expect.poll(() => b.page.locator('.location-list__item').count()).toBe(1)
    await expect.poll(() => b.page.locator('.leaflet-marker-icon').count()).toBe(1)
    expect(await b.page.locator('.location-list__name').textContent()).toBe(
      "Concession d'Esch-sur-Alzette"
    )
    expect(await b.page.locator('.leaflet-marker-icon').getAttribute('data-location')).toBe(
      'esch-sur-alzette'
    )
    expect(new URL(b.page.url()).search).toBe('?q=esch')

    await b.page.getByLabel('Marque').selectOption('kia')
    await expect.poll(() => b.page.getByRole('status').first().textContent()).toBe(NOT_FOUND)
    expect(await b.page.locator('.leaflet-marker-icon').count()).toBe(0)

    await b.page.getByRole('link', { name: 'Afficher toutes les concessions' }).click()
    await expect.poll(() => b.page.locator('.leaflet-marker-icon').count()).toBe(5)
    expect(await axeViolations(b)).toEqual([])
  })

  it('says when no dealership matches', async () => {
    await decideConsent(b, false)
    await b.open('/contact')
    await b.page.getByLabel('Localité, code postal ou nom').fill('Dudelange')
    await expect.poll(() => b.page.getByText(NOT_FOUND).count()).toBe(1)
    expect(await b.page.locator('.location-list__item').count()).toBe(0)
  })

  it('opens a dealership from its marker on the map', async () => {
    await decideConsent(b, false)
    await b.open('/contact')
    const marker = b.page.locator('.leaflet-marker-icon[data-location="niederkorn"]')
    await marker.waitFor()
    expect(await marker.getAttribute('aria-label')).toBe(
      'Concession de Niederkorn, L-4562 Niederkorn'
    )
    await marker.click()
    const link = b.page.locator('.leaflet-popup').getByRole('link', { name: 'Voir la concession' })
    await link.click()
    await b.page.waitForURL('**/concessions/niederkorn')
    await expect.poll(() => b.page.locator('h1').textContent()).toBe('Concession de Niederkorn')
  })
})

describe('dealer search without JavaScript', () => {
  const b = useBrowser({ javaScript: false })

  it('filters on the server through the GET form', async () => {
    await b.open('/contact')
    await b.page.getByLabel('Localité, code postal ou nom').fill('8070')
    await b.page.getByRole('button', { name: 'Rechercher' }).click()
    await b.page.waitForURL('**/contact?q=8070*')
    expect(await b.page.locator('.location-list__item').count()).toBe(1)
    expect(await b.page.locator('.location-list__name').textContent()).toBe(
      'Concession de Bertrange'
    )
  })
})

describe('dealership page', () => {
  const b = useBrowser()

  it('shows the status, hours and contact, loads the map, and passes axe', async () => {
    await decideConsent(b, false)
    const leaflet = leafletRequests(b)
    const events: string[] = []
    await b.page.exposeFunction('__recordEvent', (name: string) => events.push(name))
    await b.context.addInitScript(() => {
      window.addEventListener('dealer:analytics', (event) => {
        const detail = (event as CustomEvent<{ event: string; location?: { id: string } }>).detail
        const record = (window as unknown as { __recordEvent: (name: string) => void })
          .__recordEvent
        record(`${detail.event}:${detail.location?.id ?? ''}`)
      })
    })
    await b.open('/ford/locations/bertrange')
    await b.page.waitForSelector('.location-map[data-map-state="ready"] .leaflet-marker-icon')
    expect(leaflet.length).toBeGreaterThan(0)
    await expect
      .poll(() => b.page.locator('.open-status').first().textContent())
      .toMatch(/(Ouvert maintenant|Fermé) · (Ferme|Ouvre)/)
    expect(await b.page.locator('.opening-hours caption').allTextContents()).toEqual([
      'Showroom',
      'Atelier',
    ])
    const route = b.page.getByRole('link', { name: /Itinéraire vers Concession de Bertrange/ })
    expect(await route.getAttribute('target')).toBe('_blank')
    await b.page
      .locator('.location-contact a[href^="mailto:"]')
      .evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()))
    await b.page.locator('.location-contact a[href^="mailto:"]').click()
    await expect.poll(() => events).toContain('click_location_email:bertrange')
    expect(events).toContain('view_location_detail:bertrange')
    expect(await axeViolations(b)).toEqual([])
  })

  it('asks for consent before loading the booking tool, and falls back to phone and e-mail', async () => {
    await decideConsent(b, false)
    // The booking host is unreachable here: the browser itself reports the failed request.
    b.allowErrors(/Failed to load resource/)
    await b.page.route('https://booking.example-rdv.lu/**', (route) => route.abort())
    await b.open('/concessions/vmal')
    const booking = b.page.locator('.appointment-booking')
    await expect.poll(() => booking.getAttribute('data-booking-state')).toBe('consent')
    await booking.getByRole('button', { name: 'Accepter et afficher les créneaux' }).click()
    await expect.poll(() => booking.getAttribute('data-booking-state')).toBe('failed')
    expect(await booking.getByRole('alert').textContent()).toContain('ne répond pas')
    expect(await booking.locator('a[href="tel:+35226358000"]').count()).toBe(1)
    expect(await booking.locator('a[href="mailto:vmal@groupe-auto.example"]').count()).toBe(1)
  })
})

describe('pages without a map', () => {
  const b = useBrowser()

  it('never request Leaflet: the home page, the stock and a vehicle page', async () => {
    await decideConsent(b, false)
    const leaflet = leafletRequests(b)
    await b.open('/')
    await b.open('/stock')
    const href = await b.page.locator('.vehicle-card a').first().getAttribute('href')
    expect(href).toMatch(/^\/stock\/\d+-1-/)
    await b.open(href ?? '/stock')
    // The network settles once the few links in view it preloads are in (framework/hydration/idle.ts).
    await b.page.waitForLoadState('networkidle')
    expect(leaflet).toEqual([])
  })
})
