import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../client/features/opening-hours/calendar-date.ts'
import { luxembourgWallClockAt } from '../../client/locale/zoned-time.ts'
import { storedLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import { toCrmLead } from '../../worker/crm/crm-payload.ts'
import { appFetch } from './app-fetch.ts'
import { futureSlot, postJson } from './leads-fixtures.ts'

/**
 * Issue 13: every call to action that opens a form carries its subject into the form and into the
 * CRM payload, checked against the stock data.
 */

interface VehicleRow {
  id: number
  slug: string
  brand: string
  model: string
  price: number
  location: string
}

async function availableVehicle(): Promise<VehicleRow> {
  const row = await env.DB.prepare(
    "SELECT id, slug, brand, model, price, location FROM vehicles WHERE status = 'available' AND category = 'new' AND location = 'bertrange' ORDER BY id LIMIT 1"
  ).first<VehicleRow>()
  if (!row) throw new Error('No vehicle in the demo stock')
  return row
}

const contact = {
  idempotencyKey: '',
  website: '',
  civility: 'madame',
  firstName: 'Claire',
  lastName: 'Reuter',
  email: 'claire.reuter@example.lu',
  phone: '621 654 321',
  location: 'bertrange',
  consent: true,
  newsletter: false,
}

function lead(fields: Record<string, unknown>) {
  return { ...contact, idempotencyKey: crypto.randomUUID(), ...fields }
}

async function storedPayload(key: string) {
  const row = await env.DB.prepare('SELECT payload, flags FROM leads WHERE idempotency_key = ?')
    .bind(key)
    .first<{ payload: string; flags: string }>()
  if (!row) throw new Error(`lead ${key} not stored`)
  const parsed = storedLeadSchema.parse(JSON.parse(row.payload))
  return toCrmLead(parsed, {
    leadId: 'test',
    receivedAt: '2026-11-23T10:00:00Z',
    flags: JSON.parse(row.flags) as string[],
    consentVersion: null,
  })
}

function formBody(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }
}

describe('a lead carries its subject into the CRM payload', () => {
  it('a calculator request: term, mileage, deposit and the monthly price the Worker computes', async () => {
    const vehicle = await availableVehicle()
    const body = lead({
      kind: 'interest',
      snapshot: {
        pageUrl: `/stock/${vehicle.slug}/interessee?duree=36`,
        utm: {},
        // A tampered title and price never reach the CRM: the Worker writes them from the stock.
        subject: { type: 'vehicle', id: String(vehicle.id), title: 'Bidon', price: '1 €' },
        lease: {
          view: 'private',
          colour: 'stock',
          durationMonths: '36',
          annualMileageKm: '20000',
          deposit: '3000',
          establishmentFee: '250',
        },
      },
    })
    const response = await appFetch('/api/leads', postJson(body))
    expect(response.status).toBe(201)
    const crm = await storedPayload(body.idempotencyKey)
    expect(crm.subject).toMatchObject({
      type: 'vehicle',
      id: String(vehicle.id),
      vehicle_id: vehicle.id,
      brand: vehicle.brand,
      model: vehicle.model,
      url: `/stock/${vehicle.slug}`,
      verified: true,
    })
    expect(crm.subject?.title).not.toBe('Bidon')
    expect(crm.subject?.price).toMatch(/^\d[\d\u202f]*\u00a0€ TVAC$/u)
    const lease = crm.lease
    expect(lease).toMatchObject({
      type: 'private',
      duration_months: 36,
      annual_mileage_km: 20_000,
      deposit_cents: { incl_vat: 300_000 },
      establishment_fee_cents: { incl_vat: 25_000 },
      vehicle_price_incl_vat_cents: vehicle.price * 100,
    })
    const monthly = lease?.monthly_price_cents?.incl_vat ?? 0
    expect(monthly).toBeGreaterThan(0)
    // The total adds up to the cent.
    expect(lease?.complete_price_cents?.incl_vat).toBe(300_000 + 25_000 + 36 * monthly)
  })

  it('a model picked in the test-drive form: brand and model from the catalogue', async () => {
    const body = lead({
      kind: 'test-drive',
      ...futureSlot(),
      vehicleChoice: 'ford.puma',
      snapshot: { pageUrl: '/reserver-un-essai?modele=ford.puma', utm: {} },
    })
    expect((await appFetch('/api/leads', postJson(body))).status).toBe(201)
    const crm = await storedPayload(body.idempotencyKey)
    expect(crm.subject).toMatchObject({
      type: 'model',
      id: 'ford.puma',
      title: 'Ford Puma',
      brand: 'ford',
      model: 'puma',
      url: '/ford/models/puma',
    })
  })

  it('a lease offer with the configuration changed in its calculator', async () => {
    const body = lead({
      kind: 'interest',
      snapshot: {
        pageUrl: '/contact?offre=kia-ev3-air',
        utm: {},
        subject: { type: 'lease-offer', id: 'kia-ev3-air' },
        lease: {
          view: 'private',
          colour: 'stock',
          durationMonths: '36',
          annualMileageKm: '20000',
          deposit: '1500',
          establishmentFee: '250',
        },
      },
    })
    expect((await appFetch('/api/leads', postJson(body))).status).toBe(201)
    const crm = await storedPayload(body.idempotencyKey)
    expect(crm.subject).toMatchObject({ type: 'lease-offer', id: 'kia-ev3-air', brand: 'kia' })
    expect(crm.lease).toMatchObject({
      duration_months: 36,
      annual_mileage_km: 20_000,
      deposit_cents: { incl_vat: 150_000 },
    })
  })
})

