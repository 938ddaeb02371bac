import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { handleLeadsQueue } from '../../worker/leads/handlers.ts'
import type { LeadMessage } from '../../worker/leads/lead-message.ts'
import { createResendMailer } from '../../worker/mail/resend-mailer.ts'
import { createLocalMailSink } from '../../worker/local-services/mail/app.ts'
import { mailChannel } from '../../worker/leads/channels.ts'
import { leadsApp, outboxRows, postJson, recordingQueue, testDriveLead } from './leads-fixtures.ts'

/** The configuration of a group without a CRM webhook: leads go by e-mail (wrangler.toml vars). */
const withoutCrm = { ...env, CRM_WEBHOOK_URL: '' }

interface SinkMail {
  idempotency_key: string
  sender: string
  recipients: string
  subject: string
  text_body: string
  html_body: string
  reply_to: string | null
  headers: string
  times_received: number
}

async function mailsTo(address: string): Promise<SinkMail[]> {
  const { results } = await env.DB.prepare(
    'SELECT * FROM mail_sink_messages WHERE instr(recipients, ?) > 0 ORDER BY first_received_at'
  )
    .bind(address)
    .all<SinkMail>()
  return results
}

async function deliver(messages: LeadMessage[], attempts = 1, targetEnv: Env = withoutCrm) {
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    'leads',
    messages.map((body, index) => ({ id: `msg-${index}`, timestamp: new Date(), attempts, body }))
  )
  const captured: Array<Record<string, string>> = []
  await handleLeadsQueue(batch, targetEnv, ctx, {
    capture: (_, tags) => void captured.push(tags),
  })
  return { result: await getQueueResult(batch, ctx), captured }
}

describe('e-mail as the lead channel (no CRM webhook)', () => {
  it("sends the lead to its dealership's address, in French, fields escaped, once", async () => {
    const queue = recordingQueue()
    const lead = testDriveLead({
      message: '<script>alert("x")</script> Disponible le soir.',
      location: 'bertrange',
      snapshot: {
        subject: { type: 'vehicle', id: '1042', title: 'Kia', price: '1 €' },
        pageUrl: '/stock/1042-1-kia-sportage/essai-routier',
        utm: { utm_source: '"><img src=x onerror=alert(1)>' },
      },
    })
    const response = await leadsApp({ queue }).post(
      postJson(lead, { 'cf-connecting-ip': '10.20.0.1' })
    )
    expect(response.status, await response.clone().text()).toBe(201)
    const { result } = await deliver(queue.sent)
    expect(result.explicitAcks).toEqual(['msg-0'])
    const key = String(lead.idempotencyKey)
    expect((await outboxRows(key))[0]).toMatchObject({ status: 'forwarded', channel: 'mail' })
    // The address of the stock API's /v1/locations for Bertrange.
    const [mail, ...others] = await mailsTo('bertrange@groupe-auto.example')
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      idempotency_key: `lead/${key}`,
      sender: 'Site Autosphère <site@groupe-auto.example>',
      reply_to: 'anne-marie.schmit@example.lu',
      times_received: 1,
    })
    expect(mail?.subject).toBe('Nouvelle demande du site : Essai routier — Anne-Marie Schmit')
    expect(mail?.text_body).toContain('Une nouvelle demande est arrivée par le site web')
    expect(mail?.text_body).toContain('Téléphone : +352621123456')
    expect(mail?.text_body).toContain('<script>alert("x")</script> Disponible le soir.')
    expect(mail?.html_body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Disponible le soir.'
    )
    expect(mail?.html_body).toContain('utm_source=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(mail?.html_body).not.toMatch(/<script|<img/)
    expect(JSON.parse(mail?.headers ?? '{}')).toEqual({
      'X-Lead-Id': (await outboxRows(key))[0]?.id,
    })
    // Redelivered: acknowledged without a second e-mail.
    const again = await deliver(queue.sent, 2)
    expect(again.result.explicitAcks).toEqual(['msg-0'])
    expect(await mailsTo('bertrange@groupe-auto.example')).toHaveLength(1)
  })

  it('a retry after a send whose answer was lost sends no second e-mail (Idempotency-Key)', async () => {
    const sink = createLocalMailSink({ apiKey: 'k' })
    let lose = true
    const mailer = createResendMailer({
      apiUrl: 'http://mail.local.test',
      apiKey: 'k',
      fetch: async (input, init) => {
        const answer = await sink.fetch(new Request(input, init), env, createExecutionContext())
        if (lose) {
          lose = false
          throw new TypeError('Network connection lost')
        }
        return answer
      },
    })
    const channel = mailChannel({
      mailer,
      from: 'Site <site@groupe-auto.example>',
      dealership: async () => ({ name: 'Esch', email: 'esch-retry@groupe-auto.example' }),
    })
    const queue = recordingQueue()
    const lead = testDriveLead()
    await leadsApp({ queue }).post(postJson(lead, { 'cf-connecting-ip': '10.20.0.2' }))
    const ctx = createExecutionContext()
    const batch = (attempts: number) =>
      createMessageBatch(
        'leads',
        queue.sent.map((body) => ({ id: 'm', timestamp: new Date(), attempts, body }))
      )
    const first = batch(1)
    await handleLeadsQueue(first, withoutCrm, ctx, { channel })
    expect((await getQueueResult(first, ctx)).retryMessages).toHaveLength(1)
    expect((await outboxRows(String(lead.idempotencyKey)))[0]?.status).toBe('failed')
    const second = batch(2)
    await handleLeadsQueue(second, withoutCrm, ctx, { channel })
    expect((await getQueueResult(second, ctx)).explicitAcks).toEqual(['m'])
    const mails = await mailsTo('esch-retry@groupe-auto.example')
    expect(mails.map((mail) => mail.times_received)).toEqual([2])
  })

  it('an e-mail API refusing the message makes the lead dead and alerts; a 5xx is retried', async () => {
    const answers = [503, 422]
    const channel = mailChannel({
      mailer: createResendMailer({
        apiUrl: 'http://mail.local.test',
        apiKey: 'k',
        fetch: async () =>
          Response.json(
            { statusCode: answers[0], name: 'validation_error', message: 'Invalid `to` field.' },
            { status: answers.shift() }
          ),
      }),
      from: 'Site <site@groupe-auto.example>',
      dealership: async () => ({ name: 'VMAL', email: 'vmal@groupe-auto.example' }),
    })
    const queue = recordingQueue()
    const lead = testDriveLead()
    await leadsApp({ queue }).post(postJson(lead, { 'cf-connecting-ip': '10.20.0.3' }))
    const key = String(lead.idempotencyKey)
    const captured: string[] = []
    const run = async (attempts: number) => {
      const ctx = createExecutionContext()
      const batch = createMessageBatch(
        'leads',
        queue.sent.map((body) => ({ id: 'm', timestamp: new Date(), attempts, body }))
      )
      await handleLeadsQueue(batch, withoutCrm, ctx, {
        channel,
        capture: (_, tags) => void captured.push(`${tags.status} ${tags.reason}`),
      })
      return getQueueResult(batch, ctx)
    }
    expect((await run(1)).retryMessages).toHaveLength(1)
    expect((await outboxRows(key))[0]).toMatchObject({ status: 'failed', answer_status: 503 })
    expect((await run(2)).explicitAcks).toEqual(['m'])
    const [row] = await outboxRows(key)
    expect(row).toMatchObject({ status: 'dead', answer_status: 422 })
    expect(row?.answer_excerpt).toContain('Invalid `to` field.')
    expect(captured).toEqual(['422 refused'])
  })
})
