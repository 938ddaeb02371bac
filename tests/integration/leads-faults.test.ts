import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { basics } from '#deployment/basics'
import { groupContact } from '#deployment/group-contact'
import { demoDealership } from '../../scripts/demo-data/demo-dealerships.ts'
import type { CaptureAlert } from '../../worker/leads/alert.ts'
import { processLeadMessage, type LeadsConsumerDeps } from '../../worker/leads/consumer.ts'
import { handleLeadsCron, handleLeadsQueue } from '../../worker/leads/handlers.ts'
import type { LeadMessage } from '../../worker/leads/lead-message.ts'
import { resendStatement } from '../../worker/leads/resend.ts'
import {
  type CrmMode,
  failingD1,
  failingQueue,
  fakeCrm,
  leadsApp,
  outboxRows,
  postJson,
  recordingQueue,
  sinkRow,
  testDriveLead,
} from './leads-fixtures.ts'

const submitted = new Set<string>()
/** Leads made dead on purpose (refused, past the window): alerted, not delivered. */
const deadOnPurpose = new Set<string>()
const ip = (n: number) => ({ 'cf-connecting-ip': `10.9.${Math.floor(n / 200)}.${n % 200}` })
let counter = 0

async function submit(overrides: Parameters<typeof leadsApp>[0]) {
  const lead = testDriveLead()
  const response = await leadsApp(overrides).post(postJson(lead, ip(counter++)))
  if (response.status < 300) submitted.add(String(lead.idempotencyKey))
  return { response, key: String(lead.idempotencyKey) }
}

/** Runs the consumer on messages as the platform would; returns its ack/retry result. */
async function consume(
  messages: LeadMessage[],
  mode: () => CrmMode,
  attempts = 1,
  extra: Partial<LeadsConsumerDeps> & { capture?: CaptureAlert } = {}
) {
  const crm = fakeCrm(mode)
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    'leads',
    messages.map((body, index) => ({ id: `msg-${index}`, timestamp: new Date(), attempts, body }))
  )
  const run = handleLeadsQueue(batch, env, ctx, { channel: crm.channel, ...extra })
  const crashed = await run.then(
    () => false,
    () => true
  )
  return { result: await getQueueResult(batch, ctx), crashed, calls: crm.calls }
}

/** Runs the dead-letter consumer on messages; returns its ack/retry result. */
async function consumeDeadLetter(
  messages: LeadMessage[],
  extra: Partial<LeadsConsumerDeps> & { capture?: CaptureAlert } = {}
) {
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    'leads-dlq',
    messages.map((body, index) => ({
      id: `dlq-${index}`,
      timestamp: new Date(),
      attempts: 1,
      body,
    }))
  )
  await handleLeadsQueue(batch, env, ctx, { channel: fakeCrm(() => 'ok').channel, ...extra })
  return getQueueResult(batch, ctx)
}

/** The alert e-mails the local mail sink received about a lead. */
async function alertMails(leadId: string) {
  const { results } = await env.DB.prepare(
    'SELECT * FROM mail_sink_messages WHERE substr(idempotency_key, 1, ?) = ?'
  )
    .bind(`alert/lead-dead/${leadId}/`.length, `alert/lead-dead/${leadId}/`)
    .all<{ recipients: string; subject: string; text_body: string }>()
  return results
}

