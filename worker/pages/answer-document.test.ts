import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { PagePayload } from '../../framework/payload/payload.ts'
import { notFound } from '../../client/errors/error-types.ts'
import { type PageId, routeTable } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import type { CachedPage } from '../cache/page-cache.ts'
import { appConfig } from '../env.ts'
import { createUpstreamHealth } from '../upstream/upstream-health.ts'
import { answerDocument } from './answer-document.ts'
import { type PageAnswer, resolvePayload } from './page-answer.ts'

const route = routeTable.find((r) => r.id === 'stock-compare___fr')!
const url = new URL('https://example.com/stock/comparer')

function answer(result: Parameters<typeof resolvePayload>[0]['result'], failed = false) {
  const health = createUpstreamHealth()
  if (failed) health.failed('content')
  return resolvePayload({
    route,
    url,
    siteUrl: 'https://www.example.lu',
    result,
    params: {},
    health,
    personal: false,
  })
}

const compare = answer({ kind: 'page', page: 'compare', data: {}, meta: { title: 'Comparer' } })
const missing = answer({ kind: 'error', error: notFound('page-not-found', '/stock/comparer') })

/** Answers `page` as the document step does, for a visitor or a bot, and what it kept. */
async function serve(page: PageAnswer, options: { bot?: boolean; ifNoneMatch?: string } = {}) {
  const kept: Omit<CachedPage, 'cacheControl' | 'cacheTag'>[] = []
  const background: Promise<unknown>[] = []
  const app = new Hono<AppEnv>().get('*', (c) => {
    c.set('config', appConfig(env))
    c.set('isBot', options.bot ?? false)
    return answerDocument(c, { route, path: url.pathname, url }, page, (entry) => kept.push(entry))
  })
  const response = await app.request(
    url.pathname,
    { headers: options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {} },
    env,
    {
      waitUntil: (promise: Promise<unknown>) => background.push(promise),
      passThroughOnException() {},
      props: {},
    }
  )
  const body = await response.text()
  await Promise.all(background)
  return { response, body, kept }
}

describe('answerDocument', () => {
  it('renders the page with its validator, and keeps it', async () => {
    const { response, body, kept } = await serve(compare)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^W\/"test-build-/)
    expect(body).toMatch(/^<!DOCTYPE html>/i)
    expect(body).toContain('<title>Comparer')
    expect(kept).toHaveLength(1)
    expect(kept[0]?.etag).toBe(etag)
    expect(new TextDecoder().decode(kept[0]?.body)).toBe(body)
  })

  it('answers 304 to a current copy, and still fills the cache after the answer', async () => {
    const etag = (await serve(compare)).response.headers.get('etag')!
    const { response, body, kept } = await serve(compare, { ifNoneMatch: etag })
    expect(response.status).toBe(304)
    expect(body).toBe('')
    expect(kept).toHaveLength(1)
  })

  it('gives a bot an error’s status with a minimal body, and a visitor the error page', async () => {
    const bot = await serve(missing, { bot: true })
    expect(bot.response.status).toBe(404)
    expect(bot.body).toBe('<!doctype html><title>404</title>')
    const visitor = await serve(missing)
    expect(visitor.response.status).toBe(404)
    expect(visitor.body).toContain('<title>404 - Page Not Found: /stock/comparer')
  })

  it('gives a degraded answer no validator', async () => {
    const { response } = await serve(
      answer({ kind: 'page', page: 'compare', data: {}, meta: {} }, true)
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('etag')).toBeNull()
  })

  it('sends, but does not keep, a document whose render reported an error', async () => {
    // A vehicle page without its vehicle: the page's code fails on it inside a boundary.
    // Deliberately the wrong data for the page, which the compiler otherwise refuses.
    const payload = { ...compare.payload, page: 'vehicle-detail' } as PagePayload
    const broken = { ...compare, payload }
    const { response, kept } = await serve(broken)
    expect(response.status).toBe(200)
    expect(kept).toEqual([])
  })

  it('answers the visitor error page, never kept, when the render throws', async () => {
    // A page whose code cannot be found: the render fails before its first byte.
    const payload = { ...compare.payload, page: 'gone' as PageId } as PagePayload
    const broken = { ...compare, payload }
    const { response, body, kept } = await serve(broken)
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toContain('<title>500 - Internal Server Error')
    expect(kept).toEqual([])
  })
})
