import { describe, expect, it } from 'vitest'
import { payloadPagePath, payloadUrl } from './payload.ts'

describe('payload URLs', () => {
  it('are the page’s path and query under the prefix, and back', () => {
    for (const [page, payload] of [
      ['/', '/__data'],
      ['/?page=2', '/__data?page=2'],
      ['/stock?fuel=diesel', '/__data/stock?fuel=diesel'],
      ['/services/carrosserie', '/__data/services/carrosserie'],
    ] as const) {
      expect(payloadUrl(page)).toBe(payload)
      const url = new URL(payload, 'https://example.com')
      expect(`${payloadPagePath(url.pathname)}${url.search}`).toBe(page)
    }
  })

  it('are told from other paths', () => {
    expect(payloadPagePath('/stock')).toBeNull()
    expect(payloadPagePath('/__datastock')).toBeNull()
    expect(payloadPagePath('/fr/__data/stock')).toBeNull()
    expect(payloadPagePath('/__data/__data/x')).toBe('/__data/x')
  })
})
