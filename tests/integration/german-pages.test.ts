import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { VehicleSummary } from '../../client/domain/vehicle.ts'
import { fetchSavedVehicles } from '../../client/features/favourites/use-saved-vehicles.ts'
import type { Language } from '../../client/locale/language.ts'
import { alternatePath } from '../../client/routes/alternate-path.ts'
import { matchRoute } from '../../client/routes/match-route.ts'
import { routeTable } from '../../client/routes/route-table.ts'
import { messagesOf } from '../../client/locale/messages.ts'
import { vehicleVocabularyMessages } from '../../client/locale/messages/vehicle-vocabulary.ts'
import type { CrmLead } from '../../worker/crm/crm-payload.ts'
import { appFetch } from './app-fetch.ts'
import { outboxRows, postJson, sinkRow, testDriveLead } from './leads-fixtures.ts'

/**
 * German pages under `/de` (docs/decisions/0036): the German route table answers them, in
 * German (`lang`, the content service's translations), and the French pages stay French.
 */
async function payload(path: string) {
  const response = await appFetch(`/__data${path}`)
  expect(response.status).toBe(200)
  return await response.json<{ kind: string; routeId: string; status: number }>()
}

/** A French path per route (well-formed parameters; an unknown vehicle or brand is a 404 page). */
const frenchSamples = [
  '/stock/comparer',
  '/stock/favoris',
  '/stock/999999-1-kia-sportage',
  '/stock/999999-1-kia-ceed/interessee',
  '/stock/999999-1-kia-ceed/essai-routier',
  '/stock/999999-1-kia-ceed/lease-calculator',
  '/nobrand/models',
  '/nobrand/models/nomodel',
  '/nobrand/models/nomodel/contact',
  '/nobrand/models/nomodel/testdrive',
  '/kia/locations/nowhere',
  '/concessions/nowhere',
  '/kia/stock/999999-1-kia-ceed',
  '/kia/stock/999999-1-kia-ceed/interest',
  '/kia/stock/999999-1-kia-ceed/testdrive',
  '/kia/stock/999999-1-kia-ceed/lease-calculator',
  '/mentions-legales',
  '/contact',
]

describe('German routes', () => {
  it('has a French sample of every route', () => {
    const ids = frenchSamples.map((path) => matchRoute(path)?.route.id)
    expect(new Set(ids)).toEqual(new Set(routeTable.map((route) => route.id)))
  })

  it.each(frenchSamples)('the German path of %s dispatches to the German route', async (path) => {
    const french = await payload(path)
    const german = await payload(alternatePath(path, 'de')!)
    expect(french.routeId).toMatch(/___fr$/)
    expect(german.routeId).toBe(french.routeId.replace(/___fr$/, '___de'))
  })
})

describe('German documents', () => {
  it('/de/contact answers in German from the content service, lang de-LU', async () => {
    const response = await appFetch('/de/contact')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de-LU">/)
    expect(html).toContain('<meta property="og:locale" content="de_LU"/>')
    expect(html).toContain('Kontaktieren Sie uns')
    expect(html).not.toContain('Contactez-nous')
    // Canonical in its own language; both languages announced, French the default
    // (siteConfig.availableLocales, docs/decisions/0036).
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/de\/contact"\/>/)
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="fr-LU" href="https?:\/\/[^/"]+\/contact"\/>/
    )
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="de-LU" href="https?:\/\/[^/"]+\/de\/contact"\/>/
    )
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^/"]+\/contact"\/>/
    )
  })

  it('/de is the German home', async () => {
    const response = await appFetch('/de')
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="de-LU">/)
    expect((await payload('/de')).routeId).toBe('slug___de')
  })

  it('a German path that is no page is a German 404', async () => {
    const response = await appFetch('/de/stock/comparer')
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="de-LU">/)
  })

  it('the French page stays French', async () => {
    const response = await appFetch('/contact')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr-LU">/)
    expect(html).toContain('<meta property="og:locale" content="fr_LU"/>')
    expect(html).not.toContain('Kontaktieren Sie uns')
  })
})

