import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'
import { futureSlot } from './leads-fixtures.ts'

async function availableVehicle() {
  const row = await env.DB.prepare(
    "SELECT id, slug, brand, location FROM vehicles WHERE status = 'available' AND location = 'bertrange' ORDER BY id LIMIT 1"
  ).first<{ id: number; slug: string; brand: string; location: string }>()
  if (!row) throw new Error('No vehicle in the demo stock')
  return row
}

function formBody(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }
}

describe('lead form pages', () => {
  it('render the test-drive and interest forms of a vehicle, with and without the brand', async () => {
    const vehicle = await availableVehicle()
    for (const path of [
      `/stock/${vehicle.slug}/essai-routier`,
      `/${vehicle.brand}/stock/${vehicle.slug}/testdrive`,
      `/stock/${vehicle.slug}/interessee`,
      `/${vehicle.brand}/stock/${vehicle.slug}/interest`,
    ]) {
      const response = await appFetch(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html).toContain('action="/api/leads"')
      expect(html).toContain('/politique-de-traitement-des-donnees')
    }
  })

  it('answer vehicle-form-not-found (404) for an unknown vehicle or the wrong brand', async () => {
    const vehicle = await availableVehicle()
    for (const path of [
      '/stock/999999-1-kia-inconnue/essai-routier',
      `/${vehicle.brand === 'kia' ? 'ford' : 'kia'}/stock/${vehicle.slug}/interest`,
    ]) {
      const response = await appFetch(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('vehicle-form-not-found')
    }
  })

  it('render the model forms, and 404 for an unknown model', async () => {
    const model = await env.DB.prepare('SELECT brand, slug FROM models LIMIT 1').first<{
      brand: string
      slug: string
    }>()
    expect((await appFetch(`/${model?.brand}/models/${model?.slug}/testdrive`)).status).toBe(200)
    expect((await appFetch(`/${model?.brand}/models/${model?.slug}/contact`)).status).toBe(200)
    expect((await appFetch(`/${model?.brand}/models/modele-inconnu/contact`)).status).toBe(404)
  })
})

describe('without JavaScript', () => {
  it('a refused form comes back with its values and French errors, a valid one is confirmed', async () => {
    const vehicle = await availableVehicle()
    const page = `/stock/${vehicle.slug}/essai-routier`
    const fields = {
      kind: 'test-drive',
      formId: 'essai-routier',
      pageUrl: page,
      subjectType: 'vehicle',
      subjectId: String(vehicle.id),
      subjectTitle: 'Véhicule de test',
      civility: 'monsieur',
      firstName: 'Luc',
      lastName: 'Hoffmann',
      email: 'luc.hoffmann@example',
      phone: '+33 6 12 34 56 78',
      location: 'bertrange',
      ...futureSlot(),
      website: '',
    }
    const refused = await appFetch('/api/leads', formBody(fields))
    expect(refused.status).toBe(303)
    const back = refused.headers.get('location') ?? ''
    expect(back).toMatch(new RegExp(`^${page}\\?formulaire=[0-9a-f-]{36}#essai-routier$`))
    const again = await appFetch(back)
    expect(again.headers.get('cache-control')).toContain('no-store')
    const html = await again.text()
    expect(html).toContain('Veuillez saisir une adresse e-mail valide.')
    expect(html).toContain('Veuillez accepter la politique de traitement des données')
    expect(html).toContain('value="Hoffmann"')

    const sent = await appFetch(
      '/api/leads',
      formBody({ ...fields, email: 'luc.hoffmann@example.lu', consent: 'on' })
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toMatch(
      new RegExp(`^${page}\\?demande=envoyee&ref=[0-9a-f-]{36}#essai-routier$`)
    )
    const confirmation = await appFetch(sent.headers.get('location') ?? '')
    expect(await confirmation.text()).toContain('Votre demande d’essai routier a bien été envoyée')
    const { results } = await env.DB.prepare(
      "SELECT payload FROM leads WHERE payload LIKE '%luc.hoffmann@example.lu%'"
    ).all<{ payload: string }>()
    expect(results).toHaveLength(1)
    expect(JSON.parse(results[0]?.payload ?? '{}').phone).toBe('+33612345678')
  })
})

describe('a form answer on a public page', () => {
  it('is never kept by a shared cache, while the page without it is', async () => {
    const plain = await appFetch('/contact')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toMatch(/^public/)
    for (const query of ['?demande=envoyee', `?formulaire=${crypto.randomUUID()}`]) {
      const personal = await appFetch(`/contact${query}`)
      expect(personal.status).toBe(200)
      expect(personal.headers.get('cache-control')).toBe('private, no-store')
    }
  })
})
