import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import compareText from '../../client/locale/messages/fr/compare.ts'
import type { TradeInValuation } from '../../client/domain/vehicle.ts'
import { appFetch } from './app-fetch.ts'

type Answer = { valuation: TradeInValuation }

interface Row {
  id: number
  slug: string
  brand: string
}

/** A vehicle on sale in the seeded demo stock (new, so colours can be chosen). */
async function newVehicle(): Promise<Row> {
  const row = await env.DB.prepare(
    "SELECT id, slug, brand FROM vehicles WHERE status = 'available' AND category = 'new' ORDER BY id LIMIT 1"
  ).first<Row>()
  if (!row) throw new Error('the demo stock has no new vehicle')
  return row
}

async function payload(path: string) {
  const response = await appFetch(`/__data${path}`)
  return {
    status: response.status,
    body: await response.json<{ data: { input: Record<string, unknown> } }>(),
  }
}

/** The monthly price as the calculator prints it in the HTML. */
function monthly(html: string): string {
  const match = /data-testid="lease-monthly"[^>]*><strong>([^<]+)<\/strong>/.exec(html)
  if (!match?.[1]) throw new Error('no monthly price in the page')
  return match[1]
}

describe('compare and favourites pages', () => {
  it('serve a frame that explains, without JavaScript, why they need it', async () => {
    for (const [path, title] of [
      ['/stock/comparer', 'Comparer des véhicules'],
      ['/stock/favoris', 'Mes favoris'],
    ] as const) {
      const response = await appFetch(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<h1>${title}</h1>`)
      expect(html).toMatch(/<noscript>.*nécessite JavaScript.*href="\/stock"/s)
      expect(html).toContain('name="robots" content="noindex')
      // The "too few" message depends on the browser's selection: never in server HTML.
      expect(html).not.toContain(compareText.tooFew)
    }
  })
})

describe('lease calculator', () => {
  it('recomputes the price from the GET form query on the server', async () => {
    const vehicle = await newVehicle()
    const base = `/stock/${vehicle.slug}/lease-calculator`
    const first = await appFetch(base)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).toContain('Exemple représentatif en private lease')
    expect(html).toContain('48 mensualités')
    const queries = [
      'duree=60',
      'km=40000',
      'acompte=3000',
      'frais=900',
      'vue=business',
      'couleur=pearl-white',
    ]
    const prices = new Set([monthly(html)])
    for (const query of queries) {
      const page = await (await appFetch(`${base}?${query}`)).text()
      prices.add(monthly(page))
    }
    // Every input moves the price (the fee only the complete price: 6 distinct of 7).
    expect(prices.size).toBeGreaterThanOrEqual(6)
    const { body } = await payload(`${base}?duree=60&km=40000&acompte=1000&vue=business`)
    expect(body.data.input).toMatchObject({
      durationMonths: 60,
      annualMileageKm: 40_000,
      deposit: 1_000,
      view: 'business',
    })
  })

  it('never fails on a malformed query', async () => {
    const vehicle = await newVehicle()
    const { status, body } = await payload(
      `/stock/${vehicle.slug}/lease-calculator?duree=abc&km=-4&acompte=1e400&frais=%00&vue=<x>&couleur=../`
    )
    expect(status).toBe(200)
    expect(body.data.input).toMatchObject({
      durationMonths: 48,
      annualMileageKm: 10_000,
      establishmentFee: 250,
      view: 'private',
      colour: 'stock',
      deposit: 0,
    })
  })

  it('serves the brand variant and refuses another brand or an unknown vehicle', async () => {
    const vehicle = await newVehicle()
    expect(
      (await appFetch(`/${vehicle.brand}/stock/${vehicle.slug}/lease-calculator`)).status
    ).toBe(200)
    for (const path of [
      `/not-${vehicle.brand}/stock/${vehicle.slug}/lease-calculator`,
      '/stock/999999-1-kia-ceed/lease-calculator',
    ]) {
      const response = await appFetch(path)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('data-error-type="vehicle-not-found"')
    }
  })
})

describe('financial lease calculator block', () => {
  it('computes from its GET form query on the server, and ignores bad values', async () => {
    const plain = await (await appFetch('/services/leasing')).text()
    expect(plain).toContain('48 mensualités de')
    const asked = await (await appFetch('/services/leasing?fl-duree=24&fl-acompte=0')).text()
    expect(asked).toContain('24 mensualités de')
    expect(asked).toContain('acompte de 0\u00a0€')
    const bad = await appFetch('/services/leasing?fl-duree=%FF&fl-prix=abc&fl-vr=-9')
    expect(bad.status).toBe(200)
    expect(await bad.text()).toContain('48 mensualités de')
  })
})

describe('lease offers', () => {
  it('lists the private offers with their monthly price TVAC and links to each', async () => {
    const offers = await env.DB.prepare(
      "SELECT slug FROM lease_offers WHERE type = 'private' ORDER BY position"
    ).all<{ slug: string }>()
    const response = await appFetch('/private-lease')
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const { slug } of offers.results) expect(html).toContain(`href="/private-lease/${slug}"`)
    expect(html).toMatch(/TVAC<!-- --> par mois|TVAC par mois/)
    // The trade-in block (a global reference on this page) offers the estimate form.
    expect(html).toContain('class="trade-in-form"')
  })

  it('shows an offer with its configuration, contract terms, CO2 and the way to ask for it', async () => {
    const response = await appFetch('/private-lease/kia-ev3-air')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Conditions du contrat')
    expect(html).toContain('Prix complet du contrat')
    expect(html).toContain('(WLTP)')
    // The request carries the offer and its configuration to the contact form.
    expect(html).toMatch(/href="\/contact\?offre=kia-ev3-air&amp;[^"]*duree=48[^"]*"/)
  })

  it('answers lease-vehicle-not-found for an unknown offer and for a withdrawn one', async () => {
    const unknown = await appFetch('/private-lease/no-such-offer')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('data-error-type="lease-vehicle-not-found"')
    // The story still exists, the stock service no longer has the offer.
    await env.DB.prepare("DELETE FROM lease_offers WHERE slug = 'mg-mg4-comfort'").run()
    const withdrawn = await appFetch('/private-lease/mg-mg4-comfort')
    expect(withdrawn.status).toBe(404)
    expect(await withdrawn.text()).toContain('data-error-type="lease-vehicle-not-found"')
  })
})

describe('trade-in valuation API', () => {
  const car = {
    brand: 'Kia',
    model: 'Sportage',
    year: 2020,
    mileage: 60_000,
    fuel: 'petrol',
    condition: 'good',
  }
  const post = (body: unknown) =>
    appFetch('/api/trade-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('answers an indicative offer within its range, the same for the same car', async () => {
    const response = await post(car)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { valuation } = await response.json<Answer>()
    expect(valuation.reference).toMatch(/^VAL-[0-9A-F]{8}$/)
    expect(valuation.low.amount).toBeLessThanOrEqual(valuation.offer.amount)
    expect(valuation.offer.amount).toBeLessThanOrEqual(valuation.high.amount)
    const again = await (await post({ ...car, year: '2020', mileage: '60000' })).json<Answer>()
    expect(again.valuation.reference).toBe(valuation.reference)
    const worse = await (await post({ ...car, condition: 'poor' })).json<Answer>()
    expect(worse.valuation.offer.amount).toBeLessThan(valuation.offer.amount)
  })

  it('refuses bad input with a 400 naming the fields, never a 500', async () => {
    const bad = await post({ ...car, year: 1900, fuel: 'steam', brand: '' })
    expect(bad.status).toBe(400)
    const body = await bad.json<{ error: { issues: { path: string }[] } }>()
    expect(body.error.issues.map((issue) => issue.path).sort()).toEqual(['brand', 'fuel', 'year'])
    for (const raw of ['not json', '', 'x'.repeat(10_000), '[]', 'null']) {
      expect((await post(raw)).status).toBe(400)
    }
  })
})
