import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { RATE_LIMIT } from '../../worker/leads/rate-limit.ts'
import { appFetch } from './app-fetch.ts'
import {
  futureSlot,
  leadsApp,
  outboxRows,
  postJson,
  recordingQueue,
  testDriveLead,
} from './leads-fixtures.ts'

/** A request line sent as written (`new URL('//evil.com', base)` would change hosts). */
function fetchRaw(url: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(url, { redirect: 'manual', ...init }))
}

function expectOnSite(response: Response) {
  const location = response.headers.get('location')
  if (location === null) return
  expect(location, location).toMatch(/^\/(?![/\\])/)
  expect(new URL(location, 'https://dealer.example/x').origin).toBe('https://dealer.example')
}

const page = '/stock/1042-1-kia-sportage/essai-routier'

/** A no-JavaScript test-drive form body. */
function formFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    kind: 'test-drive',
    formId: 'essai-routier',
    pageUrl: page,
    subjectType: 'vehicle',
    subjectId: '1042',
    civility: 'madame',
    firstName: 'Anne-Marie',
    lastName: 'Schmit',
    email: 'anne-marie.schmit@example.lu',
    phone: '621 123 456',
    location: 'bertrange',
    ...futureSlot(),
    consent: 'on',
    website: '',
    ...overrides,
  }
}

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  }
}

async function leadRowsFor(email: string) {
  const { results } = await env.DB.prepare('SELECT payload FROM leads WHERE payload LIKE ?')
    .bind(`%${email}%`)
    .all<{ payload: string }>()
  return results
}

describe('open redirects (issue 28)', () => {
  it('the trailing-slash rule never sends a visitor to another host', async () => {
    for (const url of [
      'http://localhost:8787//evil.com/',
      'http://localhost:8787///evil.com/',
      'http://localhost:8787/%2F%2Fevil.com/',
      'http://localhost:8787/%5Cevil.com/',
      'http://localhost:8787/.//evil.com/',
    ]) {
      const response = await fetchRaw(url)
      expect(response.status, url).toBeLessThan(500)
      expectOnSite(response)
    }
    // The rule itself still works.
    const plain = await appFetch('/news/?page=2')
    expect(plain.headers.get('location')).toBe('/news?page=2')
  })

  it('a no-JavaScript lead answer never leaves the site, valid or not', async () => {
    const app = leadsApp({ queue: recordingQueue() })
    for (const pageUrl of [
      '/.//evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil',
    ]) {
      const invalid = await app.post(formPost(formFields({ pageUrl, email: 'nope' })))
      expect(invalid.status, pageUrl).toBe(303)
      expectOnSite(invalid)
      expect(invalid.headers.get('location')).toMatch(
        /^\/\?formulaire=[0-9a-f-]{36}#essai-routier$/
      )
    }
    const valid = await app.post(
      formPost(formFields({ pageUrl: '/.//evil.example', email: 'valid.redirect@example.lu' }), {
        'cf-connecting-ip': '198.51.100.40',
      })
    )
    expect(valid.status).toBe(303)
    expectOnSite(valid)
  })
})

describe('cross-site leads (issue 28)', () => {
  it('refuses a post another website makes its visitors send, as JSON or as a form', async () => {
    const lead = testDriveLead()
    const json = await appFetch('/api/leads', postJson(lead, { origin: 'https://evil.example' }))
    expect(json.status).toBe(403)
    expect((await json.json<{ errors: { _form: string } }>()).errors._form).toMatch(
      /ne vient pas de notre site/
    )
    const form = await appFetch(
      '/api/leads',
      formPost(formFields({ email: 'cross.site@example.lu' }), { 'sec-fetch-site': 'cross-site' })
    )
    expect(form.status).toBe(403)
    expect(await form.text()).toContain('ne vient pas de notre site')
    const sameSite = await appFetch(
      '/api/leads',
      postJson(testDriveLead(), { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' })
    )
    expect(sameSite.status).toBe(403)
    const sandboxed = await appFetch('/api/leads', postJson(testDriveLead(), { origin: 'null' }))
    expect(sandboxed.status).toBe(403)
    expect(await outboxRows(String(lead.idempotencyKey))).toEqual([])
    expect(await leadRowsFor('cross.site@example.lu')).toEqual([])
  })

  it('takes the site’s own posts: same origin, a navigation of the visitor, or no browser at all', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost:8787' },
      // The local edge speaks https to the browser and http to the Worker.
      { origin: 'https://localhost:8787' },
      { 'sec-fetch-site': 'same-origin', origin: 'null' },
      { 'sec-fetch-site': 'none' },
      {},
    ]
    for (const [index, headers] of cases.entries()) {
      const response = await appFetch(
        '/api/leads',
        postJson(testDriveLead(), { 'cf-connecting-ip': `198.51.100.${60 + index}`, ...headers })
      )
      expect(response.status, JSON.stringify(headers)).toBe(201)
    }
  })

  it('accepts JSON only as application/json (no preflight-free text/plain)', async () => {
    const lead = testDriveLead()
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'multipart/form-data; boundary=x',
      'application/jsonx',
    ]) {
      const response = await appFetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(lead),
      })
      expect(response.status, type).toBe(415)
    }
    expect(await outboxRows(String(lead.idempotencyKey))).toEqual([])
    const json = await appFetch(
      '/api/leads',
      postJson(lead, {
        'content-type': 'application/json; charset=utf-8',
        'cf-connecting-ip': '198.51.100.70',
      })
    )
    expect(json.status).toBe(201)
  })
})

