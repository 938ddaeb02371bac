import { describe, expect, it } from 'vitest'
import { createSeededStockService } from '../demo-data/stock-service-fixture.ts'
import { checkStockApi, formatStockCheck, jsonPath, type Violation } from './contract-check.ts'

const BASE = 'http://stock.local.test/v1'

/** The embedded stock service in-process, as `npm run stock:check` reaches it over HTTP. */
function serviceFetch(options: { token?: string } = {}): typeof fetch {
  const { app, db } = createSeededStockService(options)
  return async (input, init) =>
    app.request(input instanceof Request ? input : String(input), init, { DB: db })
}

/** A JSON value changed in place at `path` (`Reflect`: the answers are plain JSON). */
function setAt(value: unknown, path: readonly (string | number)[], to: unknown): void {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      value
    )
  const last = path.at(-1)
  if (typeof parent !== 'object' || parent === null || last === undefined) return
  if (to === undefined) Reflect.deleteProperty(parent, last)
  else Reflect.set(parent, last, to)
}

/** Every string of the answer under a key in `keys`, rewritten by `to`. */
function rewrite(value: unknown, keys: ReadonlySet<string>, to: (text: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, keys, to))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      keys.has(key) && typeof item === 'string' ? to(item) : rewrite(item, keys, to),
    ])
  )
}

/** The `Content-Language` header of an answer that has one. */
const languageHeader = (language: string | null): Record<string, string> =>
  language === null ? {} : { 'content-language': language }

/**
 * A broken API: the service's answers, edited by path (`/brands`, `/vehicles/search`, …), with
 * their `Content-Language` unless `headers` says otherwise.
 */
function broken(
  edit: (path: string, body: unknown) => { status?: number; body: unknown } | undefined,
  headers: (path: string, contentLanguage: string | null) => Record<string, string> = (
    _path,
    language
  ) => languageHeader(language)
): typeof fetch {
  const inner = serviceFetch()
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const answer = await inner(input, init)
    const body: unknown = await answer.json()
    const path = `${url.pathname.slice('/v1'.length)}${url.search}`
    const changed = edit(path, body) ?? { body }
    const status = changed.status ?? answer.status
    const kept = headers(path, answer.headers.get('content-language'))
    return typeof changed.body === 'string'
      ? new Response(changed.body, { status, headers: kept })
      : Response.json(changed.body, { status, headers: kept })
  }
}

const paths = (violations: readonly Violation[]) =>
  violations.map((violation) => `${violation.request} ${violation.path}`)

