import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { demoDealership } from '../../scripts/demo-data/demo-dealerships.ts'
import { handleLeadsQueue } from '../../worker/leads/handlers.ts'
import { endpoints } from '../../client/api/endpoints.ts'
import { appFetch } from './app-fetch.ts'
import {
  fakeCrm,
  leadsApp,
  outboxRows,
  postJson,
  recordingQueue,
  sinkRow,
  testDriveLead,
} from './leads-fixtures.ts'

describe('POST /api/leads through the whole Worker', () => {
  it('stores the lead, answers 201 in French and the queue delivers it to the CRM sink', async () => {
    const lead = testDriveLead()
    const response = await appFetch(
      '/api/leads',
      postJson(lead, { 'cf-connecting-ip': '198.51.100.1' })
    )
    expect(response.status).toBe(201)
    const body = await response.json<{ leadId: string; message: string }>()
    expect(body.message).toMatch(/^Merci ! Votre demande d’essai routier a bien été envoyée/)
    const [row] = await outboxRows(String(lead.idempotencyKey))
    expect(row?.id).toBe(body.leadId)
    // The real queue and consumer of the Worker forward it to the embedded CRM sink.
    await vi.waitFor(
      async () =>
        expect((await outboxRows(String(lead.idempotencyKey)))[0]?.status).toBe('forwarded'),
      { timeout: 20_000, interval: 200 }
    )
    const delivered = await sinkRow(String(lead.idempotencyKey))
    expect(delivered).toMatchObject({ times_received: 1, signature: 'valid' })
    const crmLead = JSON.parse(delivered?.body ?? '{}')
    expect(crmLead).toMatchObject({
      kind: 'test-drive',
      dealership: 'bertrange',
      customer: { phone: '+352621123456', data_protection_consent: true },
      // The subject as the stock describes vehicle 1042, not as the browser sent it.
      subject: { type: 'vehicle', id: '1042', vehicle_id: 1042, verified: true },
      utm: { utm_source: 'newsletter' },
    })
  })

  it('answers 422 with French field errors and stores nothing', async () => {
    const lead = testDriveLead({
      email: 'pas-une-adresse',
      phone: '12',
      consent: false,
      firstName: '',
    })
    const response = await appFetch('/api/leads', postJson(lead))
    expect(response.status).toBe(422)
    const { errors } = await response.json<{ errors: Record<string, string> }>()
    expect(errors).toMatchObject({
      email: 'Veuillez saisir une adresse e-mail valide.',
      firstName: 'Ce champ est obligatoire.',
    })
    expect(errors.phone).toMatch(/numéro de téléphone valide/)
    expect(errors.consent).toMatch(/politique de traitement des données/)
    expect(await outboxRows(String(lead.idempotencyKey))).toEqual([])
  })

  it('reads its body with the endpoint’s definition, and answers in the language the call names', async () => {
    // A test-drive form has no model year, and the lead schema would drop this one unread: the
    // endpoint's contract (client/api/lead-endpoint.ts) refuses a field of the wrong JSON type.
    const lead = testDriveLead({ tradeYear: { year: 2020 } })
    const response = await appFetch(
      '/api/leads?language=de',
      postJson(lead, { 'cf-connecting-ip': '198.51.100.9' })
    )
    expect(response.status).toBe(422)
    const answer = endpoints.leads.answer.parse(await response.json())
    expect(answer).toEqual({ errors: { tradeYear: 'Dieser Wert ist ungültig.' } })
    expect(await outboxRows(String(lead.idempotencyKey))).toEqual([])
  })

  it('refuses an appointment outside the opening hours', async () => {
    const lead = testDriveLead({ time: '03:00' })
    const response = await appFetch('/api/leads', postJson(lead))
    expect(response.status).toBe(422)
    const { errors } = await response.json<{ errors: Record<string, string> }>()
    expect(errors.time).toMatch(/Ce créneau n’est pas disponible/)
  })
})

