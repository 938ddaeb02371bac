import type { z } from 'zod'
import * as wire from '../../worker/stock/contract.ts'

/**
 * `npm run stock:check`: holds a live stock API to the contract (worker/stock/contract.ts,
 * docs/stock-api.md). It walks the API the way the site reads it (the brands, one brand and one
 * of its models, a search, one vehicle in French and German, vehicles by id, the dealerships, the
 * lease offers, a valuation, the "not found" answer, the bearer token) and reports every
 * violation with its request and the JSON path of the value, not only the first.
 */

export interface Violation {
  /** e.g. `GET /v1/vehicles/search?page_size=48` */
  request: string
  /** JSONPath of the value, `$` for the answer as a whole, e.g. `$.data[0].images[0].url`. */
  path: string
  message: string
}

export interface StockCheckOptions {
  /** The API's base URL, `/v1` included, e.g. `https://stock-api.example.lu/v1`. */
  baseUrl: string
  token?: string
  fetch?: typeof fetch
}

export interface StockCheckReport {
  requests: number
  violations: Violation[]
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `['data', 0, 'images', 1, 'url']` → `$.data[0].images[1].url`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`
    const name = String(key)
    return IDENTIFIER.test(name) ? `${text}.${name}` : `${text}[${JSON.stringify(name)}]`
  }, '$')
}

/** What one request answered: its status and its JSON body (undefined when it is not JSON). */
interface Answer {
  status: number
  body: unknown
  /** The `Content-Language` header, when the answer has one. */
  contentLanguage: string | null
}

/** A sample trade-in the contract must value (docs/stock-api.md, examples). */
const VALUATION = {
  brand: 'Kia',
  model: 'Sportage',
  year: 2021,
  mileage: 60_000,
  fuel: 'hybrid',
  condition: 'good',
} as const

/** An id no stock has: the API's own "not found" is expected for it. */
const UNKNOWN_ID = 999_999_999

export async function checkStockApi(options: StockCheckOptions): Promise<StockCheckReport> {
  const base = options.baseUrl.replace(/\/$/, '')
  const basePath = new URL(base).pathname
  const doFetch = options.fetch ?? fetch
  const violations: Violation[] = []
  let requests = 0

  async function call(
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; token?: string | null } = {}
  ): Promise<{ label: string; answer: Answer | null }> {
    const label = `${method} ${basePath}${path}`
    const token = init.token === undefined ? options.token : init.token
    const headers: Record<string, string> = { accept: 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    requests++
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      if (body === undefined) {
        violations.push({ request: label, path: '$', message: `HTTP ${response.status}: not JSON` })
      }
      const contentLanguage = response.headers.get('content-language')
      return { label, answer: { status: response.status, body, contentLanguage } }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      violations.push({ request: label, path: '$', message: `no answer: ${message}` })
      return { label, answer: null }
    }
  }

  /** Validates an answer; returns the body when it was valid enough to walk further. */
  function expect<T>(
    label: string,
    answer: Answer | null,
    status: number,
    schema: z.ZodType<T>
  ): T | null {
    if (!answer || answer.body === undefined) return null
    if (answer.status !== status) {
      violations.push({
        request: label,
        path: '$',
        message: `HTTP ${answer.status}, ${status} expected`,
      })
      return null
    }
    const result = schema.safeParse(answer.body)
    if (result.success) return result.data
    for (const issue of result.error.issues) {
      violations.push({ request: label, path: jsonPath(issue.path), message: issue.message })
    }
    return null
  }

  /**
   * An answer with free text must say its language (`Content-Language`, contract v1.1): the site
   * marks the text with it on a page in another language.
   */
  function saysItsLanguage(label: string, answer: Answer | null) {
    if (!answer || answer.status !== 200) return
    if (!/^[a-z]{2}(?:-[a-z0-9]{2,8})*$/i.test(answer.contentLanguage ?? '')) {
      violations.push({
        request: label,
        path: 'Content-Language',
        message:
          answer.contentLanguage === null
            ? 'missing: the language of the answer’s free text'
            : `"${answer.contentLanguage}" is no language tag`,
      })
    }
  }

  /**
   * A value of an answer's plain JSON by its path (`at(body, 'data', 0, 'slug')`), to pick the
   * next request's ids even from an answer that was not valid.
   */
  const at = (value: unknown, ...path: (string | number)[]): unknown =>
    path.reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      value
    )
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

  // The catalogue.
  const brands = await call('GET', '/brands')
  expect(brands.label, brands.answer, 200, wire.wireBrandsResponseSchema)
  const brandSlug = text(at(brands.answer?.body, 'data', 0, 'slug'))
  if (brandSlug) {
    const brand = await call('GET', `/brands/${encodeURIComponent(brandSlug)}`)
    expect(brand.label, brand.answer, 200, wire.wireBrandResponseSchema)
    saysItsLanguage(brand.label, brand.answer)
    const modelSlug = text(at(brand.answer?.body, 'data', 'models', 0, 'slug'))
    if (modelSlug) {
      const model = await call(
        'GET',
        `/brands/${encodeURIComponent(brandSlug)}/models/${encodeURIComponent(modelSlug)}`
      )
      expect(model.label, model.answer, 200, wire.wireModelResponseSchema)
      saysItsLanguage(model.label, model.answer)
    }
  }

  // The stock.
  const search = await call('GET', '/vehicles/search?page_size=48&sort=price_asc')
  expect(search.label, search.answer, 200, wire.wireSearchResponseSchema)
  const vehicleId = at(search.answer?.body, 'data', 0, 'id')
  if (typeof vehicleId === 'number') {
    for (const query of ['', '?language=de']) {
      const vehicle = await call('GET', `/vehicles/${vehicleId}${query}`)
      expect(vehicle.label, vehicle.answer, 200, wire.wireVehicleResponseSchema)
      saysItsLanguage(vehicle.label, vehicle.answer)
    }
    const byIds = await call('GET', `/vehicles?ids=${vehicleId},${UNKNOWN_ID}`)
    const found = expect(byIds.label, byIds.answer, 200, wire.wireVehiclesByIdsResponseSchema)
    if (found && !found.missing.includes(UNKNOWN_ID)) {
      violations.push({
        request: byIds.label,
        path: '$.missing',
        message: `the unknown id ${UNKNOWN_ID} is not listed as missing`,
      })
    }
  }
  const unknown = await call('GET', `/vehicles/${UNKNOWN_ID}`)
  expect(unknown.label, unknown.answer, 404, wire.wireErrorSchema)

  // The dealerships and the lease offers.
  const locations = await call('GET', '/locations')
  expect(locations.label, locations.answer, 200, wire.wireLocationsResponseSchema)
  const locationSlug = text(at(locations.answer?.body, 'data', 0, 'slug'))
  if (locationSlug) {
    const location = await call('GET', `/locations/${encodeURIComponent(locationSlug)}`)
    expect(location.label, location.answer, 200, wire.wireLocationResponseSchema)
  }
  const offers = await call('GET', '/lease-offers')
  expect(offers.label, offers.answer, 200, wire.wireLeaseOffersResponseSchema)
  const offerSlug = text(at(offers.answer?.body, 'data', 0, 'slug'))
  if (offerSlug) {
    const offer = await call('GET', `/lease-offers/${encodeURIComponent(offerSlug)}?language=de`)
    expect(offer.label, offer.answer, 200, wire.wireLeaseOfferResponseSchema)
    saysItsLanguage(offer.label, offer.answer)
  }

  // A valuation.
  const valuation = await call('POST', '/valuations', { body: VALUATION })
  expect(valuation.label, valuation.answer, 200, wire.wireValuationResponseSchema)

  // The bearer token: an API that asks for one must refuse a request without it.
  if (options.token) {
    const anonymous = await call('GET', '/brands', { token: null })
    expect(`${anonymous.label} (no token)`, anonymous.answer, 401, wire.wireErrorSchema)
  }

  return { requests, violations }
}

/** The report as the command prints it: one line per violation, grouped by request. */
export function formatStockCheck(report: StockCheckReport, baseUrl: string): string {
  const { violations, requests } = report
  if (violations.length === 0) {
    return `${baseUrl}: ${requests} requests, every answer meets stock API v${wire.STOCK_API_VERSION}`
  }
  const lines = [
    `${baseUrl}: ${violations.length} violation(s) of stock API v${wire.STOCK_API_VERSION} in ${requests} requests`,
  ]
  let request = ''
  for (const violation of violations) {
    if (violation.request !== request) {
      request = violation.request
      lines.push(request)
    }
    lines.push(`  ${violation.path}: ${violation.message}`)
  }
  return lines.join('\n')
}