describe('no 2xx without a durable write', () => {
  it('D1 down: the lead travels whole on the queue and reaches D1 and the CRM later', async () => {
    const queue = recordingQueue()
    const { response, key } = await submit({ db: failingD1(env.DB), queue })
    expect(response.status).toBe(201)
    expect(await outboxRows(key)).toEqual([])
    expect(queue.sent[0]?.record?.payload).toContain(key)
    const { result } = await consume(queue.sent, () => 'ok')
    expect(result.explicitAcks).toEqual(['msg-0'])
    expect((await outboxRows(key))[0]?.status).toBe('forwarded')
    expect(await sinkRow(key)).toMatchObject({ times_received: 1 })
  })

  it('D1 and the queue both down: 503 with the dealership phone and e-mail of the locations data, nothing claimed', async () => {
    // The locations data says something else than the copy bundled with the forms.
    const bertrange = {
      ...demoDealership('bertrange'),
      name: 'Garage Muller',
      phone: '+352 26 99 12 34',
    }
    const { response, key } = await submit({
      db: failingD1(env.DB),
      queue: failingQueue,
      dealerships: async () => (slug) => (slug === 'bertrange' ? bertrange : undefined),
    })
    expect(response.status).toBe(503)
    const body = await response.json<{
      message: string
      contact: { phone: string; email: string }
    }>()
    expect(body.contact).toEqual({
      name: 'Garage Muller',
      phone: '+352 26 99 12 34',
      email: bertrange.email,
    })
    expect(body.message).toContain('+352 26 99 12 34')
    expect(submitted.has(key)).toBe(false)
  })

  it('everything down, the locations too: 503 with the group contact of the deployment', async () => {
    const { response } = await submit({
      db: failingD1(env.DB),
      queue: failingQueue,
      dealerships: async () => null,
    })
    expect(response.status).toBe(503)
    const body = await response.json<{ message: string; contact: Record<string, string> }>()
    expect(body.contact).toEqual({
      name: basics.name,
      phone: groupContact.phone,
      email: groupContact.email,
    })
    expect(body.message).toContain(groupContact.phone)
  })

  it('queue down after the D1 write: 201, and the cron re-enqueues it after 15 minutes', async () => {
    const { response, key } = await submit({ queue: failingQueue })
    expect(response.status).toBe(201)
    expect((await outboxRows(key))[0]?.status).toBe('received')
    const soon = await handleLeadsCron(createScheduledController(), env, createExecutionContext(), {
      now: () => new Date(Date.now() + 5 * 60_000),
    })
    expect(soon.requeued).toBe(0)
    const later = await handleLeadsCron(
      createScheduledController(),
      env,
      createExecutionContext(),
      {
        now: () => new Date(Date.now() + 16 * 60_000),
      }
    )
    expect(later.requeued).toBeGreaterThanOrEqual(1)
    const row = (await outboxRows(key))[0]
    await consume([{ leadId: row?.id ?? '', idempotencyKey: key }], () => 'ok')
    expect((await outboxRows(key))[0]?.status).toBe('forwarded')
  })
})