describe('npm run stock:check', () => {
  it('writes JSON paths', () => {
    expect(jsonPath(['data', 0, 'images', 1, 'url'])).toBe('$.data[0].images[1].url')
    expect(jsonPath([])).toBe('$')
    expect(jsonPath(['options', 'body-style'])).toBe('$.options["body-style"]')
  })

  it('passes against the embedded stock service', async () => {
    const report = await checkStockApi({ baseUrl: BASE, fetch: serviceFetch() })
    expect(report.violations).toEqual([])
    expect(report.requests).toBe(13)
    expect(formatStockCheck(report, BASE)).toContain('every answer meets stock API v1.1.0')
  })

  it('passes against the service with a bearer token, and checks that it refuses none', async () => {
    const fetch = serviceFetch({ token: 'stock-secret' })
    const report = await checkStockApi({ baseUrl: BASE, fetch, token: 'stock-secret' })
    expect(report.violations).toEqual([])
    const anonymous = await checkStockApi({ baseUrl: BASE, fetch })
    expect(paths(anonymous.violations)).toContain('GET /v1/brands $')
    expect(anonymous.violations[0]?.message).toBe('HTTP 401, 200 expected')
  })

  it('fails a v1 API (site-relative addresses), naming every address', async () => {
    const relative = broken((_path, body) => ({
      body: rewrite(body, new Set(['url', 'logo', 'photo']), (text) =>
        text.replace('http://stock.local.test', '')
      ),
    }))
    const report = await checkStockApi({ baseUrl: BASE, fetch: relative })
    const found = paths(report.violations)
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /v1/brands $.data[0].logo',
        'GET /v1/brands $.data[11].logo',
        'GET /v1/vehicles/search?page_size=48&sort=price_asc $.data[0].images[0].url',
        'GET /v1/vehicles/search?page_size=48&sort=price_asc $.data[47].images[0].url',
        'GET /v1/locations $.data[0].employees[0].photo',
        'GET /v1/lease-offers $.data[0].image.url',
      ])
    )
    expect(
      found.some((path) =>
        /^GET \/v1\/brands\/[a-z-]+ \$\.data\.models\[0\]\.downloads\[0\]\.url$/.test(path)
      )
    ).toBe(true)
    expect(
      found.some((path) => /^GET \/v1\/vehicles\/\d+ \$\.data\.images\[1\]\.url$/.test(path))
    ).toBe(true)
    // Nothing but addresses is reported.
    for (const violation of report.violations) {
      expect(violation.path).toMatch(/\.(?:url|logo|photo)$/)
    }
  })

  it('fails an API that does not say the language of its free text, naming each answer', async () => {
    const silent = broken(
      () => undefined,
      (path, language) =>
        path.startsWith('/lease-offers/')
          ? { 'content-language': 'deutsch!' }
          : languageHeader(/^\/(brands\/|vehicles\/\d+$)/.test(path) ? null : language)
    )
    const report = await checkStockApi({ baseUrl: BASE, fetch: silent })
    const found = paths(report.violations)
    expect(found.filter((path) => !path.startsWith('GET /v1/lease-offers/'))).toEqual([
      expect.stringMatching(/^GET \/v1\/brands\/[a-z-]+ Content-Language$/),
      expect.stringMatching(/^GET \/v1\/brands\/[a-z-]+\/models\/[a-z0-9-]+ Content-Language$/),
      expect.stringMatching(/^GET \/v1\/vehicles\/\d+ Content-Language$/),
    ])
    expect(report.violations.at(-1)).toMatchObject({
      path: 'Content-Language',
      message: '"deutsch!" is no language tag',
    })
    expect(report.violations).toHaveLength(4)
  })

  it('fails an API with missing and mistyped fields, naming each', async () => {
    const mistyped = broken((path, body) => {
      if (path === '/brands') setAt(body, ['data', 1, 'model_count'], undefined)
      if (path.startsWith('/vehicles/search')) {
        setAt(body, ['meta', 'total'], '1620')
        setAt(body, ['data', 2, 'fuel'], 'steam')
      }
      if (/^\/vehicles\/\d+$/.test(path)) setAt(body, ['data', 'price', 'purchase', 'amount'], -1)
      if (path.startsWith('/lease-offers/')) {
        setAt(body, ['data', 'configuration', 'duration_months'], undefined)
      }
      return undefined
    })
    const report = await checkStockApi({ baseUrl: BASE, fetch: mistyped })
    const found = paths(report.violations)
    const search = 'GET /v1/vehicles/search?page_size=48&sort=price_asc'
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /v1/brands $.data[1].model_count',
        `${search} $.meta.total`,
        `${search} $.data[2].fuel`,
      ])
    )
    expect(
      found.filter((path) =>
        /^GET \/v1\/vehicles\/\d+ \$\.data\.price\.purchase\.amount$/.test(path)
      )
    ).toHaveLength(1)
    expect(
      found.filter((path) =>
        /^GET \/v1\/lease-offers\/[a-z0-9-]+\?language=de \$\.data\.configuration\.duration_months$/.test(
          path
        )
      )
    ).toHaveLength(1)
    expect(report.violations).toHaveLength(5)
  })

  it('fails an API whose errors and lookups break the contract, naming each', async () => {
    const wrong = broken((path, body) => {
      if (path === '/vehicles/999999999') return { status: 404, body: '<h1>Not Found</h1>' }
      if (path.startsWith('/vehicles?ids=')) setAt(body, ['missing'], [])
      if (path === '/locations') setAt(body, ['data', 0, 'coordinates', 'lat'], 48.85)
      if (path === '/valuations') return { status: 500, body: { error: 'boom' } }
      return undefined
    })
    const report = await checkStockApi({ baseUrl: BASE, fetch: wrong })
    expect(paths(report.violations)).toEqual([
      expect.stringMatching(/^GET \/v1\/vehicles\?ids=\d+,999999999 \$\.missing$/),
      'GET /v1/vehicles/999999999 $',
      'GET /v1/locations $.data[0].coordinates.lat',
      'POST /v1/valuations $',
    ])
    const text = formatStockCheck(report, BASE)
    expect(text).toContain('4 violation(s)')
    expect(text).toContain('  $: HTTP 404: not JSON')
    expect(text).toContain('  $: HTTP 500, 200 expected')
  })
})
