import { describe, expect, it } from 'vitest'
import { notFound } from '../../client/errors/error-types.ts'
import { routeTable } from '../../client/routes/route-table.ts'
import { createUpstreamHealth } from '../upstream/upstream-health.ts'
import type { PageResult } from './loader.ts'
import { forBrowser, resolvePayload } from './page-answer.ts'

const route = routeTable.find((r) => r.id === 'stock-compare___fr')!
const url = new URL('https://example.com/stock/comparer')
const params = {}
const page: PageResult<'compare'> = {
  kind: 'page',
  page: 'compare',
  data: {},
  meta: { title: 'Comparer' },
  cacheTags: ['v:1'],
}

function resolve(
  result: Parameters<typeof resolvePayload>[0]['result'],
  options: { personal?: boolean; failed?: boolean; fellBack?: boolean } = {}
) {
  const health = createUpstreamHealth()
  if (options.failed) health.failed('stock')
  if (options.fellBack) health.fellBack('content')
  return resolvePayload({
    route,
    url,
    siteUrl: 'https://www.example.lu',
    result,
    params,
    health,
    personal: options.personal ?? false,
  })
}

describe('resolvePayload: a loader’s result as the page answer', () => {
  it('a page: 200, its payload, kept by the edge, tagged with its route and its data', () => {
    const answer = resolve(page)
    expect(answer.status).toBe(200)
    expect(answer.payload).toMatchObject({
      kind: 'page',
      routeId: 'stock-compare___fr',
      page: 'compare',
      params,
      data: {},
      meta: { canonical: 'https://www.example.lu/stock/comparer' },
    })
    expect(answer.headers).toEqual({
      cacheControl:
        'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
      cacheTag: 'html,route:stock-compare___fr,v:1',
    })
  })

  it('a missing page: its status, kept briefly, without the data’s tags', () => {
    const answer = resolve({ kind: 'error', error: notFound('vehicle-not-found', url.pathname) })
    expect(answer.status).toBe(404)
    expect(answer.payload).toMatchObject({ kind: 'error', status: 404 })
    expect(answer.headers).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=60',
      cacheTag: 'html,route:stock-compare___fr',
    })
  })

  it('a page missing upstream data: 503, its text kept, never cached', () => {
    const answer = resolve(page, { failed: true })
    expect(answer.status).toBe(503)
    expect(answer.payload).toMatchObject({ kind: 'page', status: 200 })
    expect(answer.headers.cacheControl).toBe('no-store')
  })

  it('an error while upstream data is missing: "come back later", not "not found"', () => {
    const answer = resolve(
      { kind: 'error', error: notFound('vehicle-not-found', url.pathname) },
      { failed: true }
    )
    expect(answer.status).toBe(503)
    expect(answer.payload).toMatchObject({ kind: 'error', status: 503 })
  })

  it('a personal answer is private; one built from outage copies is kept briefly', () => {
    expect(resolve(page, { personal: true }).headers.cacheControl).toBe('private, no-store')
    expect(resolve(page, { fellBack: true }).headers.cacheControl).toBe(
      'public, max-age=0, s-maxage=30, stale-if-error=86400'
    )
  })
})

describe('forBrowser', () => {
  it('leaves the structured data to the document’s head', () => {
    const { payload } = resolve({ ...page, meta: { structuredData: [{ '@type': 'Car' }] } })
    expect(payload.meta.structuredData).toHaveLength(1)
    expect(forBrowser(payload).meta.structuredData).toEqual([])
    expect(forBrowser(payload).meta.title).toBe(payload.meta.title)
  })
})
