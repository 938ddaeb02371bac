import { describe, expect, it } from 'vitest'
import { scrubEvent, scrubText } from './scrub.ts'

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
})
