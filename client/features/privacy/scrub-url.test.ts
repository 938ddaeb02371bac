import { describe, expect, it } from 'vitest'
import { scrubUrl } from './scrub-url.ts'

describe('scrubUrl', () => {
  it("drops the Storyblok editor's preview parameters, whatever their brackets look like", () => {
    const editor =
      'https://www.autosphere.example/occasions?_storyblok=123&_storyblok_c=page&_storyblok_version=&_storyblok_lang=default&_storyblok_release=0' +
      '&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1790000000&_storyblok_tk[token]=0123456789abcdef0123456789abcdef01234567'
    expect(scrubUrl(editor)).toBe('https://www.autosphere.example/occasions')
    expect(scrubUrl('/?_storyblok_tk%5Btoken%5D=abc&marque=kia')).toBe('/?marque=kia')
  })

  it("drops the no-JavaScript form's state token and keeps the rest, relative stays relative", () => {
    expect(
      scrubUrl('/contact?formulaire=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21&utm_source=mail#essai')
    ).toBe('/contact?utm_source=mail#essai')
  })

  it('drops token-like names and values: keys, signatures, UUIDs, long random strings', () => {
    expect(scrubUrl('https://x.example/a?token=1&access_token=2&api_key=3&sig=4&code=5')).toBe(
      'https://x.example/a'
    )
    expect(scrubUrl('/a?x=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21&y=' + 'Ab9_'.repeat(10))).toBe('/a')
  })

  it('drops values that are a person: an e-mail address, a phone number', () => {
    expect(scrubUrl('/merci?mail=anne%40example.lu&tel=%2B352621123456&page=2')).toBe(
      '/merci?page=2'
    )
  })

  it('keeps ordinary filters and campaign parameters', () => {
    expect(scrubUrl('/stock?marque=kia&carburant=hybride&page=2&utm_campaign=printemps')).toBe(
      '/stock?marque=kia&carburant=hybride&page=2&utm_campaign=printemps'
    )
  })

  it('drops a fragment that is more than a plain anchor', () => {
    expect(scrubUrl('https://x.example/a#access_token=abc&state=1')).toBe('https://x.example/a')
  })

  it('keeps nothing after the path of what does not parse, and nothing of a data: URL', () => {
    expect(scrubUrl('http://[broken/a?token=1')).toBe('http://[broken/a')
    expect(scrubUrl('data:text/html,<p>anne@example.lu</p>')).toBe('data:')
    expect(scrubUrl('')).toBe('/')
  })
})
