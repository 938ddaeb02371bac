import { describe, expect, it } from 'vitest'
import { shareTargets } from './share-targets.ts'

describe('share targets', () => {
  it('writes WhatsApp and e-mail links that carry the title and the address, fully encoded', () => {
    const url = 'https://www.autosphere.lu/stock/1042-1-kia-ev3-air?x=1&y=2'
    const { whatsapp, email } = shareTargets({
      url,
      title: 'Kia EV3 Air – 35 990 € & plus',
      body: `Kia EV3\n\n${url}`,
    })
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true)
    expect(decodeURIComponent(whatsapp.slice('https://wa.me/?text='.length))).toBe(
      `Kia EV3 Air – 35 990 € & plus ${url}`
    )
    const mail = new URL(email)
    expect(mail.protocol).toBe('mailto:')
    // RFC 6068: spaces as %20, never "+"; "&" inside a value encoded.
    expect(email).not.toContain('+')
    expect(email).toContain(
      'subject=Kia%20EV3%20Air%20%E2%80%93%2035%20990%20%E2%82%AC%20%26%20plus'
    )
    expect(mail.searchParams.get('body')).toBe(`Kia EV3\n\n${url}`)
  })
})
