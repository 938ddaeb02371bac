import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { handleLeadsQueue } from '../../worker/leads/handlers.ts'
import type { LeadMessage } from '../../worker/leads/lead-message.ts'
import { platform } from '../../worker/platform.ts'
import { createServices } from '../../worker/services.ts'
import {
  failingD1,
  leadsApp,
  outboxRows,
  postJson,
  recordingQueue,
  testDriveLead,
} from './leads-fixtures.ts'

interface SinkMail {
  idempotency_key: string
  recipients: string
  subject: string
  text_body: string
  html_body: string
  reply_to: string | null
  times_received: number
}

async function mailsTo(address: string): Promise<SinkMail[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM mail_sink_messages WHERE instr(recipients, ?) > 0'
  )
    .bind(address)
    .all<SinkMail>()
  return results
}

async function availableVehicle() {
  const row = await env.DB.prepare(
    "SELECT id, slug FROM vehicles WHERE status = 'available' AND location = 'bertrange' ORDER BY id LIMIT 1"
  ).first<{ id: number; slug: string }>()
  if (!row) throw new Error('No vehicle in the demo stock')
  return row
}

/** The stock as the Worker reads it (through the local stock service). */
function stock() {
  const { config, upstreamFetch } = platform(env, createExecutionContext())
  return createServices({ env, config, upstreamFetch, waitUntil: () => undefined }).stock
}

async function deliver(messages: LeadMessage[], targetEnv: Env = env, attempts = 1) {
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    'leads',
    messages.map((body, index) => ({ id: `msg-${index}`, timestamp: new Date(), attempts, body }))
  )
  await handleLeadsQueue(batch, targetEnv, ctx, { capture: () => undefined })
  return getQueueResult(batch, ctx)
}

