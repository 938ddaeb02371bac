import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { consentVersion } from '../../worker/leads/consent-version.ts'
import { erasePerson } from '../../worker/leads/erasure.ts'
import { handleLeadsCron, handleLeadsQueue } from '../../worker/leads/handlers.ts'
import { saveFormState } from '../../worker/leads/form-state.ts'
import {
  fakeCrm,
  leadsApp,
  outboxRows,
  postJson,
  recordingQueue,
  sinkRow,
  testDriveLead,
} from './leads-fixtures.ts'

let client = 0
async function submit(overrides: Record<string, unknown> = {}) {
  const queue = recordingQueue()
  const lead = testDriveLead(overrides)
  const response = await leadsApp({ queue }).post(
    postJson(lead, { 'cf-connecting-ip': `10.30.0.${client++}` })
  )
  expect(response.status).toBeLessThan(300)
  return { key: String(lead.idempotencyKey), queue }
}

/**
 * A row marked spam, as rows stored before honeypot hits were stored nowhere (ADR 0041) are: the
 * retention job and erasure still clear them.
 */
async function submitSpam(overrides: Record<string, unknown> = {}) {
  const lead = await submit(overrides)
  await env.DB.prepare("UPDATE leads SET status = 'spam' WHERE idempotency_key = ?")
    .bind(lead.key)
    .run()
  return lead
}