describe('CRM failures', () => {
  for (const mode of ['status-500', 'hang', 'refuse'] as const) {
    it(`CRM ${mode}: the message is retried with backoff, then delivered once`, async () => {
      const queue = recordingQueue()
      const { key } = await submit({ queue })
      const failed = await consume(queue.sent, () => mode, 3)
      expect(failed.result.retryMessages.map((retry) => retry.msgId)).toEqual(['msg-0'])
      const row = (await outboxRows(key))[0]
      expect(row).toMatchObject({ status: 'failed', attempts: 1 })
      expect(row?.last_error).toMatch(/CRM/)
      expect(await sinkRow(key)).toBeNull()
      const retried = await consume(queue.sent, () => 'ok', 4)
      expect(retried.result.explicitAcks).toEqual(['msg-0'])
      expect((await outboxRows(key))[0]?.status).toBe('forwarded')
      expect(await sinkRow(key)).toMatchObject({ times_received: 1 })
    })
  }

  it('a 4xx is final: the lead is dead at once, the answer kept, an alert raised once', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue })
    const captured: Array<{ message: string; tags: Record<string, string> }> = []
    const capture = (message: string, tags: Record<string, string>) =>
      void captured.push({ message, tags })
    const refused = await consume(queue.sent, () => 'status-400', 1, { capture })
    // Acknowledged, not retried: the same request would be refused again.
    expect(refused.result.explicitAcks).toEqual(['msg-0'])
    expect(refused.result.retryMessages).toEqual([])
    const [row] = await outboxRows(key)
    expect(row).toMatchObject({ status: 'dead', attempts: 1, answer_status: 400 })
    expect(row?.answer_excerpt).toContain('unknown to this CRM')
    deadOnPurpose.add(key)
    // The Sentry event: the lead's id, kind, dealership and the status, nothing personal.
    expect(captured).toEqual([
      {
        message: expect.stringMatching(/Lead dead/),
        tags: {
          lead_id: row?.id,
          kind: 'test-drive',
          dealership: 'bertrange',
          status: '400',
          reason: 'refused',
        },
      },
    ])
    expect(JSON.stringify(captured)).not.toMatch(/Schmit|anne-marie|621|Disponible/i)
    // The alert e-mail, in the local mail sink, to the operations address.
    const mails = await alertMails(row?.id ?? '')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ recipients: '["operations@groupe-auto.example"]' })
    expect(mails[0]?.subject).toMatch(/Demande non transmise/)
    expect(mails[0]?.text_body).toContain(`npm run leads:resend -- ${row?.id} --remote`)
    expect(mails[0]?.text_body).not.toMatch(/Schmit|anne-marie/i)
    // Redelivered (at-least-once): no second delivery attempt, no second alert.
    const again = await consume(queue.sent, () => 'status-400', 2, { capture })
    expect(again.calls).toEqual([])
    expect(captured).toHaveLength(1)
    expect(await alertMails(row?.id ?? '')).toHaveLength(1)
  })

  it('a CRM down for a while gets the lead once it is back: queue retries, DLQ, cron, delivery', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue })
    const t0 = Date.now()
    const at = (minutes: number) => () => new Date(t0 + minutes * 60_000)
    const captured: string[] = []
    const capture = (message: string) => void captured.push(message)
    // The queue's attempts over ~45 minutes, all answered 503.
    for (const [attempt, minute] of [
      [1, 0],
      [4, 4],
      [8, 45],
    ] as const) {
      const failed = await consume(queue.sent, () => 'status-500', attempt, {
        now: at(minute),
        capture,
      })
      expect(failed.result.retryMessages).toHaveLength(1)
    }
    // The queue gives up: the dead-letter consumer leaves the lead for the cron (within 6 h).
    const dlq = await consumeDeadLetter(queue.sent, { now: at(50), capture })
    expect(dlq.explicitAcks).toEqual(['dlq-0'])
    const [failed] = await outboxRows(key)
    expect(failed).toMatchObject({ status: 'failed', answer_status: 500 })
    expect(captured).toEqual([])
    // The cron, 14 minutes after the last write: too early; 16 minutes: the lead goes back.
    const cronQueue = recordingQueue()
    const early = await handleLeadsCron(
      createScheduledController(),
      env,
      createExecutionContext(),
      {
        now: at(64),
        queue: cronQueue,
      }
    )
    expect(early.requeued).toBe(0)
    const late = await handleLeadsCron(createScheduledController(), env, createExecutionContext(), {
      now: at(66),
      queue: cronQueue,
    })
    expect(late.requeued).toBe(1)
    expect(cronQueue.sent).toEqual([{ leadId: failed?.id, idempotencyKey: key }])
    // The CRM is back.
    const delivered = await consume(cronQueue.sent, () => 'ok', 1, { now: at(67), capture })
    expect(delivered.result.explicitAcks).toEqual(['msg-0'])
    expect((await outboxRows(key))[0]).toMatchObject({ status: 'forwarded', channel: 'crm' })
    expect(await sinkRow(key)).toMatchObject({ times_received: 1, signature: 'valid' })
    expect(captured).toEqual([])
  })

  it('a CRM down past the delivery window: the lead is dead and alerted, by the consumer or the DLQ', async () => {
    const captured: Array<Record<string, string>> = []
    const capture = (_: string, tags: Record<string, string>) => void captured.push(tags)
    const later = (hours: number) => () => new Date(Date.now() + hours * 3_600_000)
    const viaConsumer = recordingQueue()
    const first = await submit({ queue: viaConsumer })
    await consume(viaConsumer.sent, () => 'status-500', 1, { now: later(1), capture })
    expect((await outboxRows(first.key))[0]?.status).toBe('failed')
    const last = await consume(viaConsumer.sent, () => 'hang', 2, { now: later(6.1), capture })
    expect(last.result.explicitAcks).toEqual(['msg-0'])
    expect((await outboxRows(first.key))[0]).toMatchObject({ status: 'dead', answer_status: null })
    const viaDlq = recordingQueue()
    const second = await submit({ queue: viaDlq })
    await consume(viaDlq.sent, () => 'status-500', 1, { capture })
    await consumeDeadLetter(viaDlq.sent, { now: later(7), capture })
    expect((await outboxRows(second.key))[0]).toMatchObject({ status: 'dead', answer_status: 500 })
    expect(captured.map((tags) => [tags.reason, tags.status])).toEqual([
      ['exhausted', 'none'],
      ['exhausted', '500'],
    ])
    deadOnPurpose.add(first.key).add(second.key)
    // A dead lead waits for a person: the cron does not bring it back.
    const cronQueue = recordingQueue()
    await handleLeadsCron(createScheduledController(), env, createExecutionContext(), {
      now: later(8),
      queue: cronQueue,
    })
    expect(cronQueue.sent.map((message) => message.idempotencyKey)).not.toContain(first.key)
    expect(cronQueue.sent.map((message) => message.idempotencyKey)).not.toContain(second.key)
  })
})

