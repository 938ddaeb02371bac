import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type BrowserFixture, useBrowser } from './browser.ts'
import { crmLeadOf } from './crm-sink.ts'
import { fillContact, isInView, pickSlot, send, unique } from './lead-steps.ts'
import { type Language, LANGUAGES } from '../../client/locale/language.ts'

/**
 * Issue 13: the site's own links, followed on a phone from where a visitor starts to the lead the
 * CRM receives, across features (home, brand, model, stock, vehicle, compare, dealerships). Each
 * journey runs with and without JavaScript (compare, a browser-side tool, only with it) and ends
 * in the local CRM sink with the subject the visitor chose. The lease journey (offer → calculator
 * → request) is in lead-journeys.test.ts. The same journeys run in German (issue 18): from `/de`,
 * by the German pages' own links and words, to a lead the CRM receives in German.
 */

/** What a visitor reads and where the links lead, per language: the words the journeys follow. */
const journeyTexts = {
  fr: {
    home: '/',
    prefix: '',
    modelStock: /^Voir les \d+ Ford Puma en stock$/,
    stickyTestDrive: 'Essai',
    testDrive: 'Réserver un essai',
    testDriveSegment: 'essai-routier',
    oneActiveFilter: 'Filtrer (1 filtre actif)',
    apply: 'Appliquer les filtres',
    fuel: 'Carburant',
    electric: 'Électrique',
    compare: /Comparer/,
    compareSegment: 'comparer',
    requestOffer: /^Demander une offre/,
    interested: 'Je suis intéressé(e)',
    interestSegment: 'interessee',
    dealershipSearch: 'Localité, code postal ou nom',
    writeToDealership: 'Écrire à la concession',
    message: 'Votre message',
    dealership: 'Concession souhaitée',
    messageText: 'Je souhaite passer jeudi pour un entretien.',
    thanks: /^Merci !/,
    send: 'Envoyer ma demande',
    locale: 'fr-LU',
  },
  de: {
    home: '/de',
    prefix: '/de',
    modelStock: /^Alle \d+ Ford Puma auf Lager ansehen$/,
    stickyTestDrive: 'Probefahrt',
    testDrive: 'Probefahrt buchen',
    testDriveSegment: 'probefahrt',
    oneActiveFilter: 'Filtern (1 aktiver Filter)',
    apply: 'Filter anwenden',
    fuel: 'Kraftstoff',
    electric: 'Elektro',
    compare: /Vergleichen/,
    compareSegment: 'vergleichen',
    requestOffer: /^Angebot anfordern/,
    interested: 'Ich bin interessiert',
    interestSegment: 'interesse',
    dealershipSearch: 'Ort, Postleitzahl oder Name',
    writeToDealership: 'Dem Autohaus schreiben',
    message: 'Ihre Nachricht',
    dealership: 'Gewünschtes Autohaus',
    messageText: 'Ich möchte am Donnerstag zu einem Gespräch vorbeikommen.',
    thanks: /^Vielen Dank!/,
    send: 'Anfrage senden',
    locale: 'de-LU',
  },
  en: {
    home: '/en',
    prefix: '/en',
    modelStock: /^See all \d+ Ford Puma in stock$/,
    stickyTestDrive: 'Test drive',
    testDrive: 'Book a test drive',
    testDriveSegment: 'test-drive',
    oneActiveFilter: 'Filter (1 active filter)',
    apply: 'Apply filters',
    fuel: 'Fuel',
    electric: 'Electric',
    compare: /Compare/,
    compareSegment: 'compare',
    requestOffer: /^Request a quote/,
    interested: 'I’m interested',
    interestSegment: 'interest',
    dealershipSearch: 'Town, postcode or name',
    writeToDealership: 'Send the dealership a message',
    message: 'Your message',
    dealership: 'Preferred dealership',
    messageText: 'I would like to come in on Thursday for a chat.',
    thanks: /^Thank you!/,
    send: 'Send my request',
    locale: 'en-LU',
  },
} satisfies Record<Language, Record<string, string | RegExp>>

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 768 }

const screens = process.env.SCREENS_DIR
/** With SCREENS_DIR set: the key screen of a journey, as the visitor sees it. */
async function shoot(b: BrowserFixture, name: string) {
  if (!screens) return
  mkdirSync(screens, { recursive: true })
  const { width } = b.page.viewportSize() ?? { width: 0 }
  await b.page.screenshot({ path: resolve(screens, `journey-${name}-${width}.png`) })
}

const isHydrated = (b: BrowserFixture, javaScript: boolean) =>
  javaScript ? b.page.waitForSelector('html[data-hydrated="true"]') : Promise.resolve()

/** After "Envoyer ma demande": the confirmation in place, or the page the form's POST led to. */
async function confirmed(b: BrowserFixture, formId: string, javaScript: boolean, thanks: RegExp) {
  if (javaScript) await b.page.locator(`#${formId}[role="status"]`).waitFor()
  else await b.page.waitForURL(/demande=envoyee/)
  expect(await b.page.textContent(`#${formId}`)).toMatch(thanks)
}