describe('a subject the stock does not know is refused clearly, never a 500', () => {
  it.each([
    [
      'a vehicle id that does not exist',
      { subject: { type: 'vehicle', id: '999999', title: 'Inventé' } },
      'subject',
      /n° 999999 n’existe pas ou n’est plus en vente/,
    ],
    [
      'a tampered offer',
      { subject: { type: 'lease-offer', id: 'kia-ev3-gratuite' } },
      'subject',
      /Cette offre de leasing n’est plus proposée/,
    ],
    [
      'a lease duration the offer does not have',
      {
        subject: { type: 'lease-offer', id: 'kia-ev3-air' },
        lease: {
          view: 'private',
          colour: 'stock',
          durationMonths: '13',
          annualMileageKm: '15000',
          deposit: '0',
          establishmentFee: '250',
        },
      },
      'leaseDuration',
      /Veuillez choisir une durée proposée : 24, 36, 48 ou 60 mois\./,
    ],
  ])('%s', async (_, snapshot, field, message) => {
    const body = lead({ kind: 'interest', snapshot: { pageUrl: '/contact', utm: {}, ...snapshot } })
    const response = await appFetch('/api/leads', postJson(body))
    expect(response.status).toBe(422)
    const answer: { errors: Record<string, string> } = await response.json()
    expect(answer.errors[field]).toMatch(message)
  })

  it('an unknown model picked in a crafted form', async () => {
    const body = lead({
      kind: 'test-drive',
      ...futureSlot(),
      vehicleChoice: 'ford.inexistante',
      snapshot: { pageUrl: '/reserver-un-essai', utm: {} },
    })
    const response = await appFetch('/api/leads', postJson(body))
    expect(response.status).toBe(422)
    expect(
      (await response.json<{ errors: Record<string, string> }>()).errors.vehicleChoice
    ).toMatch(/ne fait pas partie de notre gamme/)
  })

  it('without JavaScript: the page comes back with the message and everything typed', async () => {
    const vehicle = await availableVehicle()
    const page = `/stock/${vehicle.slug}/interessee`
    const refused = await appFetch(
      '/api/leads',
      formBody({
        kind: 'interest',
        formId: 'interet',
        pageUrl: page,
        subjectType: 'vehicle',
        subjectId: '999999',
        civility: 'madame',
        firstName: 'Claire',
        lastName: 'Reuter',
        email: 'claire.reuter@example.lu',
        phone: '621 654 321',
        location: 'bertrange',
        message: 'Je voudrais une offre.',
        consent: 'on',
        website: '',
      })
    )
    expect(refused.status).toBe(303)
    const back = refused.headers.get('location') ?? ''
    expect(back).toMatch(new RegExp(`^${page}\\?formulaire=[0-9a-f-]{36}#interet$`))
    const html = await (await appFetch(back)).text()
    expect(html).toContain('n’existe pas ou n’est plus en vente')
    expect(html).toContain('value="Reuter"')
    expect(html).toContain('Je voudrais une offre.')
  })
})

