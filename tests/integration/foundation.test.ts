import { describe, expect, it } from 'vitest'
import { appFetch } from './app-fetch.ts'

describe('home page', () => {
  it('answers 200 with French HTML and the page payload as JSON', async () => {
    const response = await appFetch('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<html lang="fr-LU">')
    expect(html).toMatch(/<script type="application\/json" id="__page_data">\{"kind":"page"/)
  })
})
