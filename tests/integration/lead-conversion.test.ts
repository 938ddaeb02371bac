import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { platform } from '../../worker/platform.ts'
import { createServices } from '../../worker/services.ts'
import { appFetch } from './app-fetch.ts'
import { futureSlot, leadsApp, postJson, recordingQueue, testDriveLead } from './leads-fixtures.ts'

async function availableVehicle() {
  const row = await env.DB.prepare(
    "SELECT id, slug, brand FROM vehicles WHERE status = 'available' AND location = 'bertrange' ORDER BY id LIMIT 1"
  ).first<{ id: number; slug: string; brand: string }>()
  if (!row) throw new Error('No vehicle in the demo stock')
  return row
}

function stock() {
  const { config, upstreamFetch } = platform(env, createExecutionContext())
  return createServices({ env, config, upstreamFetch, waitUntil: () => undefined }).stock
}

const PERSONAL = ['Schmit', 'Anne-Marie', 'example.lu', '621', 'Disponible', 'newsletter']

function formBody(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }
}

describe('the conversion of an accepted lead (analytics lead_submitted)', () => {
  it('comes with the JSON answer: kind, dealership, subject ids, price; nothing personal; the same lead on a retry', async () => {
    const vehicle = await availableVehicle()
    const app = leadsApp({ queue: recordingQueue(), subjects: stock() })
    const lead = testDriveLead({
      snapshot: {
        subject: { type: 'vehicle', id: String(vehicle.id) },
        pageUrl: `/stock/${vehicle.slug}/essai-routier`,
        utm: { utm_source: 'newsletter' },
      },
    })
    const first = await app.post(postJson(lead, { 'cf-connecting-ip': '10.40.0.1' }))
    expect(first.status).toBe(201)
    const body = await first.json<{ leadId: string; conversion: Record<string, unknown> }>()
    expect(body.conversion).toMatchObject({
      kind: 'test-drive',
      department: 'sales',
      dealership: 'bertrange',
      subject_type: 'vehicle',
      vehicle_id: vehicle.id,
      brand: vehicle.brand,
      offer_id: null,
      currency: 'EUR',
      lease: null,
    })
    expect(body.conversion.price).toBeGreaterThan(0)
    const text = JSON.stringify(body.conversion)
    for (const personal of PERSONAL) expect(text).not.toContain(personal)
    // A retry (the answer was lost) names the same lead: the browser pushes once per lead id.
    const retry = await app.post(postJson(lead, { 'cf-connecting-ip': '10.40.0.1' }))
    expect(retry.status).toBe(200)
    const again = await retry.json<{ leadId: string; conversion: unknown }>()
    expect(again.leadId).toBe(body.leadId)
    expect(again.conversion).toEqual(body.conversion)
  })

  it('without JavaScript, rides on the confirmation page once per lead, and only for a real, recent lead', async () => {
    const vehicle = await availableVehicle()
    const page = `/stock/${vehicle.slug}/essai-routier`
    const fields = {
      kind: 'test-drive',
      formId: 'essai-routier',
      pageUrl: page,
      subjectType: 'vehicle',
      subjectId: String(vehicle.id),
      civility: 'madame',
      firstName: 'Anne-Marie',
      lastName: 'Schmit',
      email: 'anne-marie.nojs@example.lu',
      phone: '621 123 456',
      location: 'bertrange',
      consent: 'on',
      ...futureSlot(),
      website: '',
    }
    const sent = await appFetch('/api/leads', formBody(fields))
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location') ?? ''
    const ref = /[?&]ref=([0-9a-f-]{36})/.exec(location)?.[1]
    expect(ref).toBeDefined()
    const row = await env.DB.prepare('SELECT id FROM leads WHERE id = ?').bind(ref).first('id')
    expect(row).toBe(ref)
    // A double submit finds the same lead, and its answer names it too.
    const double = await appFetch('/api/leads', formBody(fields))
    expect(double.headers.get('location')).toBe(location)

    const confirmation = await appFetch(location)
    expect(confirmation.headers.get('cache-control')).toBe('private, no-store')
    const html = await confirmation.text()
    const attribute =
      /<script type="application\/json" id="lead-conversion">([^<]*)<\/script>/.exec(html)?.[1] ??
      ''
    const marker = JSON.parse(attribute)
    expect(marker).toMatchObject({
      ref,
      conversion: { kind: 'test-drive', dealership: 'bertrange', vehicle_id: vehicle.id },
    })
    for (const personal of ['Schmit', 'nojs@', '621']) expect(attribute).not.toContain(personal)

    // An id that names no lead (a honeypot hit is stored nowhere), or none: no event.
    for (const other of [
      location.replace(ref ?? '', crypto.randomUUID()),
      `${page}?demande=envoyee`,
    ]) {
      const plain = await (await appFetch(other)).text()
      expect(plain).toContain('a bien été envoyée')
      expect(plain).not.toContain('id="lead-conversion"')
    }
  })
})