/**
 * On a phone, in every language; with SCREENS_DIR set, on a desktop too, for the screenshots
 * (French only: the other languages' screens are the same layout).
 */
const cases = LANGUAGES.flatMap((language) =>
  [PHONE, ...(screens && language === 'fr' ? [DESKTOP] : [])].flatMap((viewport) =>
    [true, false].map((javaScript) => ({ language, viewport, javaScript }))
  )
)

for (const { language, viewport, javaScript } of cases) {
  const phone = viewport.width < 1024
  const t = journeyTexts[language]
  const vehicleIdIn = (path: string) =>
    Number(new RegExp(`^${t.prefix}/stock/(\\d+)-`).exec(path)?.[1])
  describe(`${language}, ${viewport.width} × ${viewport.height}, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    const b = useBrowser({ viewport, javaScript })
    const suffix = `${language}-${javaScript ? 'js' : 'sans-js'}`

    it('(a) home → brand → model → its stock → vehicle → test drive → the vehicle in the CRM', async () => {
      await b.open(t.home)
      await b.page.locator('main').getByRole('link', { name: 'Ford', exact: true }).click()
      await b.page.waitForURL(`**${t.prefix}/ford`)
      await b.page.locator('main').getByRole('link', { name: 'Ford Puma', exact: true }).click()
      await b.page.waitForURL(`**${t.prefix}/ford/models/puma`)
      await isHydrated(b, javaScript)
      await shoot(b, `a-modele-${suffix}`)

      const toStock = b.page.getByRole('link', { name: t.modelStock })
      const announced = Number((await toStock.textContent())?.replace(/\D/g, ''))
      await toStock.click()
      await b.page.waitForURL((url) => url.pathname === `${t.prefix}/stock`)
      await isHydrated(b, javaScript)
      // The model is kept: the overview lists the Pumas the model page announced, nothing else.
      const count = (await b.page.locator('.stock-overview__count').textContent()) ?? ''
      expect(Number(count.replace(/\D/g, ''))).toBe(announced)
      const titles = await b.page.locator('.vehicle-card__title').allTextContents()
      expect(titles.length).toBeGreaterThan(0)
      expect(titles.every((title) => title === 'Ford Puma')).toBe(true)
      // And says so above the results, removable without opening the filters.
      const chips = b.page.locator('.stock-overview__chips a')
      expect(await chips.locator('span').first().textContent()).toBe('Ford Puma')
      expect(await chips.first().getAttribute('href')).toBe(`${t.prefix}/stock?brand=ford`)
      await shoot(b, `a-stock-${suffix}`)

      const card = b.page.locator('.vehicle-card__link').first()
      const vehiclePath = (await card.getAttribute('href')) ?? ''
      const vehicleId = vehicleIdIn(vehiclePath)
      await card.click()
      await b.page.waitForURL(`**${vehiclePath}`)
      await isHydrated(b, javaScript)
      // On the vehicle's page, the sticky bar's "Essai" books this car too.
      const sticky = b.page.locator('.sticky-bar a', { hasText: t.stickyTestDrive })
      expect(await sticky.getAttribute('href')).toBe(`${vehiclePath}/${t.testDriveSegment}`)
      await b.page.locator('main').getByRole('link', { name: t.testDrive }).click()
      await b.page.waitForURL(`**${vehiclePath}/${t.testDriveSegment}`)
      await isHydrated(b, javaScript)
      expect(await b.page.textContent('.lead-form-page__card')).toContain('Ford Puma')
      await shoot(b, `a-essai-${suffix}`)

      const email = unique(`parcours-a.${suffix}`)
      await fillContact(b.page, 'essai-routier', email)
      await pickSlot(b.page, 'essai-routier')
      await send(b.page, 'essai-routier', t.send)
      await confirmed(b, 'essai-routier', javaScript, t.thanks)
      const lead = await crmLeadOf(email)
      expect(lead.kind).toBe('test-drive')
      expect(lead.language).toBe(t.locale)
      expect(lead.subject).toMatchObject({
        type: 'vehicle',
        vehicle_id: vehicleId,
        brand: 'ford',
        model: 'puma',
        url: vehiclePath,
      })
    })

    it('(b) /stock → filters → vehicles → an offer on one → that vehicle in the CRM', async () => {
      await b.open(`${t.prefix}/stock`, { scroll: false })
      const toggle = b.page.locator('.stock-overview__filter-toggle')
      const drawer = b.page.locator('dialog.stock-overview__drawer')
      if (javaScript) await b.page.waitForSelector('.stock-overview__layout--enhanced')
      // A phone has the filters behind "Filtrer" (a drawer, or in place without JavaScript).
      if (phone) await toggle.click()
      const filters = javaScript && phone ? drawer : b.page
      await filters.locator('input[name="fuel"][value="electric"]').check()
      await shoot(b, `b-filtres-${suffix}`)
      if (javaScript) {
        await b.page.waitForURL((url) => url.searchParams.get('fuel') === 'electric')
        if (phone) {
          await drawer.locator('.stock-overview__apply button').click()
          await expect.poll(() => drawer.count()).toBe(0)
        }
      } else {
        await b.page.locator('button', { hasText: t.apply }).click()
        await b.page.waitForURL((url) => url.searchParams.get('fuel') === 'electric')
      }
      if (phone) expect(await toggle.textContent()).toBe(t.oneActiveFilter)
      const cards = b.page.locator('.vehicle-card')
      const fuels = await cards.locator(`dt:text-is("${t.fuel}") + dd`).allTextContents()
      expect(fuels.length).toBeGreaterThan(1)
      expect(fuels.every((fuel) => fuel === t.electric)).toBe(true)

      let chosen: { path: string; id: number }
      if (javaScript) {
        // Compare the first two, then ask for an offer on the second from the comparison.
        await cards.nth(1).locator('.compare-button__toggle').waitFor()
        for (const index of [0, 1])
          await cards.nth(index).locator('.compare-button__toggle').click()
        const second =
          (await cards.nth(1).locator('.vehicle-card__link').getAttribute('href')) ?? ''
        await b.page.locator('.compare-bar').getByRole('link', { name: t.compare }).click()
        await b.page.waitForURL(`**${t.prefix}/stock/${t.compareSegment}`)
        await expect.poll(() => b.page.getByTestId('compare-column').count()).toBe(2)
        await shoot(b, `b-comparer-${suffix}`)
        const offer = b.page
          .getByTestId('compare-column')
          .nth(1)
          .getByRole('link', { name: t.requestOffer })
        await offer.click()
        chosen = { path: second, id: vehicleIdIn(second) }
      } else {
        const first = cards.first().locator('.vehicle-card__link')
        const path = (await first.getAttribute('href')) ?? ''
        await first.click()
        await b.page.waitForURL(`**${path}`)
        await b.page.locator('main').getByRole('link', { name: t.interested }).click()
        chosen = { path, id: vehicleIdIn(path) }
      }
      await b.page.waitForURL(`**${chosen.path}/${t.interestSegment}`)
      await isHydrated(b, javaScript)
      await shoot(b, `b-offre-${suffix}`)

      const email = unique(`parcours-b.${suffix}`)
      await fillContact(b.page, 'interet', email)
      await send(b.page, 'interet', t.send)
      await confirmed(b, 'interet', javaScript, t.thanks)
      const lead = await crmLeadOf(email)
      expect(lead.kind).toBe('interest')
      expect(lead.subject).toMatchObject({ type: 'vehicle', vehicle_id: chosen.id })
    })

    it('(d) /concessions → search → dealership → contact → the dealership in the CRM', async () => {
      await b.open(`${t.prefix}/concessions`)
      const search = b.page.getByLabel(t.dealershipSearch)
      if (javaScript) {
        await search.fill('esch')
        await expect.poll(() => b.page.locator('.location-list__item').count()).toBe(1)
      } else {
        await search.fill('esch')
        await search.press('Enter')
        await b.page.waitForURL(`**${t.prefix}/concessions?q=esch*`)
        expect(await b.page.locator('.location-list__item').count()).toBe(1)
      }
      await shoot(b, `d-recherche-${suffix}`)
      await b.page
        .locator('.location-list__item')
        .getByRole('link', { name: "Concession d'Esch-sur-Alzette", exact: true })
        .click()
      await b.page.waitForURL(`**${t.prefix}/concessions/esch-sur-alzette`)
      await isHydrated(b, javaScript)
      await b.page.getByRole('link', { name: t.writeToDealership }).click()
      await b.page.waitForURL(
        `**${t.prefix}/contact?concession=esch-sur-alzette#formulaire-contact`
      )
      await isHydrated(b, javaScript)
      const formId = await b.page
        .locator('form.lead-form', { has: b.page.getByLabel(t.message) })
        .getAttribute('id')
      expect(await b.page.getByLabel(t.dealership).inputValue()).toBe('esch-sur-alzette')
      // The link lands on the form, not on the hero and the dealership search above it.
      await expect.poll(() => isInView(b.page, `#${formId}`)).toBe(true)
      await shoot(b, `d-contact-${suffix}`)

      const email = unique(`parcours-d.${suffix}`)
      await b.page.locator(`#${formId} input[name="civility"][value="madame"]`).check()
      await b.page.fill(`#${formId}-firstName`, 'Anne')
      await b.page.fill(`#${formId}-lastName`, 'Weber')
      await b.page.fill(`#${formId}-email`, email)
      await b.page.fill(`#${formId}-phone`, '+352 621 123 456')
      await b.page.fill(`#${formId}-message`, t.messageText)
      await send(b.page, formId ?? '', t.send)
      await confirmed(b, formId ?? '', javaScript, t.thanks)
      const lead = await crmLeadOf(email)
      expect(lead.dealership).toBe('esch-sur-alzette')
      expect(lead.message).toBe(t.messageText)
      expect(lead.language).toBe(t.locale)
    })
  })
}