/** A vehicle for sale at Bertrange in the demo stock. */
async function availableVehicle(): Promise<{ id: number; slug: string }> {
  const row = await env.DB.prepare(
    "SELECT id, slug FROM vehicles WHERE status = 'available' AND location = 'bertrange' ORDER BY id LIMIT 1"
  ).first<{ id: number; slug: string }>()
  if (!row) throw new Error('No vehicle in the demo stock')
  return row
}

/** Catalogue pages: their titles, breadcrumbs, data and links are all the Worker's loaders'. */
const cataloguePages = (vehicle: string) => [
  `/de/stock/${vehicle}`,
  `/de/stock/${vehicle}/probefahrt`,
  `/de/stock/${vehicle}/interesse`,
  `/de/stock/${vehicle}/leasingrechner`,
  '/de/stock/vergleichen',
  '/de/stock/merkliste',
  '/de/kia/models',
  '/de/kia/models/ev3',
  '/de/kia/models/ev3/contact',
  '/de/kia/models/ev3/testdrive',
  '/de/concessions/bertrange',
  '/de/kia/locations/bertrange',
]

/**
 * Content pages: the story's own texts and links are the content service's (a field without a
 * German translation falls back to French, as Storyblok does); the home crumb and the data of
 * their blocks (stock lists, dealerships, article lists, forms) are the Worker's.
 */
const contentPages = ['/de/stock', '/de/concessions', '/de/contact', '/de/news']

/** French texts the Worker used to write on every page whatever its language. */
const frenchWorkerTexts = [
  'Accueil',
  'Nos concessions',
  'Modèles',
  'Retour au véhicule',
  'Demander un essai routier',
  'Ce véhicule m’intéresse',
  'Essayer la ',
  'Une question sur la ',
  'horaires du showroom',
  'à partir de',
  ' chez ',
  'Comparer des véhicules',
  'Calculateur de leasing',
  'Essai routier',
  'Demande d’information',
  'TVAC',
]

