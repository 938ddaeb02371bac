import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { processLeadMessage, type LeadsConsumerDeps } from '../../worker/leads/consumer.ts'
import { handleLeadsCron, handleLeadsQueue } from '../../worker/leads/handlers.ts'
import type { LeadMessage } from '../../worker/leads/lead-message.ts'
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
  extra: Partial<LeadsConsumerDeps> = {}
) {
  const crm = fakeCrm(mode)
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    'leads',
    messages.map((body, index) => ({ id: `msg-${index}`, timestamp: new Date(), attempts, body }))
  )
  const run = handleLeadsQueue(batch, env, ctx, { crm: crm.client, ...extra })
  const crashed = await run.then(
    () => false,
    () => true
  )
  return { result: await getQueueResult(batch, ctx), crashed, calls: crm.calls }
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

  it('D1 and the queue both down: 503 with the dealership phone and e-mail, nothing claimed', async () => {
    const { response, key } = await submit({ db: failingD1(env.DB), queue: failingQueue })
    expect(response.status).toBe(503)
    const body = await response.json<{
      message: string
      contact: { phone: string; email: string }
    }>()
    expect(body.contact).toEqual({
      name: 'Concession de Bertrange',
      phone: '+352 26 44 10 00',
      email: 'bertrange@groupe-auto.example',
    })
    expect(body.message).toContain('+352 26 44 10 00')
    expect(submitted.has(key)).toBe(false)
  })

  it('queue down after the D1 write: 201, and the cron re-enqueues it after 15 minutes', async () => {
    const { response, key } = await submit({ queue: failingQueue })
    expect(response.status).toBe(201)
    expect((await outboxRows(key))[0]?.status).toBe('received')
    const soon = await handleLeadsCron(createScheduledController(), env, createExecutionContext(), {
      now: () => new Date(Date.now() + 5 * 60_000),
    })
    expect(soon).toBe(0)
    const later = await handleLeadsCron(
      createScheduledController(),
      env,
      createExecutionContext(),
      {
        now: () => new Date(Date.now() + 16 * 60_000),
      }
    )
    expect(later).toBeGreaterThanOrEqual(1)
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

  it('after the last retry the lead is marked dead, and the cron brings it back', async () => {
    const queue = recordingQueue()
    const { key } = await submit({ queue })
    await consume(queue.sent, () => 'status-500', 9)
    expect((await outboxRows(key))[0]?.status).toBe('dead')
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
        crm: crm.client,
        now: () => new Date(),
        maxRetries: 8,
        report: () => undefined,
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
  it('every lead answered 2xx under fault injection is in the CRM', async () => {
    // Drain what the tests above left pending, as the cron and the consumer would.
    const { results } = await env.DB.prepare(
      "SELECT id, idempotency_key FROM leads WHERE status != 'forwarded' AND status != 'spam'"
    ).all<{ id: string; idempotency_key: string }>()
    await consume(
      results.map((row) => ({ leadId: row.id, idempotencyKey: row.idempotency_key })),
      () => 'ok'
    )
    let delivered = 0
    for (const key of submitted) if (await sinkRow(key)) delivered += 1
    console.info(
      `leads figure: ${submitted.size} accepted under fault injection, ${delivered} delivered to the CRM`
    )
    expect(delivered).toBe(submitted.size)
    expect(submitted.size).toBeGreaterThanOrEqual(9)
  })
})
