import { describe, expect, it } from 'vitest'
import { scrubBreadcrumb, scrubEvent, scrubSpanAttributes, scrubText } from './scrub.ts'

describe('monitoring scrubbing', () => {
  it('redacts e-mail addresses and phone numbers', () => {
    expect(scrubText('Échec pour marie.muller@example.lu au +352 621 123 456')).toBe(
      'Échec pour [email] au [téléphone]'
    )
  })

  it('drops form data, cookies, the user and sensitive extras', () => {
    const event = scrubEvent({
      message: 'POST failed for jean@example.lu',
      request: {
        data: { email: 'jean@example.lu' },
        cookies: 'a=b',
        headers: { Cookie: 'a=b', Accept: '*/*' },
      },
      user: { email: 'jean@example.lu' },
      breadcrumbs: [
        { message: 'input jean@example.lu', data: { formValue: 'secret', url: '/contact' } },
      ],
      extra: { formBody: '…', route: 'contact' },
    })
    expect(event.request).toEqual({ headers: { Accept: '*/*' } })
    expect(event.user).toBeUndefined()
    expect(event.message).toBe('POST failed for [email]')
    expect(event.breadcrumbs?.[0]).toEqual({ message: 'input [email]', data: { url: '/contact' } })
    expect(event.extra).toEqual({ route: 'contact' })
  })

  it('keeps only a small allowlist of request headers, and scrubs the URL', () => {
    const event = scrubEvent({
      request: {
        url: 'https://site.example/api/leads?formulaire=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21&x=1',
        query_string: 'formulaire=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21',
        env: { REMOTE_ADDR: '203.0.113.9' },
        headers: {
          'User-Agent': 'Mozilla/5.0',
          'cf-connecting-ip': '203.0.113.9',
          'x-forwarded-for': '203.0.113.9',
          referer: 'https://site.example/?_storyblok_tk[token]=abc',
          authorization: 'Bearer x',
          'content-type': 'application/json',
        },
      },
      contexts: { response: { headers: { 'set-cookie': 'a=b' } }, trace: { trace_id: 't' } },
    })
    expect(event.request).toEqual({
      url: 'https://site.example/api/leads?x=1',
      headers: { 'User-Agent': 'Mozilla/5.0', 'content-type': 'application/json' },
    })
    expect(event.contexts).toEqual({ trace: { trace_id: 't' } })
  })

  it("scrubs breadcrumbs' navigation and fetch URLs", () => {
    expect(
      scrubBreadcrumb({
        data: {
          from: '/?_storyblok=1&_storyblok_tk[token]=abc',
          to: '/contact?formulaire=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21',
          request_body_size: 10,
          method: 'POST',
        },
      })
    ).toEqual({ data: { from: '/', to: '/contact', method: 'POST' } })
  })

  it("drops a span's header, cookie, body and IP attributes and scrubs its URLs", () => {
    const attributes: Record<string, unknown> = {
      'url.full': 'https://site.example/?_storyblok_tk[token]=abc&page=2',
      'url.query': '_storyblok_tk[token]=abc',
      'http.request.header.cookie': 'a=b',
      'http.request.header.x_forwarded_for': '203.0.113.9',
      'http.request.body.data': '{"email":"a@b.lu"}',
      'client.address': '203.0.113.9',
      'user.ip_address': '203.0.113.9',
      'user_agent.original': 'Mozilla/5.0',
      'http.request.method': 'POST',
    }
    scrubSpanAttributes(attributes)
    expect(attributes).toEqual({
      'url.full': 'https://site.example/?page=2',
      'url.query': '',
      'user_agent.original': 'Mozilla/5.0',
      'http.request.method': 'POST',
    })
  })
})