/** Whether a root-relative path is a page of the site (assets, files and the API are not). */
function isPageLink(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !/^\/(?:assets|api|__data|cdn-cgi|demo|favicon|images|fonts)\b/.test(path) &&
    !/\.(?:css|js|png|jpe?g|svg|webp|avif|ico|pdf|webmanifest|xml|txt)(?:[?#]|$)/.test(path)
  )
}

const isGerman = (path: string) => /^\/de(?:[/?#]|$)/.test(path)

/** The keys under which the Worker's data carries a page path. */
const LINK_KEYS =
  /^(?:href|url|canonicalPath|testDrive|basePath|pageUrl|calculatorHref|path|location)$/

/** Every page path in `value` (a payload or part of one) that is not a German page. */
function linksOutOfGerman(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return LINK_KEYS.test(key) && isPageLink(value) && !isGerman(value) ? [`${key}: ${value}`] : []
  if (Array.isArray(value)) return value.flatMap((item) => linksOutOfGerman(item, key))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([inner, item]) => linksOutOfGerman(item, inner))
  return []
}

/** The links of the document's breadcrumb trail (client/shell/breadcrumbs.tsx) outside `/de`. */
function breadcrumbLinksOutOfGerman(html: string): string[] {
  const trail = /<nav [^>]*class="breadcrumbs[^"]*"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
  return [...trail.matchAll(/href="([^"]*)"/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => isPageLink(path) && !isGerman(path))
}

interface Payload {
  meta: { title: string; description: string; breadcrumbs: { label: string; href?: string }[] }
  data: { blockData?: unknown; body?: unknown }
}

async function germanPage(path: string) {
  const response = await appFetch(`/__data${path}`)
  expect(response.status, path).toBe(200)
  const payload = await response.json<Payload>()
  const html = await (await appFetch(path)).text()
  return { payload, html }
}

const frenchIn = (path: string, texts: string[]) =>
  frenchWorkerTexts.flatMap((french) =>
    texts.filter((text) => text.includes(french)).map((text) => `${path}: "${french}" in "${text}"`)
  )

describe('German pages the Worker builds', () => {
  it('catalogue pages: German titles, descriptions and breadcrumbs; every link in German', async () => {
    const vehicle = await availableVehicle()
    const problems: string[] = []
    for (const path of cataloguePages(vehicle.slug)) {
      const { payload, html } = await germanPage(path)
      const { title, description, breadcrumbs } = payload.meta
      problems.push(
        ...frenchIn(path, [title, description, ...breadcrumbs.map((crumb) => crumb.label)]),
        ...linksOutOfGerman(payload).map((link) => `${path} payload ${link}`),
        ...breadcrumbLinksOutOfGerman(html).map((link) => `${path} breadcrumbs ${link}`)
      )
    }
    expect(problems).toEqual([])
  })

  it('catalogue pages write prices the German way: "inkl. MwSt.", German digits, one full stop (issue 31)', async () => {
    const vehicle = await availableVehicle()
    const problems: string[] = []
    for (const path of cataloguePages(vehicle.slug)) {
      // The text a visitor reads: the page's data script holds the stock's own French fields.
      const html = (await germanPage(path)).html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      for (const [french, why] of [
        [/\bTVAC\b|\bHTVA\b|\/mois\b/, 'the stock’s French VAT words'],
        [/MwSt\.\./, 'a double full stop'],
        [/\d\u202f\d{3}\u00a0€/, 'a French-written price'],
        [/Kilomètres au-delà|Veuillez|mensualités/, 'French text built in code'],
      ] as const) {
        const found = french.exec(html)
        if (found)
          problems.push(`${path}: ${why}: "${html.slice(found.index - 40, found.index + 20)}"`)
      }
    }
    expect(problems).toEqual([])
    const { html } = await germanPage('/de/kia/models/ev3/testdrive')
    expect(html).toMatch(/name="subjectPrice" value="ab \d{1,3}\.\d{3}\u00a0€ inkl\. MwSt\."/)
  })

  it("content pages: the home crumb, their blocks' links and their blocks' data in German", async () => {
    const problems: string[] = []
    for (const path of contentPages) {
      const { payload, html } = await germanPage(path)
      const [home] = payload.meta.breadcrumbs
      expect(home, path).toEqual({ label: 'Startseite', href: '/de' })
      problems.push(
        ...linksOutOfGerman(payload.data.blockData).map((link) => `${path} block data ${link}`),
        // Link fields (buttons, cards, slides) come translated: the browser translates no path.
        ...linksOutOfGerman(payload.data.body)
          .filter((link) => link.startsWith('href:'))
          .map((link) => `${path} blocks ${link}`),
        ...breadcrumbLinksOutOfGerman(html).map((link) => `${path} breadcrumbs ${link}`)
      )
    }
    expect(problems).toEqual([])
  })

  it('dealership pages name the departments and their status in German, the French ones in French', async () => {
    const status = (html: string) =>
      [...html.matchAll(/class="open-status__department">([^<]*)<!-- -->([^<]*)<\/span>/g)].map(
        (match) => `${match[1]}${match[2]}`
      )
    const page = async (path: string) => {
      const response = await appFetch(path)
      expect(response.status, path).toBe(200)
      return await response.text()
    }
    expect(status(await page('/de/concessions/bertrange'))).toEqual(['Showroom: ', 'Werkstatt: '])
    expect(status(await page('/concessions/bertrange'))).toEqual(['Showroom : ', 'Atelier : '])
    const list = status(await page('/de/concessions'))
    expect(list.length).toBeGreaterThan(1)
    expect(new Set(list)).toEqual(new Set(['Showroom: ']))
    // A dealership's own French name for a department gives way to the German one.
    const centre = await page('/de/concessions/centre-de-vehicules-d-occasion')
    expect(centre).toContain('<caption>Werkstatt</caption>')
    expect(centre).not.toContain('Atelier')
  })

  it('a vehicle page names its own URL in its JSON-LD: German under /de, French without', async () => {
    const vehicle = await availableVehicle()
    const carUrls = async (path: string) => {
      const html = await (await appFetch(path)).text()
      const scripts = html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)
      const car = z
        .object({
          '@type': z.literal('Car'),
          url: z.string(),
          offers: z.object({ url: z.string() }),
        })
        .parse(
          [...scripts].map((match) => JSON.parse(match[1]!)).find((ld) => ld['@type'] === 'Car')
        )
      return [new URL(car.url).pathname, new URL(car.offers.url).pathname]
    }
    expect(await carUrls(`/de/stock/${vehicle.slug}`)).toEqual([
      `/de/stock/${vehicle.slug}`,
      `/de/stock/${vehicle.slug}`,
    ])
    expect(await carUrls(`/stock/${vehicle.slug}`)).toEqual([
      `/stock/${vehicle.slug}`,
      `/stock/${vehicle.slug}`,
    ])
  })

  it('the check finds French links and texts (it can fail)', () => {
    expect(linksOutOfGerman({ data: { href: '/stock', url: '/de/stock' } })).toEqual([
      'href: /stock',
    ])
    expect(frenchIn('/de/x', ['Accueil'])).toHaveLength(1)
  })

  it('the French pages keep their French titles and links', async () => {
    const vehicle = await availableVehicle()
    const payload = await (
      await appFetch(`/__data/stock/${vehicle.slug}/essai-routier`)
    ).json<{
      meta: { breadcrumbs: { label: string; href?: string }[] }
    }>()
    expect(payload.meta.breadcrumbs.slice(0, 2)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Stock', href: '/stock' },
    ])
  })
})

