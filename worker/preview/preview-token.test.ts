import { describe, expect, it } from 'vitest'
import { withEditorParams } from './preview-token.ts'

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
