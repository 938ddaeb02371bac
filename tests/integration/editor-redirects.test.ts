import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteWithFaultyContent, webhookRequest } from './content-freshness.fixtures.ts'

/**
 * The editors' own redirects (issue 26, docs/decisions/0049): the Storyblok datasource
 * `redirects`, merged into the site's answers on publish, checked like the legacy table; a bad
 * row is left out and reported, and no row ever hides a live page.
 */

const REDIRECTS_DATASOURCE_ID = 91_003
let ipCounter = 0
let rowId = 95_000

/** Adds a row to the `redirects` datasource of the local space, as an editor saves one. */
async function addRow(name: string, value: string) {
  rowId++
  await env.DB.prepare(
    'INSERT INTO content_datasource_entries (id, datasource_id, position, name, value) VALUES (?, ?, ?, ?, ?)'
  )
    .bind(rowId, REDIRECTS_DATASOURCE_ID, rowId, name, value)
    .run()
}

/** What Storyblok sends when datasource entries are saved: every page may change. */
async function entriesSaved(site: ReturnType<typeof siteWithFaultyContent>) {
  const hook = await site.fetch(
    '/api/cms/webhook',
    await webhookRequest(
      {
        text: `entries updated ${ipCounter}`,
        action: 'entries_updated',
        datasource_slug: 'redirects',
      },
      { ip: `203.0.113.${++ipCounter}` }
    )
  )
  expect(hook.status).toBe(200)
}

const logged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.map(String).join(' ')).join('\n')

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the editors' redirects", () => {
  it('answer the demo rows with a 301, tracking parameters kept', async () => {
    const site = siteWithFaultyContent()
    const response = await site.fetch('/Autofestival/?utm_source=flyer')
    // The trailing slash goes first (its own 301), then the row answers.
    const next = response.headers.get('location') ?? ''
    const moved = await site.fetch(next)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/private-lease?utm_source=flyer')
    expect(moved.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300')
    // Client navigation follows it too.
    const data = await site.fetch('/__data/atelier')
    expect(await data.json()).toEqual({
      kind: 'redirect',
      location: '/services/service-apres-vente',
    })
  })

  it('take a new row after the publish, leaving out and reporting the bad ones', async () => {
    const site = siteWithFaultyContent()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await site.fetch('/promo-hiver')).status).toBe(404)

    await addRow('/promo-hiver', '/stock?fuel=electric')
    await addRow('/stock', '/private-lease') // a live page
    await addRow('/contact', '/news') // a live story
    await addRow('/boucle-a', '/boucle-b')
    await addRow('/boucle-b', '/boucle-a')
    await addRow('/ailleurs', 'https://phishing.example/')
    // Saved, not yet published to the site: the generation's table still answers.
    expect((await site.fetch('/promo-hiver')).status).toBe(404)

    await entriesSaved(site)
    const moved = await site.fetch('/promo-hiver')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/stock?fuel=electric')
    // The rest of the table still works.
    expect((await site.fetch('/autofestival')).headers.get('location')).toBe('/private-lease')
    // Live pages stay pages; bad rows answer what the path answered before.
    expect((await site.fetch('/stock')).status).toBe(200)
    expect((await site.fetch('/contact')).status).toBe(200)
    expect((await site.fetch('/de/contact')).status).toBe(200)
    for (const path of ['/boucle-a', '/boucle-b', '/ailleurs']) {
      expect((await site.fetch(path)).status, path).toBe(404)
    }
    const report = logged(errors)
    expect(report).toContain('Datasource redirects: 5 row(s) left out')
    for (const finding of [
      '/stock: live-page-source',
      '/contact: live-page-source',
      '/boucle-a: loop',
      '/boucle-b: loop',
      '/ailleurs: unsafe-target',
    ]) {
      expect(report).toContain(finding)
    }
    // Checked once per publish, not on every not-found page.
    await site.fetch('/boucle-a')
    expect(logged(errors).split('Datasource redirects').length - 1).toBe(1)
  })

  it('answer from the last good table when Storyblok fails right after a publish', async () => {
    const site = siteWithFaultyContent()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await site.fetch('/autofestival')).status).toBe(301)
    site.setFault(500)
    await entriesSaved(site)
    const moved = await site.fetch('/autofestival')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/private-lease')
  })
})
