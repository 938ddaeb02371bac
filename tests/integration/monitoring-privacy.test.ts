import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORM_STATE_TOKEN_PARAM } from '../../client/features/privacy/scrub-url.ts'
import worker from '../../worker/index.ts'
import { FORM_STATE_PARAM } from '../../worker/leads/form-state.ts'
import { testDriveLead } from './leads-fixtures.ts'

/**
 * An error during `POST /api/leads` with monitoring configured: what reaches Sentry must hold none
 * of the lead (name, e-mail, phone, message), nor the visitor's IP address or cookies. The network
 * edge alone is mocked: Sentry's envelope POST lands in a local sink; any other outbound request
 * fails the test.
 */
const DSN = 'https://publickey@sentry.local.test/42'

function sentrySink() {
  const envelopes: string[] = []
  const unexpected: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.host !== 'sentry.local.test') {
      unexpected.push(request.url)
      throw new Error(`Unexpected outbound request to ${request.url}`)
    }
    envelopes.push(new TextDecoder().decode(await request.arrayBuffer()))
    return new Response('{}', { status: 200 })
  })
  return { envelopes, unexpected }
}

/**
 * A D1 binding that is down, as a plain object of its own: Sentry instruments a D1 binding by
 * replacing its `prepare` in place, which must never reach the binding the other files share.
 */
function downD1() {
  const down = () => {
    throw new Error('D1_ERROR: injected failure')
  }
  return { prepare: down, batch: down, exec: down, dump: down, withSession: down }
}

/** The Worker's env with monitoring on and `overrides` in place of some bindings. */
function monitoredEnv(overrides: Record<string, unknown>): Env {
  const values: Record<string, unknown> = { SENTRY_DSN: DSN, ...overrides }
  return new Proxy(env, {
    get: (target, property) =>
      typeof property === 'string' && property in values
        ? values[property]
        : Reflect.get(target, property),
    has: (target, property) =>
      typeof property === 'string' && property in values
        ? values[property] !== undefined
        : Reflect.has(target, property),
  })
}

const lead = testDriveLead({
  firstName: 'Anne-Marie',
  lastName: 'Schmit',
  email: 'anne-marie.schmit@example.lu',
  phone: '621 123 456',
  message: 'Rappelez-moi au bureau, code portail 4711.',
})
const personal = [
  'Anne-Marie',
  'Schmit',
  'anne-marie.schmit',
  '621 123 456',
  '621123456',
  'code portail 4711',
  '203.0.113.77',
  'session-secret-cookie',
  'formulaire=',
  String(lead.idempotencyKey),
]

async function postLead(workerEnv: Env): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request('http://localhost:8787/api/leads?formulaire=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:8787',
        'sec-fetch-site': 'same-origin',
        'cf-connecting-ip': '203.0.113.77',
        'x-forwarded-for': '203.0.113.77',
        'x-real-ip': '203.0.113.77',
        cookie: 'consent=1; sid=session-secret-cookie',
        referer:
          'http://localhost:8787/stock/1042-1-kia-sportage/essai-routier?email=anne-marie.schmit@example.lu',
        'user-agent': 'Mozilla/5.0 (test)',
      },
      body: JSON.stringify(lead),
    }),
    workerEnv,
    ctx
  )
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return response
}

beforeEach(() => {
  // @sentry/cloudflare keeps one client per isolate (`__SENTRY_CLOUDFLARE_CLIENT__`), made by the
  // first monitored request and reused by every later one: this file's client must be its own,
  // whatever an earlier file in the same isolate left there.
  Reflect.deleteProperty(globalThis, '__SENTRY_CLOUDFLARE_CLIENT__')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Sentry during a lead', () => {
  it("scrubs the no-JavaScript form's own state parameter", () => {
    expect(FORM_STATE_TOKEN_PARAM).toBe(FORM_STATE_PARAM)
  })

  it.each([
    [
      'D1 and the queue fail (reported errors)',
      {
        DB: downD1(),
        LEADS_QUEUE: { send: () => Promise.reject(new Error('queue down')) },
      },
    ],
    ['the handler throws (a binding missing)', { DB: downD1(), LEADS_QUEUE: undefined }],
  ])('%s: the envelopes carry none of the lead, the IP or the cookies', async (_, overrides) => {
    const sink = sentrySink()
    const response = await postLead(monitoredEnv(overrides))
    expect(response.status).toBeGreaterThanOrEqual(500)
    expect(sink.unexpected).toEqual([])
    const events = sink.envelopes.filter((envelope) => envelope.includes('"type":"event"'))
    expect(events.length, 'an error event reached the sink').toBeGreaterThan(0)
    const sent = sink.envelopes.join('\n')
    for (const value of personal) expect(sent).not.toContain(value)
    // What stays useful: the route, the error, the environment.
    expect(sent).toContain('/api/leads')
    expect(sent).toContain('"environment":"local"')
  })
})