/** A lead about a stock vehicle, sent from a page of `language`, to `email`. */
async function sendLead(email: string, language: 'fr' | 'de', ip: string) {
  const vehicle = await availableVehicle()
  const queue = recordingQueue()
  const pageUrl =
    language === 'de'
      ? `/de/stock/${vehicle.slug}/probefahrt`
      : `/stock/${vehicle.slug}/essai-routier`
  const lead = testDriveLead({
    email,
    snapshot: { subject: { type: 'vehicle', id: String(vehicle.id) }, pageUrl, utm: {} },
  })
  const response = await leadsApp({ queue, subjects: stock() }).post(
    postJson(lead, { 'cf-connecting-ip': ip })
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return { lead, queue, vehicle, key: String(lead.idempotencyKey) }
}

describe("the visitor's confirmation e-mail", () => {
  it('is sent after the lead is stored, in French, naming the car, its dealership and the next step, once', async () => {
    const { queue, key } = await sendLead('claire.fr@example.lu', 'fr', '10.30.0.1')
    // Stored, not delivered yet: nothing sent before the consumer has the stored lead.
    expect(await mailsTo('claire.fr@example.lu')).toEqual([])
    const result = await deliver(queue.sent)
    expect(result.explicitAcks).toEqual(['msg-0'])
    const [mail, ...others] = await mailsTo('claire.fr@example.lu')
    expect(others).toEqual([])
    const row = (await outboxRows(key))[0]
    const stored = JSON.parse(String(row?.payload))
    const subject = stored.snapshot.subject
    expect(mail).toMatchObject({
      idempotency_key: `confirmation/${key}`,
      subject: 'Votre demande est bien arrivée — Concession de Bertrange',
      reply_to: 'bertrange@groupe-auto.example',
      times_received: 1,
    })
    const text = mail?.text_body ?? ''
    expect(text).toContain('Vous avez demandé un essai routier.')
    expect(text).toContain(`Objet : ${subject.title}`)
    expect(text).toMatch(/Prix \(TVA comprise\) : [\d\u202f]+\u00a0€/)
    expect(text).toMatch(/Téléphone : \+352\s26\s44\s10\s00/)
    expect(text).toContain('Lundi : 08:00 – 18:30')
    expect(text).toContain('Un conseiller vous appelle ou vous écrit pour confirmer')
    expect(text).toContain(`http://localhost:8787${subject.url}`)
    // Nothing the visitor typed but their appointment: no name, no message.
    expect(text).not.toContain('Schmit')
    expect(text).not.toContain('Disponible en fin de journée')
    const html = mail?.html_body ?? ''
    expect(html).toContain('<html lang="fr-LU">')
    expect(html).toMatch(/<h1[^>]*>Merci, votre demande est bien arrivée<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Votre concession<\/h2>/)
    expect(html).toContain(`src="${new URL(subject.image, 'http://localhost:8787').href}"`)
    expect(html).toContain(`alt="${subject.title}"`)
    expect(html).not.toContain('<table')
    expect(html).toContain('href="tel:+35226441000"')
    expect(
      await env.DB.prepare('SELECT confirmation FROM leads WHERE idempotency_key = ?')
        .bind(key)
        .first('confirmation')
    ).toBe('sent')

    // Delivered again (at-least-once queue), and a retry of the same lead: no second e-mail.
    await deliver(queue.sent, env, 2)
    expect((await mailsTo('claire.fr@example.lu')).map((one) => one.times_received)).toEqual([1])
  })

  it('is in German for a lead sent from a German page', async () => {
    const { queue } = await sendLead('jonas.de@example.lu', 'de', '10.30.0.2')
    await deliver(queue.sent)
    const [mail] = await mailsTo('jonas.de@example.lu')
    expect(mail?.subject).toBe('Ihre Anfrage ist eingegangen – Concession de Bertrange')
    expect(mail?.text_body).toContain('Sie haben eine Probefahrt angefragt.')
    expect(mail?.text_body).toMatch(/Telefon: \+352\s26\s44\s10\s00/)
    expect(mail?.text_body).toContain('Montag: 08:00–18:30\u00a0Uhr')
    expect(mail?.text_body).toMatch(/Preis \(inkl\. MwSt\.\): [\d.]+\u00a0€/)
    expect(mail?.text_body).toContain('http://localhost:8787/de/')
    expect(mail?.html_body).toContain('<html lang="de-LU">')
    expect(mail?.html_body).toMatch(/<h2[^>]*>Wie geht es weiter\?<\/h2>/)
  })

  it('for a message without a subject: no empty request section, and the way back to the page', async () => {
    const queue = recordingQueue()
    const {
      date: _date,
      time: _time,
      ...lead
    } = testDriveLead({
      kind: 'contact',
      email: 'contact.only@example.lu',
      message: 'Une question sur vos horaires.',
      snapshot: { pageUrl: '/contact', utm: {} },
    })
    const response = await leadsApp({ queue, subjects: stock() }).post(
      postJson(lead, { 'cf-connecting-ip': '10.30.0.6' })
    )
    expect(response.status, await response.clone().text()).toBe(201)
    await deliver(queue.sent)
    const [mail] = await mailsTo('contact.only@example.lu')
    expect(mail?.text_body).toContain('Vous nous avez écrit.')
    expect(mail?.text_body).not.toContain('Votre demande\n')
    expect(mail?.html_body).not.toContain('>Votre demande</h2>')
    expect(mail?.text_body).not.toContain('Une question sur vos horaires.')
    expect(mail?.text_body).toContain(
      'Revoir la page de votre demande : http://localhost:8787/contact'
    )
  })

  it('waits until the lead is in D1: a lead that lives only in its message is confirmed once restored', async () => {
    const vehicle = await availableVehicle()
    const queue = recordingQueue()
    const lead = testDriveLead({
      email: 'queue.only@example.lu',
      snapshot: {
        subject: { type: 'vehicle', id: String(vehicle.id) },
        pageUrl: `/stock/${vehicle.slug}/essai-routier`,
        utm: {},
      },
    })
    const broken = failingD1(env.DB, (sql) => sql.startsWith('INSERT INTO leads'))
    const response = await leadsApp({ queue, subjects: stock(), db: broken }).post(
      postJson(lead, { 'cf-connecting-ip': '10.30.0.3' })
    )
    expect(response.status).toBe(201)
    expect(queue.sent[0]?.record).toBeDefined()
    // D1 still down when the consumer runs: no confirmation of a lead not stored.
    const down = await deliver(queue.sent, { ...env, DB: failingD1(env.DB) })
    expect(down.retryMessages).toHaveLength(1)
    expect(await mailsTo('queue.only@example.lu')).toEqual([])
    // Back: the redelivered message restores the row, then the visitor is confirmed.
    await deliver(queue.sent, env, 2)
    expect(await mailsTo('queue.only@example.lu')).toHaveLength(1)
  })

  it('is not sent when LEAD_CONFIRMATION_MAIL is off; the lead is delivered all the same', async () => {
    const { queue, key } = await sendLead('off.switch@example.lu', 'fr', '10.30.0.4')
    const result = await deliver(queue.sent, { ...env, LEAD_CONFIRMATION_MAIL: 'off' })
    expect(result.explicitAcks).toEqual(['msg-0'])
    expect((await outboxRows(key))[0]?.status).toBe('forwarded')
    expect(await mailsTo('off.switch@example.lu')).toEqual([])
  })

  it('a failed send brings the message back without holding the lead; the retry confirms once', async () => {
    const { queue, key } = await sendLead('flaky.mail@example.lu', 'fr', '10.30.0.5')
    // The e-mail API is unreachable (wrong host): the lead reaches the CRM, the message is retried.
    const failing = await deliver(queue.sent, { ...env, MAIL_API_URL: 'http://mail-down.invalid' })
    expect(failing.retryMessages).toHaveLength(1)
    expect((await outboxRows(key))[0]?.status).toBe('forwarded')
    expect(await mailsTo('flaky.mail@example.lu')).toEqual([])
    const again = await deliver(queue.sent, env, 2)
    expect(again.explicitAcks).toEqual(['msg-0'])
    expect(await mailsTo('flaky.mail@example.lu')).toHaveLength(1)
  })
})