describe('forms reached with a subject show it, prefilled and editable', () => {
  it('/reserver-un-essai?modele=ford.puma preselects the model; a brand alone its brand', async () => {
    const html = await (await appFetch('/reserver-un-essai?modele=ford.puma')).text()
    expect(html).toMatch(/<select[^>]*name="vehicleChoice"/)
    expect(html).toMatch(/<option value="ford\.puma" selected="">Ford Puma<\/option>/)
    const brand = await (await appFetch('/reserver-un-essai?modele=kia')).text()
    expect(brand).toMatch(/<option value="kia" selected="">Kia, modèle à préciser<\/option>/)
    const unknown = await appFetch('/reserver-un-essai?modele=ford.inexistante')
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toContain('Le modèle demandé ne fait pas partie de notre gamme')
  })

  it('/contact?offre=… shows the offer and its configuration in editable fields', async () => {
    const html = await (
      await appFetch('/contact?offre=kia-ev3-air&duree=36&km=20000&acompte=1500&frais=250')
    ).text()
    expect(html).toContain('Votre demande concerne')
    expect(html).toContain('Kia EV3 Air')
    expect(html).toMatch(/<option value="36" selected="">36 mois<\/option>/)
    expect(html).toMatch(/<option value="20000" selected="">20\u202f000\u00a0km par an<\/option>/)
    expect(html).toMatch(/name="leaseDeposit"[^>]*value="1500"/)
    const gone = await appFetch('/contact?offre=offre-inconnue')
    expect(gone.status).toBe(200)
    expect(await gone.text()).toContain('L’offre de leasing demandée n’est plus proposée')
  })

  it('the calculator’s request opens the interest form with the configuration', async () => {
    const vehicle = await availableVehicle()
    const calculator = await (
      await appFetch(`/stock/${vehicle.slug}/lease-calculator?duree=36&km=20000&acompte=3000`)
    ).text()
    const link = /href="([^"]*\/interessee\?[^"]*)"[^>]*data-testid="lease-request"/.exec(
      calculator
    )?.[1]
    expect(link).toBeDefined()
    const target = new URL(link?.replaceAll('&amp;', '&') ?? '', 'http://x')
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      duree: '36',
      km: '20000',
      acompte: '3000',
    })
    const form = await (await appFetch(`${target.pathname}${target.search}`)).text()
    expect(form).toMatch(/<option value="36" selected="">36 mois<\/option>/)
    expect(form).toMatch(/name="leaseDeposit"[^>]*value="3000"/)
    expect(form).toContain('Mensualité indicative')
  })
})

describe('vehicle form pages', () => {
  it('are noindex, out of the sitemap, and lead back to their vehicle', async () => {
    const vehicle = await availableVehicle()
    for (const path of [
      `/stock/${vehicle.slug}/interessee`,
      `/stock/${vehicle.slug}/essai-routier`,
      `/stock/${vehicle.slug}/lease-calculator`,
      `/${vehicle.brand}/stock/${vehicle.slug}/interest`,
      `/${vehicle.brand}/stock/${vehicle.slug}/testdrive`,
      `/${vehicle.brand}/stock/${vehicle.slug}/lease-calculator`,
    ]) {
      const html = await (await appFetch(path)).text()
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
      expect(html, path).toContain(`href="/stock/${vehicle.slug}"`)
      expect(html, path).toContain('Retour au véhicule')
    }
    const index = await (await appFetch('/sitemap.xml')).text()
    const children = [...index.matchAll(/<loc>[^<]*(\/sitemap[^<]*)<\/loc>/g)].map((m) => m[1])
    for (const child of children) {
      const xml = await (await appFetch(child ?? '')).text()
      expect(xml).not.toMatch(/\/(interessee|essai-routier|lease-calculator|interest|testdrive)</)
    }
  })

  it('call the vehicle’s dealership from the sticky bar, not the group', async () => {
    const vehicle = await availableVehicle()
    const location = await env.DB.prepare('SELECT data FROM locations WHERE slug = ?')
      .bind(vehicle.location)
      .first<{ data: string }>()
    const phone = (JSON.parse(location?.data ?? '{}') as { phone: string }).phone
    const tel = `tel:${phone.replace(/[^\d+]/g, '')}`
    for (const path of [`/stock/${vehicle.slug}`, `/stock/${vehicle.slug}/essai-routier`]) {
      const html = await (await appFetch(path)).text()
      const sticky = /<nav class="sticky-bar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
      expect(sticky, path).toContain(`href="${tel}"`)
    }
  })
})