describe('the dealerships a lead may name: the stock API’s locations', () => {
  // A dealership the bundled copy of the forms does not know, with Bertrange's hours.
  const wasserbillig = {
    ...demoDealership('bertrange'),
    slug: 'wasserbillig',
    name: 'Garage de Wasserbillig',
    email: 'wasserbillig@garage.lu',
  }
  const onlyWasserbillig = async () => (slug: string) =>
    slug === 'wasserbillig' ? wasserbillig : undefined
  const ip = (n: number) => ({ 'cf-connecting-ip': `203.0.113.${n}` })

  it('takes a dealership of the locations that the forms’ copy lacks', async () => {
    const app = leadsApp({ queue: recordingQueue(), dealerships: onlyWasserbillig })
    const lead = testDriveLead({ location: 'wasserbillig' })
    const response = await app.post(postJson(lead, ip(1)))
    expect(response.status).toBe(201)
    const [row] = await outboxRows(String(lead.idempotencyKey))
    expect(row?.flags).not.toContain('location_unverified')
  })

  it('refuses one the locations no longer list, even if the forms’ copy has it', async () => {
    const app = leadsApp({ queue: recordingQueue(), dealerships: onlyWasserbillig })
    const lead = testDriveLead({ location: 'bertrange' })
    const response = await app.post(postJson(lead, ip(2)))
    expect(response.status).toBe(422)
    const { errors } = await response.json<{ errors: Record<string, string> }>()
    expect(Object.keys(errors)).toEqual(['location'])
    expect(await outboxRows(String(lead.idempotencyKey))).toEqual([])
  })

  it('reads them from the stock API by default: a dealership the stock lacks is refused', async () => {
    const app = leadsApp({ queue: recordingQueue() })
    const known = await app.post(postJson(testDriveLead(), ip(3)))
    expect(known.status).toBe(201)
    const unknown = await app.post(postJson(testDriveLead({ location: 'wasserbillig' }), ip(4)))
    expect(unknown.status).toBe(422)
  })

  it('keeps a lead when the locations cannot be read, flagged for the dealership to check', async () => {
    const app = leadsApp({ queue: recordingQueue(), dealerships: async () => null })
    const lead = testDriveLead({ location: 'wasserbillig' })
    const response = await app.post(postJson(lead, ip(5)))
    expect(response.status).toBe(201)
    const [row] = await outboxRows(String(lead.idempotencyKey))
    expect(row?.flags).toContain('location_unverified')
  })
})

describe('idempotency', () => {
  it('five concurrent submits of one key make one row and one CRM delivery', async () => {
    const queue = recordingQueue()
    const app = leadsApp({ queue })
    const lead = testDriveLead()
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        app.post(postJson(lead, { 'cf-connecting-ip': `203.0.113.${index}` }))
      )
    )
    const ids = await Promise.all(responses.map((r) => r.json<{ leadId: string }>()))
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(ids.map((id) => id.leadId)).size).toBe(1)
    expect(await outboxRows(String(lead.idempotencyKey))).toHaveLength(1)
    expect(queue.sent).toHaveLength(1)

    const crm = fakeCrm(() => 'ok')
    const ctx = createExecutionContext()
    const batch = createMessageBatch(
      'leads',
      queue.sent.map((body, index) => ({
        id: `m${index}`,
        timestamp: new Date(),
        attempts: 1,
        body,
      }))
    )
    await handleLeadsQueue(batch, env, ctx, { channel: crm.channel })
    await getQueueResult(batch, ctx)
    expect(crm.calls).toEqual([lead.idempotencyKey])
    expect(await sinkRow(String(lead.idempotencyKey))).toMatchObject({ times_received: 1 })
  })
})

describe('spam and abuse', () => {
  it('a filled honeypot looks like a success but is stored nowhere and never queued', async () => {
    const queue = recordingQueue()
    const lead = testDriveLead({ website: 'https://spam.example' })
    const response = await leadsApp({ queue }).post(postJson(lead))
    expect(response.status).toBe(201)
    expect(await outboxRows(String(lead.idempotencyKey))).toEqual([])
    expect(queue.sent).toEqual([])
  })

  it('limits one client to 8 leads per 10 minutes (429 in French)', async () => {
    const app = leadsApp({ queue: recordingQueue() })
    const statuses: number[] = []
    for (let index = 0; index < 9; index += 1) {
      const response = await app.post(
        postJson(testDriveLead(), { 'cf-connecting-ip': '192.0.2.77' })
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429])
  })

  it('keeps the lead flagged when Turnstile cannot be reached, refuses a rejected token', async () => {
    const siteverify =
      (success: boolean | 'down'): typeof fetch =>
      async () =>
        success === 'down'
          ? new Response('unavailable', { status: 503 })
          : Response.json({ success })
    const down = testDriveLead({ turnstileToken: 'token' })
    const kept = await leadsApp({
      queue: recordingQueue(),
      turnstileSecret: 'secret',
      upstreamFetch: siteverify('down'),
    }).post(postJson(down))
    expect(kept.status).toBe(201)
    expect(JSON.parse((await outboxRows(String(down.idempotencyKey)))[0]?.flags ?? '[]')).toEqual([
      'turnstile_unverified',
    ])
    const bad = testDriveLead({ turnstileToken: 'forged' })
    const refused = await leadsApp({
      queue: recordingQueue(),
      turnstileSecret: 'secret',
      upstreamFetch: siteverify(false),
    }).post(postJson(bad))
    expect(refused.status).toBe(403)
    expect(await outboxRows(String(bad.idempotencyKey))).toEqual([])
  })
})
