import { describe, expect, it } from 'vitest'
import {
  checkPreview,
  PREVIEW_PARAMS,
  signPreviewToken,
  withEditorParams,
} from './preview-token.ts'

// Reference value computed outside the project's code:
//   printf '%s' '1233:test-preview-token:1790000000' | sha1sum
const REFERENCE = 'aa3897eb807391a3d2fc2e9971685cd15db85559'
const T = 1_790_000_000

const params = (token: string) =>
  new URLSearchParams({
    [PREVIEW_PARAMS.spaceId]: '1233',
    [PREVIEW_PARAMS.timestamp]: String(T),
    [PREVIEW_PARAMS.token]: token,
  })

describe("the editor's preview token", () => {
  it('is the SHA-1 of "space_id:preview_token:timestamp", as sha1sum computes it', async () => {
    expect(await signPreviewToken('1233', 'test-preview-token', T)).toBe(REFERENCE)
  })

  it('opens preview with the reference token, not with another token or without the secret', async () => {
    const check = (token: string, previewToken: string | undefined) =>
      checkPreview(params(token), {
        previewToken,
        spaceId: '1233',
        nowSeconds: T + 60,
        maxAgeSeconds: 600,
      })
    expect(await check(REFERENCE, 'test-preview-token')).toEqual({
      kind: 'valid',
      spaceId: '1233',
      timestamp: T,
    })
    expect(await check(REFERENCE, 'another-token')).toEqual({ kind: 'invalid', reason: 'forged' })
    expect(await check(REFERENCE, undefined)).toEqual({
      kind: 'invalid',
      reason: 'not-configured',
    })
    expect(await check('0'.repeat(40), 'test-preview-token')).toEqual({
      kind: 'invalid',
      reason: 'forged',
    })
  })
})

describe('withEditorParams', () => {
  const editor = new URLSearchParams(
    '_storyblok_tk%5Bspace_id%5D=1&_storyblok_tk%5Btoken%5D=ab&_storyblok=12&_storyblok_lang=de&fuel=diesel'
  )

  it("keeps the editor's parameters on a redirect, and only those", () => {
    expect(withEditorParams('/', editor)).toBe(
      '/?_storyblok_tk%5Bspace_id%5D=1&_storyblok_tk%5Btoken%5D=ab&_storyblok=12&_storyblok_lang=de'
    )
  })

  it("keeps the target's own query and anchor", () => {
    expect(withEditorParams('/de/stock?brand=kia#list', new URLSearchParams('_storyblok=1'))).toBe(
      '/de/stock?brand=kia&_storyblok=1#list'
    )
  })

  it('leaves a location alone when the request had no editor parameter', () => {
    expect(withEditorParams('/contact', new URLSearchParams('utm_source=x'))).toBe('/contact')
  })
})