describe('numbers and promises', () => {
  it('matches private-lease offers to a model’s versions on data, not on their text', async () => {
    const html = await (await appFetch('/kia/models/ev3')).text()
    const row = /<th scope="row">Air<\/th>[\s\S]*?<\/tr>/.exec(html)?.[0] ?? ''
    expect(row).toContain('href="/private-lease/kia-ev3-air"')
    expect(row).not.toContain('Sur demande')
  })

  it('prints money and distances one way: "49 490 €", "19 700 km", never "49.490"', async () => {
    const vehicle = await availableVehicle()
    for (const path of [
      `/stock/${vehicle.slug}`,
      `/stock/${vehicle.slug}/lease-calculator`,
      '/private-lease/kia-ev3-air',
      '/kia/models/ev3',
    ]) {
      const html = await (await appFetch(path)).text()
      const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')
      expect(text, path).not.toMatch(/\d\.\d{3}(?:,\d\d)?\s*(?:€|km)/u)
      expect(text, path).toMatch(/\d\u202f\d{3}\u00a0€/u)
    }
    const calculator = await (await appFetch(`/stock/${vehicle.slug}/lease-calculator`)).text()
    const euros = vehicle.price.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')
    expect(calculator).toContain(`prix du véhicule ${euros}\u00a0€ TVAC`)
    expect(calculator).toContain('frais de dossier 250\u00a0€ TVAC')
  })

  it('says the same about insurance on /private-lease, its offers and the calculator', async () => {
    const vehicle = await availableVehicle()
    const included = (html: string) =>
      /<h3>Inclus dans la mensualité<\/h3>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
    const notIncluded = (html: string) =>
      /<h3>Non inclus<\/h3>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
    const landing = await (await appFetch('/private-lease')).text()
    expect(landing).toMatch(/assurance/i)
    const offer = await (await appFetch('/private-lease/kia-ev3-air')).text()
    const calculator = await (await appFetch(`/stock/${vehicle.slug}/lease-calculator`)).text()
    for (const html of [offer, calculator]) {
      expect(included(html)).toMatch(/Assurance tous risques/)
      expect(notIncluded(html)).not.toMatch(/Assurance/)
    }
    expect(included(offer)).toBe(included(calculator))
  })

  it('quotes "Leasing privé dès" as the calculator it opens does, to the cent', async () => {
    const vehicle = await availableVehicle()
    const page = await (await appFetch(`/stock/${vehicle.slug}`)).text()
    const line =
      /<p class="vehicle-detail__lease"><a href="([^"]+)"[^>]*>Leasing privé dès <strong>([^<]+)<\/strong>/.exec(
        page
      )
    expect(line).not.toBeNull()
    const calculator = await (await appFetch(line?.[1]?.replaceAll('&amp;', '&') ?? '')).text()
    const monthly = /data-testid="lease-monthly"><strong>([^<]+)<\/strong>/.exec(calculator)?.[1]
    expect(monthly).toBe(line?.[2])
  })

  it('dates a trade-in estimate 30 days from today, never a past date', async () => {
    const response = await appFetch(
      '/api/trade-in',
      postJson({
        brand: 'Kia',
        model: 'Sportage',
        year: 2021,
        mileage: 60_000,
        fuel: 'hybrid',
        condition: 'good',
      })
    )
    expect(response.status).toBe(200)
    const { valuation } = await response.json<{ valuation: { validUntil: string } }>()
    const today = luxembourgWallClockAt(Date.now()).date
    expect(valuation.validUntil).toBe(addDays(today, 30))
  })
})