describe('automated leads (issue 28)', () => {
  it('stores nothing for a honeypot hit, answers it as a success, and counts it in the limit', async () => {
    const app = leadsApp({ queue: recordingQueue() })
    const statuses: number[] = []
    const keys: string[] = []
    for (let index = 0; index <= RATE_LIMIT.maxLeads; index += 1) {
      const lead = testDriveLead({ website: 'https://spam.example' })
      keys.push(String(lead.idempotencyKey))
      const response = await app.post(postJson(lead, { 'cf-connecting-ip': '192.0.2.200' }))
      statuses.push(response.status)
    }
    expect(statuses.slice(0, RATE_LIMIT.maxLeads).every((status) => status === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    const { results } = await env.DB.prepare("SELECT id FROM leads WHERE status = 'spam'").all()
    expect(results).toEqual([])
  })

  it('limits every post of a client before storing anything, invalid no-JS posts included', async () => {
    let now = new Date('2026-11-20T10:00:00Z')
    const app = leadsApp({ queue: recordingQueue(), now: () => now })
    const count = async () =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_form_states').first<{ n: number }>())
        ?.n ?? 0
    const before = await count()
    const statuses: number[] = []
    for (let index = 0; index <= RATE_LIMIT.maxPosts; index += 1) {
      const response = await app.post(
        formPost(formFields({ email: `invalid-${index}` }), { 'cf-connecting-ip': '192.0.2.201' })
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, RATE_LIMIT.maxPosts).every((status) => status === 303)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect((await count()) - before).toBe(RATE_LIMIT.maxPosts)
    // The next window lets the client in again.
    now = new Date(now.getTime() + RATE_LIMIT.windowSeconds * 1000)
    const later = await app.post(
      formPost(formFields({ email: 'invalid' }), { 'cf-connecting-ip': '192.0.2.201' })
    )
    expect(later.status).toBe(303)
  })

  it('keeps a bounded form state, whatever the body carries, for ten minutes', async () => {
    const junk: Record<string, string> = {}
    for (let index = 0; index < 30; index += 1) junk[`junk${index}`] = 'x'.repeat(1900)
    const response = await appFetch(
      '/api/leads',
      formPost(
        formFields({
          email: 'nope',
          message: 'm'.repeat(5000),
          firstName: 'f'.repeat(3000),
          ...junk,
        }),
        { 'cf-connecting-ip': '192.0.2.202' }
      )
    )
    expect(response.status).toBe(303)
    const token = new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get(
      'formulaire'
    )
    const row = await env.DB.prepare(
      'SELECT state, expires_at FROM lead_form_states WHERE token = ?'
    )
      .bind(token)
      .first<{ state: string; expires_at: number }>()
    expect(row).not.toBeNull()
    expect(row!.state.length).toBeLessThan(10 * 1024)
    expect(row!.state).not.toContain('junk')
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(10 * 60_000)
  })

  it('makes one lead of a no-JavaScript double submit', async () => {
    const fields = formFields({ email: 'double.submit@example.lu' })
    const headers = { 'cf-connecting-ip': '192.0.2.203' }
    const first = await appFetch('/api/leads', formPost(fields, headers))
    const second = await appFetch('/api/leads', formPost(fields, headers))
    expect(first.status).toBe(303)
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(await leadRowsFor('double.submit@example.lu')).toHaveLength(1)
    // Another form, or the same one changed, is another lead.
    const changed = await appFetch(
      '/api/leads',
      formPost({ ...fields, message: 'Une autre question' }, headers)
    )
    expect(changed.status).toBe(303)
    expect(await leadRowsFor('double.submit@example.lu')).toHaveLength(2)
  })

  it('finds the first lead of a double submit across the boundary of two windows', async () => {
    let now = new Date('2026-11-20T10:09:59.900Z')
    const app = leadsApp({ queue: recordingQueue(), now: () => now })
    const fields = formFields({ email: 'boundary@example.lu' })
    await app.post(formPost(fields, { 'cf-connecting-ip': '192.0.2.204' }))
    now = new Date('2026-11-20T10:10:00.300Z')
    await app.post(formPost(fields, { 'cf-connecting-ip': '192.0.2.204' }))
    expect(await leadRowsFor('boundary@example.lu')).toHaveLength(1)
  })

  it('strips control characters at the boundary: no CR/LF in single-line fields or UTM values', async () => {
    const lead = testDriveLead({
      lastName: 'Schmit\u0007',
      message: 'Ligne 1\r\nLigne 2\u0000\u001b[31m\rLigne 3',
      snapshot: {
        subject: { type: 'vehicle', id: '1042' },
        pageUrl: '/stock/1042-1-kia-sportage/essai-routier',
        utm: { utm_source: 'news\r\nX-Injected: 1', utm_campaign: 'hiver\t2026\u2028' },
      },
    })
    const response = await appFetch(
      '/api/leads',
      postJson(lead, { 'cf-connecting-ip': '192.0.2.205' })
    )
    expect(response.status).toBe(201)
    const row = await env.DB.prepare('SELECT payload FROM leads WHERE idempotency_key = ?')
      .bind(String(lead.idempotencyKey))
      .first<{ payload: string }>()
    const stored = JSON.parse(row?.payload ?? '{}')
    expect(stored.lastName).toBe('Schmit')
    expect(stored.message).toBe('Ligne 1\nLigne 2[31m\nLigne 3')
    expect(stored.snapshot.utm).toEqual({
      utm_source: 'news X-Injected: 1',
      utm_campaign: 'hiver2026 ',
    })
    // eslint-disable-next-line no-control-regex -- what must not be there
    expect(row?.payload.replace(/\\n/g, '')).not.toMatch(/\\r|\\u00|[\u0000-\u001f]/)
  })
})