async function deliver(queue: ReturnType<typeof recordingQueue>) {
  const ctx = createExecutionContext()
  const batch = createMessageBatch(
    'leads',
    queue.sent.map((body, index) => ({ id: `m${index}`, timestamp: new Date(), attempts: 1, body }))
  )
  await handleLeadsQueue(batch, env, ctx, { channel: fakeCrm(() => 'ok').channel })
  await getQueueResult(batch, ctx)
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

async function setDates(key: string, dates: Record<string, string>) {
  const columns = Object.keys(dates)
  await env.DB.prepare(
    `UPDATE leads SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE idempotency_key = ?`
  )
    .bind(...Object.values(dates), key)
    .run()
}

const cron = (targetEnv: Env = env) =>
  handleLeadsCron(createScheduledController(), targetEnv, createExecutionContext(), {
    queue: recordingQueue(),
  })

describe('the consent text version', () => {
  it('is stored with each lead and sent to the CRM, per language of the form', async () => {
    const french = await submit()
    const german = await submit({
      snapshot: {
        subject: { type: 'vehicle', id: '1042', title: 'Kia Sportage', price: '32 990 €' },
        pageUrl: '/de/bestand/1042-1-kia-sportage/probefahrt',
        utm: {},
      },
    })
    expect(consentVersion('fr')).toMatch(/^fr-[0-9a-f]{8}$/)
    expect(consentVersion('de')).toMatch(/^de-[0-9a-f]{8}$/)
    expect((await outboxRows(french.key))[0]?.consent_version).toBe(consentVersion('fr'))
    expect((await outboxRows(german.key))[0]?.consent_version).toBe(consentVersion('de'))
    await deliver(french.queue)
    const body = JSON.parse((await sinkRow(french.key))?.body ?? '{}')
    expect(body.customer.data_protection_consent_version).toBe(consentVersion('fr'))
  })
})

describe('retention, in the scheduled handler', () => {
  it('anonymises leads 90 days after delivery, deletes spam after 7 days, keeps the rest', async () => {
    const old = await submit()
    const recent = await submit()
    const pending = await submit()
    const deadOld = await submit()
    await deliver(old.queue)
    await deliver(recent.queue)
    await setDates(old.key, { forwarded_at: daysAgo(91), created_at: daysAgo(91) })
    await setDates(recent.key, { forwarded_at: daysAgo(89) })
    // Still being delivered: never touched, however old.
    await setDates(pending.key, { created_at: daysAgo(100), updated_at: daysAgo(100) })
    await env.DB.prepare(
      "UPDATE leads SET status = 'dead', updated_at = ? WHERE idempotency_key = ?"
    )
      .bind(daysAgo(91), deadOld.key)
      .run()
    const spamOld = await submitSpam()
    const spamRecent = await submitSpam()
    await setDates(spamOld.key, { created_at: daysAgo(8) })
    await setDates(spamRecent.key, { created_at: daysAgo(6) })

    const { retention } = await cron()
    expect(retention).toMatchObject({ anonymised: 2, spamDeleted: 1 })
    const [anonymised] = await outboxRows(old.key)
    expect(anonymised).toMatchObject({ status: 'forwarded', payload: '{}', kind: 'test-drive' })
    expect(JSON.stringify(anonymised)).not.toMatch(/Schmit|anne-marie|621/i)
    expect((await outboxRows(deadOld.key))[0]?.payload).toBe('{}')
    for (const kept of [recent, pending, spamRecent]) {
      expect((await outboxRows(kept.key))[0]?.payload).toContain('Schmit')
    }
    expect(await outboxRows(spamOld.key)).toEqual([])
    // The local CRM sink forgets with the same period.
    await env.DB.prepare(
      'UPDATE crm_sink_deliveries SET last_received_at = ? WHERE idempotency_key = ?'
    )
      .bind(daysAgo(91), old.key)
      .run()
    expect((await cron()).retention).toMatchObject({ anonymised: 0, sinkDeleted: 1 })
    expect(await sinkRow(old.key)).toBeNull()
    expect(await sinkRow(recent.key)).not.toBeNull()
  })

  it('follows LEAD_RETENTION_DAYS from the configuration', async () => {
    const lead = await submit()
    await deliver(lead.queue)
    await setDates(lead.key, { forwarded_at: daysAgo(31) })
    expect((await cron()).retention?.anonymised).toBe(0)
    const shorter = { ...env, LEAD_RETENTION_DAYS: '30' }
    expect((await cron(shorter)).retention?.anonymised).toBeGreaterThanOrEqual(1)
    expect((await outboxRows(lead.key))[0]?.payload).toBe('{}')
  })
})

describe('erasure of one person', () => {
  it('removes their rows from every table that holds them, and says how many', async () => {
    const email = 'Marie.Weber@Example.lu'
    const mine = await submit({ email })
    const spam = await submitSpam({ email: 'marie.weber@example.lu' })
    const theirs = await submit({ email: 'jean.muller@example.lu' })
    await deliver(mine.queue)
    await deliver(theirs.queue)
    await saveFormState(
      env.DB,
      { formId: 'f', values: { email: ' MARIE.WEBER@example.lu ' }, errors: {} },
      new Date()
    )
    await saveFormState(
      env.DB,
      { formId: 'f', values: { email: 'jean.muller@example.lu' }, errors: {} },
      new Date()
    )
    await env.DB.prepare(
      `INSERT INTO mail_sink_messages (idempotency_key, id, sender, recipients, subject, text_body,
         html_body, reply_to, first_received_at, last_received_at)
       VALUES ('lead/x', 'x', 'site@groupe-auto.example', '["bertrange@groupe-auto.example"]',
         'Nouvelle demande', 'Marie', '<p>Marie</p>', 'marie.weber@example.lu', ?, ?)`
    )
      .bind(daysAgo(0), daysAgo(0))
      .run()

    // A stock alert of hers (docs/decisions/0060), and one of someone else's.
    await env.DB.batch(
      ['Marie.Weber@example.lu', 'someone.else@example.lu'].map((address, index) =>
        env.DB.prepare(
          `INSERT INTO stock_alerts (id, kind, status, email, language, frequency, search, created_at)
           VALUES (?, 'search', 'active', ?, 'fr', 'daily', '', ?)`
        ).bind(`alert-${index}`, address, daysAgo(0))
      )
    )
    const removed = await erasePerson(env.DB, '  marie.weber@EXAMPLE.lu')
    expect(removed).toEqual({
      leads: 2,
      lead_form_states: 1,
      crm_sink_deliveries: 1,
      // The lead mailed to the dealership, and her own confirmation (docs/decisions/0058).
      mail_sink_messages: 2,
      stock_alerts: 1,
    })
    expect(await outboxRows(mine.key)).toEqual([])
    expect(await outboxRows(spam.key)).toEqual([])
    expect(await sinkRow(mine.key)).toBeNull()
    expect(await outboxRows(theirs.key)).toHaveLength(1)
    expect(await sinkRow(theirs.key)).not.toBeNull()
    const states = await env.DB.prepare('SELECT state FROM lead_form_states').all<{
      state: string
    }>()
    expect(states.results.map((row) => row.state).join()).not.toMatch(/marie/i)
    expect(states.results.map((row) => row.state).join()).toMatch(/jean/)
    // Nothing left to erase the second time.
    expect(Object.values(await erasePerson(env.DB, email))).toEqual([0, 0, 0, 0, 0])
  })

  it('treats the address as data, never as SQL', async () => {
    const lead = await submit()
    const removed = await erasePerson(env.DB, "x' OR '1'='1")
    expect(removed.leads).toBe(0)
    expect(await outboxRows(lead.key)).toHaveLength(1)
  })
})
