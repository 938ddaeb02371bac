import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../worker/app.ts'
import { TURNSTILE_OFF_WARNING } from '../../worker/leads/turnstile.ts'
import { leadsApp, outboxRows, postJson, recordingQueue, testDriveLead } from './leads-fixtures.ts'

const KEYS = { TURNSTILE_SITE_KEY: '0x4AAAAAAATestSiteKey', TURNSTILE_SECRET: 'test-secret' }

async function fetchWith(app: ReturnType<typeof createApp>, bindings: Env, path: string) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(new URL(path, 'http://localhost:8787')),
    bindings,
    ctx
  )
  await waitOnExecutionContext(ctx)
  return response
}

describe('Turnstile (issue 28)', () => {
  it('with both keys, form pages carry the site key and the CSP allows Cloudflare’s challenge', async () => {
    const response = await fetchWith(createApp(), { ...env, ...KEYS }, '/contact')
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    const html = await response.text()
    expect(html).toContain(`<meta name="turnstile" content="${KEYS.TURNSTILE_SITE_KEY}"/>`)
    // Cloudflare's script is the browser's to load, lazily: never in the document.
    expect(html).not.toContain('challenges.cloudflare.com')
  })

  it('without a site key, neither the CSP nor the page mention it, and the Worker warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const app = createApp()
      const bindings = { ...env, TURNSTILE_SECRET: 'only-the-secret' }
      for (const path of ['/contact', '/', '/contact']) {
        const response = await fetchWith(app, bindings, path)
        expect(response.headers.get('content-security-policy')).not.toContain(
          'challenges.cloudflare.com'
        )
        expect(await response.text()).not.toContain('<meta name="turnstile"')
      }
      expect(warn.mock.calls.filter(([message]) => message === TURNSTILE_OFF_WARNING)).toHaveLength(
        1
      )
    } finally {
      warn.mockRestore()
    }
  })

  it('requires the token when the forms show the widget, and says why without one', async () => {
    const siteverify: typeof fetch = async (_input, init) => {
      const body = init?.body
      const token = body instanceof FormData ? body.get('response') : null
      return Response.json({ success: token === 'good-token' })
    }
    const app = leadsApp({
      queue: recordingQueue(),
      turnstileSecret: 'secret',
      upstreamFetch: siteverify,
    })
    const missing = testDriveLead()
    const refused = await app.post(postJson(missing, { 'cf-connecting-ip': '192.0.2.230' }))
    expect(refused.status).toBe(403)
    expect((await refused.json<{ message: string }>()).message).toMatch(/demande JavaScript/)
    expect(await outboxRows(String(missing.idempotencyKey))).toEqual([])
    const verified = testDriveLead({ turnstileToken: 'good-token' })
    const accepted = await app.post(postJson(verified, { 'cf-connecting-ip': '192.0.2.231' }))
    expect(accepted.status).toBe(201)
  })
})