describe('the consumers while D1 is down', () => {
  it('a lead known only by its id waits on the queue, without a call to the CRM', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue })
    const down = await consume(queue.sent, () => 'ok', 1, { db: failingD1(env.DB) })
    expect(down.calls).toEqual([])
    expect(down.result.retryMessages.map((retry) => retry.msgId)).toEqual(['msg-0'])
    expect(down.result.explicitAcks).toEqual([])
    expect((await outboxRows(key))[0]?.status).toBe('received')
  })

  it('a lead carried whole is delivered; refused, it stays on the queue rather than be lost', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ db: failingD1(env.DB), queue })
    const refused = await consume(queue.sent, () => 'status-400', 1, { db: failingD1(env.DB) })
    expect(refused.calls).toEqual([key])
    expect(refused.result.retryMessages.map((retry) => retry.msgId)).toEqual(['msg-0'])
    const delivered = await consume(queue.sent, () => 'ok', 2, { db: failingD1(env.DB) })
    expect(delivered.result.explicitAcks).toEqual(['msg-0'])
    expect(await sinkRow(key)).toMatchObject({ times_received: 1 })
    // D1 back: a redelivery restores the row and the CRM keeps one copy (Idempotency-Key).
    await consume(queue.sent, () => 'ok', 3)
    expect((await outboxRows(key))[0]?.status).toBe('forwarded')
  })

  it('the dead-letter consumer keeps its message until D1 answers, and drops unknown leads', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue })
    const down = await consumeDeadLetter(queue.sent, { db: failingD1(env.DB) })
    expect(down.retryMessages.map((retry) => retry.msgId)).toEqual(['dlq-0'])
    expect((await outboxRows(key))[0]?.status).toBe('received')
    const unknown = await consumeDeadLetter([
      { leadId: 'nope', idempotencyKey: crypto.randomUUID() },
    ])
    expect(unknown.explicitAcks).toEqual(['dlq-0'])
    const up = await consumeDeadLetter(queue.sent)
    expect(up.explicitAcks).toEqual(['dlq-0'])
    expect((await outboxRows(key))[0]?.status).toBe('failed')
  })
})

describe('the cron', () => {
  it('brings back a stuck lead (received or failed, untouched for 15 minutes), once', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue: failingQueue })
    const cronQueue = recordingQueue()
    const at = (minutes: number) => () => new Date(Date.now() + minutes * 60_000)
    const cron = (now: () => Date) =>
      handleLeadsCron(createScheduledController(), env, createExecutionContext(), {
        now,
        queue: cronQueue,
      })
    await cron(at(16))
    const [row] = await outboxRows(key)
    expect(cronQueue.sent.filter((message) => message.idempotencyKey === key)).toEqual([
      { leadId: row?.id, idempotencyKey: key },
    ])
    // Enqueued: not again until 15 minutes after that.
    await cron(at(20))
    expect(cronQueue.sent.filter((message) => message.idempotencyKey === key)).toHaveLength(1)
    await cron(at(32))
    expect(cronQueue.sent.filter((message) => message.idempotencyKey === key)).toHaveLength(2)
    expect(queue.sent).toEqual([])
  })
})

