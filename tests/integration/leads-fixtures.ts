import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import type { AppEnv } from '../../worker/app-env.ts'
import { addDays } from '../../client/features/opening-hours/calendar-date.ts'
import { demoDealership } from '../../scripts/demo-data/demo-dealerships.ts'
import { bookingDateBounds, slotsOn } from '../../client/features/lead-forms/slots.ts'
import { createCrmClient } from '../../worker/crm/crm-client.ts'
import { crmChannel } from '../../worker/leads/channels.ts'
import { appConfig } from '../../worker/env.ts'
import type { LeadMessage, LeadQueue } from '../../worker/leads/lead-message.ts'
import type { LeadPipelineDeps } from '../../worker/leads/pipeline.ts'
import { leadsRoutes } from '../../worker/leads/routes.ts'
import { createLocalCrmSink } from '../../worker/local-services/crm/app.ts'
import { createServices } from '../../worker/services.ts'

/** The slot found for each "today" (Luxembourg date): see futureSlot. */
const slotOfToday = new Map<string, { date: string; time: string }>()

/** The first bookable showroom slot at Bertrange from tomorrow on. */
export function futureSlot(now = new Date()): { date: string; time: string } {
  // Kept per day: the search checks 48 times a day, each on Luxembourg clocks (about 9 ms), and
  // the property test builds thousands of leads. From tomorrow on, the answer depends on the day
  // alone.
  const today = bookingDateBounds(now).min
  const kept = slotOfToday.get(today)
  if (kept) return { ...kept }
  let date = addDays(today, 1)
  for (let day = 0; day < 14; day += 1, date = addDays(date, 1)) {
    const [time] = slotsOn(demoDealership('bertrange'), 'showroom', date, now)
    if (time) {
      slotOfToday.set(today, { date, time })
      return { date, time }
    }
  }
  throw new Error('No bookable slot in two weeks')
}

/** A valid test-drive lead; `overrides` replace fields. */
export function testDriveLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'test-drive',
    idempotencyKey: crypto.randomUUID(),
    website: '',
    civility: 'madame',
    firstName: 'Anne-Marie',
    lastName: 'Schmit',
    email: 'anne-marie.schmit@example.lu',
    phone: '621 123 456',
    location: 'bertrange',
    ...futureSlot(),
    message: 'Disponible en fin de journée.',
    consent: true,
    newsletter: false,
    snapshot: {
      subject: {
        type: 'vehicle',
        id: '1042',
        title: 'Kia Sportage 1.6 T-GDi',
        price: '32 990 € TVAC',
      },
      pageUrl: '/stock/1042-1-kia-sportage/essai-routier',
      utm: { utm_source: 'newsletter' },
    },
    ...overrides,
  }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }
}

/** A property of a native object, methods bound to it (they refuse a Proxy as `this`). */
function own(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property)
  return typeof value === 'function' ? value.bind(target) : value
}

/** A D1 database whose statements matching `fails` throw, as when D1 is unavailable. */
export function failingD1(
  db: D1Database,
  fails: (sql: string) => boolean = () => true
): D1Database {
  const broken = () => Promise.reject(new Error('D1_ERROR: injected failure'))
  const statement = (sql: string, real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, property) {
        if (property === 'bind')
          return (...values: unknown[]) => statement(sql, target.bind(...values))
        if (['first', 'run', 'all', 'raw'].includes(String(property)) && fails(sql)) return broken
        return own(target, property)
      },
    })
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => statement(sql, target.prepare(sql))
      return own(target, property)
    },
  })
}

export function recordingQueue(): LeadQueue & { sent: LeadMessage[] } {
  const sent: LeadMessage[] = []
  return { sent, send: async (message) => void sent.push(message) }
}

export const failingQueue: LeadQueue = {
  send: () => Promise.reject(new Error('Queue send failed: injected')),
}

/** The leads API mounted alone, as app.ts mounts it, with injected dependencies. */
export function leadsApp(overrides: Partial<LeadPipelineDeps>) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    const config = appConfig(c.env)
    c.set('config', config)
    c.set(
      'services',
      createServices({ env: c.env, config, upstreamFetch: fetch, waitUntil: () => undefined })
    )
    await next()
  })
  app.route('/api/leads', leadsRoutes({ report: () => undefined, ...overrides }))
  return {
    post: (init: RequestInit) =>
      app.request('http://localhost/api/leads', init, env, createExecutionContext()),
  }
}

export type CrmMode = 'ok' | 'status-500' | 'status-400' | 'hang' | 'refuse'

/**
 * The network edge of the CRM: requests reach the real local sink (which checks signatures and
 * records deliveries in D1) unless the current mode injects a failure.
 */
export function fakeCrm(mode: () => CrmMode) {
  const config = appConfig(env)
  const url = config.CRM_WEBHOOK_URL ?? 'http://crm.local.test/leads'
  const sink = createLocalCrmSink({
    secret: config.CRM_WEBHOOK_SECRET,
    path: new URL(url).pathname,
  })
  const calls: string[] = []
  const fetchCrm: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    calls.push(request.headers.get('Idempotency-Key') ?? '')
    const current = mode()
    if (current === 'status-500') return new Response('boom', { status: 500 })
    if (current === 'status-400') {
      return Response.json({ error: 'dealership "bertrange" unknown to this CRM' }, { status: 400 })
    }
    if (current === 'refuse') throw new TypeError('Network connection lost')
    if (current === 'hang') {
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason))
      )
    }
    return sink.fetch(request, env, createExecutionContext())
  }
  const client = createCrmClient({
    url,
    secret: config.CRM_WEBHOOK_SECRET,
    fetch: fetchCrm,
    requireSignature: true,
    timeoutMs: 50,
  })
  return { client, channel: crmChannel(client), calls }
}

export async function sinkRow(key: string) {
  return env.DB.prepare('SELECT * FROM crm_sink_deliveries WHERE idempotency_key = ?')
    .bind(key)
    .first<{ times_received: number; signature: string; body: string }>()
}

export async function outboxRows(key: string) {
  const { results } = await env.DB.prepare('SELECT * FROM leads WHERE idempotency_key = ?')
    .bind(key)
    .all<{
      id: string
      status: string
      attempts: number
      flags: string
      last_error: string | null
      answer_status: number | null
      answer_excerpt: string | null
      channel: string | null
      consent_version: string | null
      payload: string
    }>()
  return results
}
