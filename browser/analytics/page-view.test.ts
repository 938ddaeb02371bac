import { describe, expect, it } from 'vitest'
import { pageViewPayload } from './page-view.ts'

describe('page_view payload', () => {
  it('carries no preview or form-state token in the path, the location or the referrer', () => {
    const payload = pageViewPayload(
      {
        path: '/contact?formulaire=6f1c2a9e-8f7b-4d21-9a8e-2b6c5d4e3f21&utm_source=mail',
        title: 'Contact',
      },
      'https://www.autosphere.example',
      'https://www.autosphere.example/?_storyblok=12&_storyblok_tk[space_id]=1&_storyblok_tk[token]=0123456789abcdef0123456789abcdef01234567'
    )
    expect(payload).toEqual({
      page: { path: '/contact?utm_source=mail', title: 'Contact' },
      page_location: 'https://www.autosphere.example/contact?utm_source=mail',
      page_referrer: 'https://www.autosphere.example/',
    })
  })

  it('leaves an empty referrer empty', () => {
    expect(pageViewPayload({ path: '/', title: 'Accueil' }, 'https://a.example', '')).toEqual({
      page: { path: '/', title: 'Accueil' },
      page_location: 'https://a.example/',
      page_referrer: '',
    })
  })
})
