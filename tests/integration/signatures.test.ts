import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app.ts'
import crmDoc from '../../docs/crm-webhook.md?raw'
import { crmLeadSchema } from '../../worker/crm/crm-payload.ts'
import { appConfig } from '../../worker/env.ts'
import { leadChannel } from '../../worker/leads/deps.ts'

// The CMS webhook as Storyblok signs it, with a reference value computed outside the project:
//   printf '%s' '{"action":"published","story_id":123,"space_id":456,"full_slug":"contact"}' \
//     | openssl dgst -sha1 -hmac 'test-webhook-secret'
// (test-webhook-secret is STORYBLOK_WEBHOOK_SECRET in vitest.workerd.config.ts)
const BODY = '{"action":"published","story_id":123,"space_id":456,"full_slug":"contact"}'
const REFERENCE = '2cd31a3a978d2c0e83e8248915f90bf3cc859169'

let ip = 0
function post(bindings: Env, signature: string) {
  return createApp().request(
    'http://localhost:8787/api/cms/webhook',
    {
      method: 'POST',
      body: BODY,
      headers: {
        'content-type': 'application/json',
        'webhook-signature': signature,
        'cf-connecting-ip': `192.0.2.${++ip}`,
      },
    },
    bindings,
    createExecutionContext()
  )
}

describe('the CMS webhook signature, end to end', () => {
  it('accepts the reference signature computed by openssl', async () => {
    const response = await post(env, REFERENCE)
    expect(response.status).toBe(200)
  })

  it('refuses the reference signature of another secret', async () => {
    const response = await post({ ...env, STORYBLOK_WEBHOOK_SECRET: 'another-secret' }, REFERENCE)
    expect(response.status).toBe(401)
  })

  it('answers 503 without a secret configured: nothing unsigned gets through', async () => {
    const response = await post(
      { ...env, STORYBLOK_WEBHOOK_SECRET: undefined } as unknown as Env,
      REFERENCE
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Webhook not configured' })
  })
})

describe('the CRM signature requirement, wired as production wires it', () => {
  // A whole lead as the CRM receives it: the first example of its contract.
  const crmLead = crmLeadSchema.parse(JSON.parse(/```json\n([\s\S]*?)```/.exec(crmDoc)?.[1] ?? ''))

  function channelOf(bindings: Record<string, unknown>) {
    const production = { ...env, USE_MOCKS: 'false', ...bindings }
    const sent: Request[] = []
    const channel = leadChannel(
      production,
      appConfig(production),
      async (input, init) => {
        sent.push(new Request(input, init))
        return new Response(null, { status: 202 })
      },
      () => undefined
    )
    return { channel, sent }
  }

  it('USE_MOCKS = "false" without CRM_WEBHOOK_SECRET: nothing leaves, the lead waits', async () => {
    const { channel, sent } = channelOf({ CRM_WEBHOOK_SECRET: undefined })
    expect(channel.name).toBe('crm')
    expect(await channel.deliver(crmLead)).toMatchObject({
      ok: false,
      permanent: false,
      error: 'CRM_WEBHOOK_SECRET is not configured',
    })
    expect(sent).toEqual([])
  })

  it('USE_MOCKS = "false" with the secret: every request is signed', async () => {
    const { channel, sent } = channelOf({})
    expect(await channel.deliver(crmLead)).toMatchObject({ ok: true })
    expect(sent[0]?.headers.get('X-Dealer-Signature')).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
  })
})
