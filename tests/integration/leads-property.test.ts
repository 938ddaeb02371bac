import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../../client/api/endpoints.ts'
import { createLeadSchema } from '../../client/features/lead-forms/lead-schema.ts'
import { dealershipDirectory } from '../../worker/leads/dealership-directory.ts'
import { appConfig } from '../../worker/env.ts'
import { createServices } from '../../worker/services.ts'
import { leadsApp, postJson, recordingQueue, testDriveLead } from './leads-fixtures.ts'

const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "Robert'); DROP TABLE leads;--",
    '\u0000\u202e\ud800',
    'x'.repeat(70_000)
  )
)
const hostileValue = fc.oneof(hostileString, fc.anything({ maxDepth: 2 }), fc.constant(undefined))
const fields = [
  'kind',
  'idempotencyKey',
  'website',
  'civility',
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'date',
  'time',
  'message',
  'consent',
  'newsletter',
  'snapshot',
  'tradeYear',
] as const

/** Bodies: anything at all, or a valid lead with some fields replaced, removed or added. */
const hostileBody = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: 4 }),
      extra: fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }),
    })
    .map(({ replace, extra }) => ({ ...extra, ...testDriveLead(), ...replace }))
)

describe('hostile bodies', () => {
  it('never cause a 500, and nothing the schema refuses is stored', async () => {
    const app = leadsApp({ queue: recordingQueue() })
    // The Worker's rule: the dealerships of the stock API's locations.
    const { stock } = createServices({
      env,
      config: appConfig(env),
      upstreamFetch: fetch,
      waitUntil: () => undefined,
    })
    const dealership = await dealershipDirectory(
      () => stock.locations(),
      () => undefined
    )
    const schema = createLeadSchema({ language: 'fr', dealership })
    let run = 0
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        run += 1
        const ip = `2001:db8::${run.toString(16)}`
        const response = await app.post(postJson(body, { 'cf-connecting-ip': ip }))
        // Taken when the endpoint's contract (the JSON type of each field) and the lead's rules
        // both accept it.
        const accepted =
          endpoints.leads.input.safeParse(body).success && schema.safeParse(body).success
        if (new TextEncoder().encode(JSON.stringify(body) ?? '').length > 64 * 1024) {
          // Over the body limit: refused before parsing, whatever it holds.
          expect(response.status).toBe(413)
          await response.body?.cancel()
        } else if (!accepted) {
          expect([400, 413, 422]).toContain(response.status)
          const answer = await response.json<{ errors: Record<string, string> }>()
          expect(Object.keys(answer.errors).length).toBeGreaterThan(0)
          for (const message of Object.values(answer.errors)) expect(message).toMatch(/[a-zé]/)
        } else {
          expect([200, 201]).toContain(response.status)
          await response.body?.cancel()
        }
      }),
      { numRuns: 5_000 }
    )
    // Every stored row passes the schema it was checked with (slots aside: time has moved on).
    const { results } = await env.DB.prepare('SELECT payload FROM leads').all<{ payload: string }>()
    const stored = createLeadSchema({ checkSlots: false, language: 'fr', dealership: null })
    for (const row of results) expect(stored.safeParse(JSON.parse(row.payload)).success).toBe(true)
  }, 600_000)
})