describe('resending by hand', () => {
  it('a dead lead resent gets a new window, the next cron enqueues it, and it is delivered', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue })
    await consume(queue.sent, () => 'status-400')
    const [dead] = await outboxRows(key)
    expect(dead?.status).toBe('dead')
    const now = new Date(Date.now() + 8 * 3_600_000)
    const [changed] = (await env.DB.prepare(resendStatement(dead?.id ?? '', now)).all()).results
    expect(changed).toMatchObject({ id: dead?.id, kind: 'test-drive' })
    const cronQueue = recordingQueue()
    const { requeued } = await handleLeadsCron(
      createScheduledController(),
      env,
      createExecutionContext(),
      { now: () => now, queue: cronQueue }
    )
    expect(requeued).toBeGreaterThanOrEqual(1)
    expect(cronQueue.sent).toContainEqual({ leadId: dead?.id, idempotencyKey: key })
    // Within its new window a 5xx is retried again, not fatal.
    const retried = await consume(
      cronQueue.sent.filter((m) => m.idempotencyKey === key),
      () => 'status-500',
      1,
      {
        now: () => now,
      }
    )
    expect(retried.result.retryMessages).toHaveLength(1)
    await consume(
      cronQueue.sent.filter((m) => m.idempotencyKey === key),
      () => 'ok',
      2,
      { now: () => now }
    )
    expect((await outboxRows(key))[0]?.status).toBe('forwarded')
    // A delivered lead cannot be resent.
    expect((await env.DB.prepare(resendStatement(dead?.id ?? '', now)).all()).results).toEqual([])
  })
})

describe('backoff', () => {
  it('retries with exponentially growing delays, capped at 10 minutes', async () => {
    const queue = recordingQueue()
    await submit({ queue })
    const delays: Array<number | undefined> = []
    for (const attempts of [1, 2, 3, 4, 5, 6, 8]) {
      const crm = fakeCrm(() => 'status-500')
      const message = {
        id: 'direct',
        timestamp: new Date(),
        attempts,
        body: queue.sent[0],
        ack: () => undefined,
        retry: (options?: QueueRetryOptions) => void delays.push(options?.delaySeconds),
      }
      await processLeadMessage(message, {
        db: env.DB,
        channel: crm.channel,
        now: () => new Date(),
        maxRetries: 8,
        report: () => undefined,
        alert: async () => undefined,
      })
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 600, 600])
  })
})

describe('consumer crash mid-batch', () => {
  it('acked messages stay delivered once; the rest are redelivered and delivered', async () => {
    const queue = recordingQueue()
    const keys = [
      (await submit({ queue })).key,
      (await submit({ queue })).key,
      (await submit({ queue })).key,
    ]
    // The isolate dies right after the CRM accepted the second lead, before it was marked.
    let forwardedMarks = 0
    const crashingDb = failingD1(
      env.DB,
      (sql) => sql.includes("status = 'forwarded'") && ++forwardedMarks === 2
    )
    const first = await consume(queue.sent, () => 'ok', 1, { db: crashingDb })
    expect(first.crashed).toBe(true)
    expect(first.result.explicitAcks).toEqual(['msg-0'])
    // The platform redelivers what was not acknowledged.
    await consume(queue.sent.slice(1), () => 'ok', 2)
    for (const key of keys) expect((await outboxRows(key))[0]?.status).toBe('forwarded')
    expect((await sinkRow(keys[0] ?? ''))?.times_received).toBe(1)
    // At-least-once: the CRM saw lead 2 twice and kept one (Idempotency-Key).
    expect((await sinkRow(keys[1] ?? ''))?.times_received).toBe(2)
    expect((await sinkRow(keys[2] ?? ''))?.times_received).toBe(1)
  })
})

describe('the figure', () => {
  it('every lead answered 2xx under fault injection reaches the CRM, driven by the cron', async () => {
    // What the tests above left pending goes back on the real queue by the cron alone; the
    // Worker's own consumer delivers it to the local CRM sink.
    const result = await handleLeadsCron(
      createScheduledController(),
      env,
      createExecutionContext(),
      {
        now: () => new Date(Date.now() + 24 * 3_600_000),
      }
    )
    expect(result.requeued).toBeGreaterThanOrEqual(1)
    const pending = [...submitted].filter((key) => !deadOnPurpose.has(key))
    await vi.waitFor(
      async () => {
        for (const key of pending) expect(await sinkRow(key), key).not.toBeNull()
      },
      { timeout: 20_000, interval: 200 }
    )
    for (const key of deadOnPurpose) expect((await outboxRows(key))[0]?.status).toBe('dead')
    console.info(
      `leads figure: ${submitted.size} accepted under fault injection, ${pending.length} delivered to the CRM, ${deadOnPurpose.size} refused or past the window (dead and alerted)`
    )
    expect(pending.length).toBeGreaterThanOrEqual(9)
  })
})