describe('the browser APIs in German', () => {
  it('/api/vehicles?language=de labels the vehicles in German; without it, in French', async () => {
    const vehicle = await availableVehicle()
    type Answer = { vehicles: { fuel: { code: string; label: string } }[] }
    const german = await (
      await appFetch(`/api/vehicles?ids=${vehicle.id}&language=de`)
    ).json<Answer>()
    const french = await (await appFetch(`/api/vehicles?ids=${vehicle.id}`)).json<Answer>()
    const [de] = german.vehicles
    const [fr] = french.vehicles
    expect(de?.fuel.code).toBe(fr?.fuel.code)
    expect(de?.fuel.label).toBe(
      messagesOf(vehicleVocabularyMessages, 'de').fuel[de?.fuel.code as 'diesel']
    )
    expect(fr?.fuel.label).toBe(
      messagesOf(vehicleVocabularyMessages, 'fr').fuel[fr?.fuel.code as 'diesel']
    )
    expect(de?.fuel.label).not.toBe(fr?.fuel.label)
  })

  it('compare and favourites ask in the page language: German labels on a German page', async () => {
    const vehicle = await availableVehicle()
    const asked: string[] = []
    // The browser's `fetch` of a same-site path, answered by the Worker (workerd knows no `cache`).
    const original = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof input !== 'string' || !input.startsWith('/')) return original(input, init)
      asked.push(input)
      const { cache: _cache, ...rest } = init ?? {}
      return appFetch(input, rest)
    })
    try {
      const [german] = (await fetchSavedVehicles([vehicle.id], 'de')).vehicles
      const [french] = (await fetchSavedVehicles([vehicle.id], 'fr')).vehicles
      const labels = (language: Language, car: VehicleSummary | undefined) => {
        const vocabulary = messagesOf(vehicleVocabularyMessages, language)
        return car
          ? [
              vocabulary.fuel[car.fuel.code],
              vocabulary.transmission[car.transmissionType.code],
              vocabulary.category[car.category.code],
            ]
          : []
      }
      expect(
        german && [german.fuel.label, german.transmissionType.label, german.category.label]
      ).toEqual(labels('de', german))
      expect(
        french && [french.fuel.label, french.transmissionType.label, french.category.label]
      ).toEqual(labels('fr', french))
      expect(german?.fuel.label).not.toBe(french?.fuel.label)
      expect(asked).toEqual([
        `/api/vehicles?ids=${vehicle.id}&language=de`,
        `/api/vehicles?ids=${vehicle.id}&language=fr`,
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it.each([
    [
      'ids=abc',
      'ids=abc',
      'ids: durch Kommas getrennte ganze Zahlen erwartet',
      'ids: entiers séparés par des virgules attendus',
    ],
    ['ids=0', 'ids=0', 'ids: positive ganze Zahlen erwartet', 'ids: entiers positifs attendus'],
    [
      '49 ids',
      `ids=${Array.from({ length: 49 }, (_, i) => i + 1).join(',')}`,
      'ids: höchstens 48 Fahrzeuge',
      'ids: 48 véhicules au maximum',
    ],
  ])(
    '/api/vehicles with %s is refused in German with language=de, in French without',
    async (_, query, german, french) => {
      type Refusal = { error: { code: string; message: string } }
      const de = await appFetch(`/api/vehicles?${query}&language=de`)
      const fr = await appFetch(`/api/vehicles?${query}`)
      expect([de.status, fr.status]).toEqual([400, 400])
      expect((await de.json<Refusal>()).error).toEqual({ code: 'invalid_request', message: german })
      expect((await fr.json<Refusal>()).error).toEqual({ code: 'invalid_request', message: french })
    }
  )
})

describe('a lead from a German page', () => {
  it('is answered in German and reaches the CRM with de-LU and a German subject', async () => {
    const idempotencyKey = crypto.randomUUID()
    const lead = testDriveLead({
      idempotencyKey,
      firstName: 'Anna',
      lastName: 'Weber',
      email: 'anna.weber@example.lu',
      message: 'Gern am späten Nachmittag.',
      vehicleChoice: 'kia',
      snapshot: { pageUrl: '/de/reserver-un-essai?modele=kia', utm: {} },
    })
    const response = await appFetch('/api/leads', postJson(lead))
    expect(response.status).toBe(201)
    const { message } = await response.json<{ message: string }>()
    expect(message).not.toMatch(/Merci/)
    await vi.waitFor(
      async () => expect((await outboxRows(idempotencyKey))[0]?.status).toBe('forwarded'),
      { timeout: 20_000, interval: 200 }
    )
    const crm = JSON.parse((await sinkRow(idempotencyKey))?.body ?? '{}') as CrmLead
    expect(crm.language).toBe('de-LU')
    expect(crm.subject).toMatchObject({
      type: 'brand',
      id: 'kia',
      title: 'Kia, Modell noch offen',
      url: '/de/kia',
    })
  })

  it('gets its field errors in German', async () => {
    const response = await appFetch(
      '/api/leads',
      postJson({
        kind: 'contact',
        idempotencyKey: crypto.randomUUID(),
        email: 'keine-adresse',
        snapshot: { pageUrl: '/de/contact', utm: {} },
      })
    )
    expect(response.status).toBe(422)
    const { errors } = await response.json<{ errors: Record<string, string> }>()
    expect(errors.email).toBeTruthy()
    expect(errors.email).not.toBe('Veuillez saisir une adresse e-mail valide.')
  })

  it('from a French page keeps fr-LU and the French subject', async () => {
    const idempotencyKey = crypto.randomUUID()
    const lead = testDriveLead({
      idempotencyKey,
      vehicleChoice: 'kia',
      snapshot: { pageUrl: '/reserver-un-essai?modele=kia', utm: {} },
    })
    expect((await appFetch('/api/leads', postJson(lead))).status).toBe(201)
    await vi.waitFor(
      async () => expect((await outboxRows(idempotencyKey))[0]?.status).toBe('forwarded'),
      { timeout: 20_000, interval: 200 }
    )
    const crm = JSON.parse((await sinkRow(idempotencyKey))?.body ?? '{}') as CrmLead
    expect(crm.language).toBe('fr-LU')
    expect(crm.subject).toMatchObject({ title: 'Kia, modèle à préciser', url: '/kia' })
  })
})
