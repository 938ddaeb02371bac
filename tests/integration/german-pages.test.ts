import { describe, expect, it } from 'vitest'
import { alternatePath } from '../../client/routes/alternate-path.ts'
import { matchRoute } from '../../client/routes/match-route.ts'
import { routeTable } from '../../client/routes/route-table.ts'
import { appFetch } from './app-fetch.ts'

/**
 * German pages under `/de` (docs/decisions/0036): the German route table answers them, in
 * German (`lang`, the content service's translations), and the French pages stay French.
 */
async function payload(path: string) {
  const response = await appFetch(`/__data${path}`)
  expect(response.status).toBe(200)
  return await response.json<{ kind: string; routeId: string; status: number }>()
}

/** A French path per route (well-formed parameters; an unknown vehicle or brand is a 404 page). */
const frenchSamples = [
  '/stock/comparer',
  '/stock/favoris',
  '/stock/999999-1-kia-sportage',
  '/stock/999999-1-kia-ceed/interessee',
  '/stock/999999-1-kia-ceed/essai-routier',
  '/stock/999999-1-kia-ceed/lease-calculator',
  '/nobrand/models',
  '/nobrand/models/nomodel',
  '/nobrand/models/nomodel/contact',
  '/nobrand/models/nomodel/testdrive',
  '/kia/locations/nowhere',
  '/concessions/nowhere',
  '/kia/stock/999999-1-kia-ceed',
  '/kia/stock/999999-1-kia-ceed/interest',
  '/kia/stock/999999-1-kia-ceed/testdrive',
  '/kia/stock/999999-1-kia-ceed/lease-calculator',
  '/contact',
]

describe('German routes', () => {
  it('has a French sample of every route', () => {
    const ids = frenchSamples.map((path) => matchRoute(path)?.route.id)
    expect(new Set(ids)).toEqual(new Set(routeTable.map((route) => route.id)))
  })

  it.each(frenchSamples)('the German path of %s dispatches to the German route', async (path) => {
    const french = await payload(path)
    const german = await payload(alternatePath(path, 'de')!)
    expect(french.routeId).toMatch(/___fr$/)
    expect(german.routeId).toBe(french.routeId.replace(/___fr$/, '___de'))
  })
})

describe('German documents', () => {
  it('/de/contact answers in German from the content service, lang de-LU', async () => {
    const response = await appFetch('/de/contact')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de-LU">/)
    expect(html).toContain('<meta property="og:locale" content="de_LU"/>')
    expect(html).toContain('Kontaktieren Sie uns')
    expect(html).not.toContain('Contactez-nous')
    // Canonical in its own language; both languages announced, French the default
    // (siteConfig.availableLocales, docs/decisions/0036).
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/de\/contact"\/>/)
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="fr-LU" href="https?:\/\/[^/"]+\/contact"\/>/
    )
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="de-LU" href="https?:\/\/[^/"]+\/de\/contact"\/>/
    )
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^/"]+\/contact"\/>/
    )
  })

  it('/de is the German home', async () => {
    const response = await appFetch('/de')
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="de-LU">/)
    expect((await payload('/de')).routeId).toBe('slug___de')
  })

  it('a German path that is no page is a German 404', async () => {
    const response = await appFetch('/de/stock/comparer')
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="de-LU">/)
  })

  it('the French page stays French', async () => {
    const response = await appFetch('/contact')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr-LU">/)
    expect(html).toContain('<meta property="og:locale" content="fr_LU"/>')
    expect(html).not.toContain('Kontaktieren Sie uns')
  })
})
