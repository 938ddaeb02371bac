import { describe, expect, it } from 'vitest'
import { axeViolationsWithoutJavaScript } from './axe.ts'
import { type BrowserFixture, useBrowser } from './browser.ts'

/**
 * The paths between features on a phone (issue 13): the dealership overview to a dealership and
 * its contact form, a brand page to its models and a model page, breadcrumbs that lead only to
 * pages; with JavaScript and without.
 */

const PHONE = { width: 390, height: 844 }

/** The breadcrumb trail: each level's text and link (null for a level without a page). */
async function trail(b: BrowserFixture) {
  return b.page.locator('nav[aria-label="Fil d\'Ariane"] li').evaluateAll((items) =>
    items.map((item) => ({
      label: item.textContent?.trim() ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? null,
    }))
  )
}

describe('on a phone, with JavaScript', () => {
  const b = useBrowser({ viewport: PHONE })

  it('/concessions → search → dealership → its contact form', async () => {
    await b.open('/concessions')
    expect(await b.page.locator('h1').textContent()).toBe('Nos concessions')
    await b.page.waitForSelector('.location-map[data-map-state="ready"] .leaflet-marker-icon')
    expect(await b.page.locator('.leaflet-marker-icon').count()).toBe(5)
    expect(await b.page.locator('.location-list__item').count()).toBe(5)

    await b.page.getByLabel('Localité, code postal ou nom').fill('esch')
    await expect.poll(() => b.page.locator('.location-list__item').count()).toBe(1)
    await expect.poll(() => b.page.locator('.leaflet-marker-icon').count()).toBe(1)

    await b.page
      .locator('.location-list__item')
      .getByRole('link', { name: "Concession d'Esch-sur-Alzette", exact: true })
      .click()
    await b.page.waitForURL('**/concessions/esch-sur-alzette')
    await expect
      .poll(() => b.page.locator('h1').textContent())
      .toBe("Concession d'Esch-sur-Alzette")
    expect(await trail(b)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Nos concessions', href: '/concessions' },
      { label: "Concession d'Esch-sur-Alzette", href: null },
    ])

    await b.page.getByRole('link', { name: 'Écrire à la concession' }).click()
    await b.page.waitForURL('**/contact?concession=esch-sur-alzette#formulaire-contact')
    await expect.poll(() => b.page.getByLabel('Votre message').count()).toBe(1)
    expect(await b.page.getByLabel('Concession souhaitée').inputValue()).toBe('esch-sur-alzette')
  })

  it('the main navigation opens the dealership overview', async () => {
    await b.open('/', { scroll: false })
    await b.page.locator('.mobile-nav summary').click()
    await b.page
      .getByRole('navigation', { name: 'Navigation mobile' })
      .getByText('Concessions')
      .click()
    await b.page.waitForURL(/\/concessions$/)
    await expect.poll(() => b.page.locator('.location-list__item').count()).toBe(5)
  })

  it('brand page → its models → a model page; the old model address ends there too', async () => {
    await b.open('/ford', { scroll: false })
    await b.page.locator('.hero').getByRole('link', { name: 'Tous les modèles' }).click()
    await b.page.waitForURL(/\/ford\/models$/)
    await expect.poll(() => b.page.locator('h1').textContent()).toBe('Modèles Ford')
    await b.page.getByRole('link', { name: 'Ford Puma' }).click()
    await b.page.waitForURL(/\/ford\/models\/puma$/)
    await expect.poll(() => b.page.locator('h1').textContent()).toBe('Ford Puma')
    expect(await trail(b)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Ford', href: '/ford' },
      { label: 'Modèles', href: '/ford/models' },
      { label: 'Puma', href: null },
    ])

    await b.open('/ford/puma', { scroll: false })
    expect(new URL(b.page.url()).pathname).toBe('/ford/models/puma')
  })

  it('a breadcrumb level without a page is text, the others lead to their page', async () => {
    await b.open('/services/carrosserie', { scroll: false })
    expect(await trail(b)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Services', href: null },
      { label: 'Carrosserie', href: null },
    ])
    await b.open('/news/tout-savoir-sur-la-recharge-a-domicile', { scroll: false })
    await b.page
      .locator('nav[aria-label="Fil d\'Ariane"]')
      .getByRole('link', { name: 'Actualités' })
      .click()
    await b.page.waitForURL(/\/news$/)
    expect(await b.page.locator('main h1').count()).toBe(1)
  })
})

describe('on a phone, without JavaScript', () => {
  const b = useBrowser({ viewport: PHONE, javaScript: false })

  it('/concessions → search on the server → dealership → its contact form', async () => {
    await b.open('/concessions')
    expect(await b.page.locator('.location-list__item').count()).toBe(5)
    await b.page.getByLabel('Localité, code postal ou nom').fill('8070')
    await b.page.getByRole('button', { name: 'Rechercher' }).click()
    await b.page.waitForURL('**/concessions?q=8070*')
    expect(await b.page.locator('.location-list__item').count()).toBe(1)
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
    await b.page
      .locator('.location-list__item')
      .getByRole('link', { name: 'Concession de Bertrange', exact: true })
      .click()
    await b.page.waitForURL('**/concessions/bertrange')
    expect(await axeViolationsWithoutJavaScript(b.page)).toEqual([])
    await b.page.getByRole('link', { name: 'Écrire à la concession' }).click()
    await b.page.waitForURL('**/contact?concession=bertrange#formulaire-contact')
    expect(await b.page.getByLabel('Votre message').count()).toBe(1)
    expect(await b.page.getByLabel('Concession souhaitée').inputValue()).toBe('bertrange')
  })

  it('brand page → its models → a model page', async () => {
    await b.open('/kia')
    await b.page.locator('.hero').getByRole('link', { name: 'Tous les modèles' }).click()
    await b.page.waitForURL(/\/kia\/models$/)
    await b.page.getByRole('link', { name: 'Kia EV3' }).click()
    await b.page.waitForURL(/\/kia\/models\/ev3$/)
    expect(await b.page.locator('h1').textContent()).toBe('Kia EV3')
  })
})
