import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { callDefinedEndpoint, callEndpoint } from './call-endpoint.ts'
import type { Endpoint } from './endpoints.ts'

const valuation = {
  reference: 'TI-1',
  low: { amount: 9000, formatted: '9 000 €' },
  high: { amount: 11000, formatted: '11 000 €' },
  offer: { amount: 10000, formatted: '10 000 €' },
  validUntil: '2026-03-18',
}

/** The browser's `fetch`, answering `body` with `status`, and what it was asked. */
function answering(body: string, status = 200) {
  const asked: { url: string; init: RequestInit | undefined }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    asked.push({ url, init })
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  })
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('callEndpoint', () => {
  it('sends a GET input as its query, with the page language', async () => {
    const asked = answering(JSON.stringify({ vehicles: [], missing: [3] }))
    const result = await callEndpoint('vehicles', {
      language: 'de',
      input: { ids: '3,1' },
      cache: 'no-cache',
    })
    expect(asked.map(({ url, init }) => [url, init?.method, init?.cache])).toEqual([
      ['/api/vehicles?ids=3,1&language=de', 'GET', 'no-cache'],
    ])
    expect(result).toEqual({
      kind: 'answer',
      status: 200,
      ok: true,
      answer: { vehicles: [], missing: [3] },
    })
  })

  it('sends a POST input as its JSON body, the language in the URL', async () => {
    const asked = answering(JSON.stringify({ valuation, dealerships: [] }))
    const car = {
      brand: 'Kia',
      model: 'Ceed',
      year: '2020',
      mileage: '50000',
      fuel: 'petrol',
      condition: 'good',
    } as const
    const result = await callEndpoint('tradeIn', { language: 'fr', input: car })
    expect(asked[0]?.url).toBe('/api/trade-in?language=fr')
    expect(asked[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(asked[0]?.init?.body))).toEqual(car)
    expect(result).toMatchObject({
      kind: 'answer',
      ok: true,
      answer: { valuation, dealerships: [] },
    })
  })

  it('hands over an error answer of the contract with its status', async () => {
    answering(JSON.stringify({ error: { code: 'invalid_request', message: 'ids' } }), 400)
    await expect(
      callEndpoint('vehicles', { language: 'fr', input: { ids: 'x' } })
    ).resolves.toEqual({
      kind: 'answer',
      status: 400,
      ok: false,
      answer: { error: { code: 'invalid_request', message: 'ids' } },
    })
  })

  it('tells an answer outside the contract (an edge error page, another build) apart', async () => {
    answering('<html>502 Bad Gateway</html>', 502)
    await expect(
      callEndpoint('vehicles', { language: 'fr', input: { ids: '1' } })
    ).resolves.toEqual({ kind: 'unreadable', status: 502 })
    answering(JSON.stringify({ vehicles: [{ id: 'not a vehicle' }], missing: [] }))
    await expect(
      callEndpoint('vehicles', { language: 'fr', input: { ids: '1' } })
    ).resolves.toEqual({ kind: 'unreadable', status: 200 })
  })

  it('answers offline when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(
      callEndpoint('tradeIn', {
        language: 'de',
        input: {
          brand: 'a',
          model: 'b',
          year: 2020,
          mileage: 1,
          fuel: 'diesel',
          condition: 'fair',
        },
      })
    ).resolves.toEqual({ kind: 'offline' })
  })

  it('reads the leads answers of the contract, and refuses any other shape', async () => {
    const lead = { kind: 'contact', email: 'a@b.lu', consent: true, snapshot: { pageUrl: '/de' } }
    const asked = answering(JSON.stringify({ errors: { email: 'Ungültig.' } }), 422)
    await expect(callEndpoint('leads', { language: 'de', input: lead })).resolves.toEqual({
      kind: 'answer',
      status: 422,
      ok: false,
      answer: { errors: { email: 'Ungültig.' } },
    })
    expect(asked[0]?.url).toBe('/api/leads?language=de')
    expect(JSON.parse(String(asked[0]?.init?.body))).toEqual(lead)
    // A success without the analytics conversion, errors that are not sentences, a contact
    // without a phone: not the contract.
    for (const wrong of [
      { leadId: 'L1', message: 'Merci.' },
      { errors: { email: 42 } },
      { message: 7 },
    ]) {
      answering(JSON.stringify(wrong), 201)
      await expect(callEndpoint('leads', { language: 'fr', input: lead })).resolves.toEqual({
        kind: 'unreadable',
        status: 201,
      })
    }
  })

  it('calls an endpoint defined elsewhere by its definition, the page’s parameters passed on', async () => {
    const definition = {
      method: 'POST',
      path: '/api/draft/echo',
      input: z.object({ path: z.string() }),
      answer: z.object({ name: z.string() }),
    } as const satisfies Endpoint
    const asked = answering(JSON.stringify({ name: 'Carrosserie' }))
    await expect(
      callDefinedEndpoint(definition, {
        language: 'fr',
        input: { path: '/services/carrosserie' },
        pageQuery: '?_storyblok=12&_storyblok_tk[token]=abc',
      })
    ).resolves.toEqual({ kind: 'answer', status: 200, ok: true, answer: { name: 'Carrosserie' } })
    expect(
      new URL(asked[0]?.url ?? '', 'https://x.lu').searchParams.get('_storyblok_tk[token]')
    ).toBe('abc')
    expect(asked[0]?.url).toMatch(/^\/api\/draft\/echo\?_storyblok=12&.*&language=fr$/)
    expect(asked[0]?.init?.body).toBe('{"path":"/services/carrosserie"}')
    answering(JSON.stringify({ name: 7 }))
    await expect(
      callDefinedEndpoint(definition, { language: 'fr', input: { path: '/' } })
    ).resolves.toEqual({ kind: 'unreadable', status: 200 })
  })
})
