import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { notFound } from '../../client/errors/error-types.ts'
import { routeTable } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import type { CachedPage } from '../cache/page-cache.ts'
import { dataRequests } from '../middleware/data-requests.ts'
import { createUpstreamHealth } from '../upstream/upstream-health.ts'
import { answerData, answerRedirect } from './answer-data.ts'
import { type PageAnswer, resolvePayload } from './page-answer.ts'

const route = routeTable.find((r) => r.id === 'stock-compare___fr')!

function answer(result: Parameters<typeof resolvePayload>[0]['result'], failed = false) {
  const health = createUpstreamHealth()
  if (failed) health.failed('stock')
  return resolvePayload({
    route,
    url: new URL('https://example.com/stock/comparer'),
    siteUrl: 'https://www.example.lu',
    result,
    params: {},
    health,
    personal: false,
  })
}

const page = {
  kind: 'page' as const,
  page: 'compare' as const,
  data: {},
  meta: { structuredData: [{ '@type': 'Thing' }] },
}

async function serveData(pageAnswer: PageAnswer) {
  const kept: Omit<CachedPage, 'cacheControl' | 'cacheTag'>[] = []
  const app = new Hono<AppEnv>().get('*', (c) =>
    answerData(c, pageAnswer, (entry) => kept.push(entry))
  )
  const response = await app.request('/__data/stock/comparer')
  return { response, body: await response.text(), kept }
}

describe('answerData', () => {
  it('answers the payload as the browser gets it, and keeps those bytes', async () => {
    const { response, body, kept } = await serveData(answer(page))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(body)).toMatchObject({ kind: 'page', routeId: 'stock-compare___fr' })
    expect(JSON.parse(body).meta.structuredData).toEqual([])
    expect(kept).toEqual([
      { body: new TextEncoder().encode(body), contentType: 'application/json', etag: null },
    ])
  })

  it('answers 200 for a missing page (its status is in the payload), 503 when degraded', async () => {
    const missing = await serveData(
      answer({ kind: 'error', error: notFound('page-not-found', '/stock/comparer') })
    )
    expect(missing.response.status).toBe(200)
    expect(JSON.parse(missing.body)).toMatchObject({ kind: 'error', status: 404 })
    expect((await serveData(answer(page, true))).response.status).toBe(503)
  })
})

describe('answerRedirect', () => {
  const app = new Hono<AppEnv>()
    .use(dataRequests())
    .get('*', (c) => answerRedirect(c, '/stock?brand=kia'))

  it('is a 301 for a document, and a payload the browser router follows for a payload', async () => {
    const document = await app.request('/fr/stock')
    expect(document.status).toBe(301)
    expect(document.headers.get('location')).toBe('/stock?brand=kia')
    const payload = await app.request('/__data/fr/stock')
    expect(payload.status).toBe(200)
    expect(await payload.json()).toEqual({ kind: 'redirect', location: '/stock?brand=kia' })
  })
})
