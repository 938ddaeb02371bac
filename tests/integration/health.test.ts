import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READINESS_MEMORY_MS } from '../../worker/health/readiness.ts'
import { SMOKE_TOKEN_HEADER } from '../../worker/api/smoke-lead.ts'
import { appFetch } from './app-fetch.ts'
import { outboxRows, postJson, sinkRow, testDriveLead } from './leads-fixtures.ts'
import { siteWithUpstreams } from './outage.fixtures.ts'

/**
 * The answers for uptime monitors (`/healthz`, `/readyz`) and the smoke test's lead dry-run
 * (docs/decisions/0053), over real local KV and D1 with upstreams that can be cut.
 */

const site = siteWithUpstreams({
  deadlines: { stockMs: 200, contentAttemptMs: 100, contentLastGoodMs: 50 },
  contentRateLimits: { single: 500, small: 150, medium: 100, large: 60, 'very-large': 60 },
})

/** Texts a readiness answer must never show: hosts, URLs, secrets. */
const LEAKS = /local\.test|https?:|token|secret|127\.0\.0\.1/i

describe('/healthz', () => {
  it('answers from the Worker alone: 200, the build, never cached, with every upstream down', async () => {
    site.cut('unreachable')
    const before = site.calls()
    const response = await site.fetch('/healthz')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ok', build: 'test-build' })
    expect(site.calls()).toEqual(before)
    site.cut('none')
  })
})

describe('/readyz', () => {
  it('is ready when every upstream answers, and names the one that does not', async () => {
    site.restartIsolate()
    const ready = await site.fetch('/readyz')
    const body = await ready.text()
    expect(ready.status, body).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(JSON.parse(body)).toMatchObject({
      status: 'ready',
      checks: {
        content: { state: 'ok' },
        stock: { state: 'ok' },
        crm: { state: 'ok' },
        d1: { state: 'ok' },
      },
    })

    site.cut('unreachable', ['stock'])
    site.advance(READINESS_MEMORY_MS + 1)
    const degraded = await site.fetch('/readyz')
    const text = await degraded.text()
    expect(degraded.status).toBe(503)
    expect(degraded.headers.get('cache-control')).toBe('no-store')
    expect(JSON.parse(text)).toMatchObject({
      status: 'degraded',
      checks: { content: { state: 'ok' }, stock: { state: 'degraded' }, d1: { state: 'ok' } },
    })
    expect(text).not.toMatch(LEAKS)

    // A hanging CMS is degraded within the probe's deadline, not after the request's own.
    site.cut('hang', ['content'])
    site.advance(READINESS_MEMORY_MS + 1)
    const hanging = await site.fetch('/readyz')
    expect(await hanging.json()).toMatchObject({ checks: { content: { state: 'degraded' } } })
    site.cut('none')
    await site.settle()
  })

  it('asks the upstreams at most once per isolate every few seconds, however often it is polled', async () => {
    site.restartIsolate()
    const before = site.calls()
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.fetch('/readyz')))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    await Promise.all(answers.map((answer) => answer.arrayBuffer()))
    const once = site.calls()
    expect(once.stock - before.stock).toBe(1)
    expect(once.content - before.content).toBeLessThanOrEqual(2)
    site.advance(READINESS_MEMORY_MS - 1)
    await (await site.fetch('/readyz')).arrayBuffer()
    expect(site.calls()).toEqual(once)
    site.advance(2)
    await (await site.fetch('/readyz')).arrayBuffer()
    expect(site.calls().stock).toBe(once.stock + 1)
  })

  it('is in no sitemap', async () => {
    const index = await appFetch('/sitemap.xml')
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '/').pathname
    )
    for (const file of files) {
      expect(await (await appFetch(file)).text()).not.toMatch(/\/(healthz|readyz)\b/)
    }
  })
})

describe('the lead dry-run of the smoke test', () => {
  const token = { [SMOKE_TOKEN_HEADER]: 'test-smoke-token-0123456789' }

  it('validates a lead fully and reaches the CRM, storing and sending nothing', async () => {
    const lead = testDriveLead()
    const key = String(lead.idempotencyKey)
    const response = await appFetch('/api/smoke/lead', postJson(lead, token))
    const body = await response.text()
    expect(response.status, body).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(JSON.parse(body)).toEqual({
      dryRun: true,
      stored: false,
      lead: 'valid',
      subjectVerified: true,
      crmPayload: 'valid',
      channel: 'crm',
      crm: 'reachable',
    })
    expect(await outboxRows(key)).toEqual([])
    expect(await sinkRow(key)).toBeNull()
    const { count } = (await env.DB.prepare('SELECT COUNT(*) AS count FROM leads').first<{
      count: number
    }>()) ?? { count: -1 }
    expect(count).toBe(0)
  })

  it('refuses an invalid lead with its field errors, like the form', async () => {
    const response = await appFetch(
      '/api/smoke/lead',
      postJson(testDriveLead({ email: 'pas-une-adresse' }), token)
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      lead: 'invalid',
      errors: { email: expect.any(String) },
    })
  })

  it('is closed without the smoke token', async () => {
    const wrong: Record<string, string>[] = [{}, { [SMOKE_TOKEN_HEADER]: 'wrong-token-0123456789' }]
    for (const headers of wrong) {
      const response = await appFetch('/api/smoke/lead', postJson(testDriveLead(), headers))
      expect(response.status).toBe(401)
    }
  })
})
