import { describe, expect, it } from 'vitest'
import crmDoc from '../../docs/crm-webhook.md?raw'
import { createCrmClient } from './crm-client.ts'
import { crmLeadSchema } from './crm-payload.ts'
import { SIGNATURE_HEADER, signBody, verifySignature } from './signature.ts'

// Reference values computed outside the project's code:
//   printf '%s' '1790000000.{"lead_id":"example"}' | openssl dgst -sha256 -hmac 'example-secret'
const BODY = '{"lead_id":"example"}'
const T = 1_790_000_000
const REFERENCE = 'd43a7bc72598140aa6ff607cab649221ffd9ef82f69fdf605ce4563abb090976'

describe('the CRM webhook signature (X-Dealer-Signature)', () => {
  it('is HMAC-SHA256 of "{t}.{body}", as openssl computes it', async () => {
    expect(await signBody('example-secret', BODY, T)).toBe(`t=${T},v1=${REFERENCE}`)
  })

  it('verifies the reference, and refuses another secret, body, a stale or malformed header', async () => {
    const header = `t=${T},v1=${REFERENCE}`
    const check = (overrides: Partial<Parameters<typeof verifySignature>[0]>) =>
      verifySignature({
        secret: 'example-secret',
        body: BODY,
        header,
        nowSeconds: T + 10,
        ...overrides,
      })
    expect(await check({})).toBe(true)
    expect(await check({ secret: 'other-secret' })).toBe(false)
    expect(await check({ body: '{"lead_id":"examplf"}' })).toBe(false)
    expect(await check({ nowSeconds: T + 301 })).toBe(false)
    expect(await check({ header: REFERENCE })).toBe(false)
    expect(await check({ header: undefined })).toBe(false)
    expect(await check({ secret: '' })).toBe(false)
  })
})

describe('the CRM client as production runs it (requireSignature)', () => {
  // A whole lead as the CRM receives it: the first example of its contract.
  const lead = crmLeadSchema.parse(JSON.parse(/```json\n([\s\S]*?)```/.exec(crmDoc)?.[1] ?? ''))

  it('sends nothing unsigned when the secret is missing, and says why (retried, not dead)', async () => {
    const sent: Request[] = []
    const client = createCrmClient({
      url: 'https://crm.example/leads',
      secret: undefined,
      requireSignature: true,
      fetch: async (input, init) => {
        sent.push(new Request(input, init))
        return new Response(null, { status: 202 })
      },
    })
    expect(await client.deliver(lead)).toEqual({
      ok: false,
      permanent: false,
      status: null,
      error: 'CRM_WEBHOOK_SECRET is not configured',
    })
    expect(sent).toEqual([])
  })

  it('signs what it sends with the secret, verifiable with the reference algorithm', async () => {
    const sent: Request[] = []
    const client = createCrmClient({
      url: 'https://crm.example/leads',
      secret: 'example-secret',
      requireSignature: true,
      now: () => new Date(T * 1000),
      fetch: async (input, init) => {
        sent.push(new Request(input, init))
        return new Response(null, { status: 202 })
      },
    })
    expect(await client.deliver(lead)).toEqual({ ok: true, status: 202 })
    const [request] = sent
    const body = await request?.text()
    expect(request?.headers.get('Idempotency-Key')).toBe(lead.idempotency_key)
    expect(
      await verifySignature({
        secret: 'example-secret',
        body: body ?? '',
        header: request?.headers.get(SIGNATURE_HEADER),
        nowSeconds: T,
      })
    ).toBe(true)
  })

  it('classifies answers: 2xx and 409 delivered, 4xx final with an excerpt, 5xx/408/429 retried', async () => {
    const answer = async (status: number, body = 'refused: "email" is invalid') => {
      const client = createCrmClient({
        url: 'https://crm.example/leads',
        secret: 's',
        requireSignature: true,
        fetch: async () => new Response(body, { status }),
      })
      return client.deliver(lead)
    }
    expect(await answer(201)).toMatchObject({ ok: true })
    expect(await answer(409)).toMatchObject({ ok: true })
    expect(await answer(400)).toMatchObject({
      ok: false,
      permanent: true,
      status: 400,
      excerpt: 'refused: "email" is invalid',
    })
    expect(await answer(422, 'x'.repeat(5000))).toMatchObject({ permanent: true })
    expect(((await answer(422, 'x'.repeat(5000))) as { excerpt: string }).excerpt).toHaveLength(300)
    for (const status of [500, 502, 503, 408, 429]) {
      expect(await answer(status)).toMatchObject({ ok: false, permanent: false, status })
    }
  })
})
