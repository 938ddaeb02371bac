import { describe, expect, it } from 'vitest'
import { groupContact } from '#deployment/group-contact'
import { legalIdentity } from '#deployment/legal-identity'
import { appFetch } from './app-fetch.ts'

/** The links of a page's footer whose text is `label`, by href. */
async function footerLinks(path: string, label: string): Promise<string[]> {
  const html = await (await appFetch(path)).text()
  const footer = html.slice(html.indexOf('<footer'))
  return [...footer.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)]
    .filter((match) => match[2] === label)
    .map((match) => match[1]!)
}

describe('the legal notice', () => {
  it('publishes the deployment’s legal identity in French', async () => {
    const response = await appFetch('/mentions-legales')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Mentions légales</h1>')
    for (const value of [
      legalIdentity.rcsNumber,
      legalIdentity.vatNumber,
      legalIdentity.address.postalCode,
      legalIdentity.publicationDirector,
      groupContact.email,
    ]) {
      expect(html).toContain(value)
    }
    expect(html).toContain('Registre de commerce et des sociétés')
  })

  it('publishes the same identity in German, under the German path', async () => {
    const response = await appFetch('/de/impressum')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Impressum</h1>')
    expect(html).toContain('Umsatzsteuer-Identifikationsnummer')
    expect(html).toContain(legalIdentity.vatNumber)
    expect(html).not.toContain('Registre de commerce et des sociétés (RCS')
  })

  it.each([
    ['/', 'Mentions légales', '/mentions-legales'],
    ['/stock/favoris', 'Mentions légales', '/mentions-legales'],
    ['/de', 'Impressum', '/de/impressum'],
    ['/une-page-qui-n-existe-pas', 'Mentions légales', '/mentions-legales'],
  ])('is linked from the footer of %s', async (path, label, target) => {
    expect(await footerLinks(path, label)).toEqual([target])
  })
})
