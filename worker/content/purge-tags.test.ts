import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../client/locale/language.ts'
import { languagePrefix } from '../../client/routes/route-table.ts'
import { PURGE_RECORD_PREFIX, knownUrls, purgeTags } from './purge-tags.ts'

const SITE = 'https://www.example.lu'

describe('purgeTags', () => {
  it('uses every configured layer: Workers Cache, the zone API in batches of 30, known URLs, KV', async () => {
    const workersCalls: string[][] = []
    const apiBodies: { tags: string[] }[] = []
    const deleted: string[] = []
    const tags = [
      'html',
      'slug:services/carrosserie',
      ...Array.from({ length: 31 }, (_, i) => `t${i}`),
    ]
    const report = await purgeTags(tags, {
      kv: env.CACHE,
      siteUrl: SITE,
      workersCache: {
        purge: async (options) => {
          workersCalls.push(options.tags ?? [])
          return { success: true, errors: [] }
        },
      },
      zone: { zoneId: '0'.repeat(32), apiToken: 'token-with-enough-characters' },
      fetch: async (_input, init) => {
        apiBodies.push(JSON.parse(String(init?.body)) as { tags: string[] })
        return Response.json({ success: true })
      },
      dataCentreCache: { delete: async (url) => (deleted.push(String(url)), true) },
    })
    expect(report.via).toEqual(['workers-cache', 'zone-api', 'data-centre', 'kv-record'])
    expect(workersCalls).toEqual([tags])
    expect(apiBodies.map((body) => body.tags.length)).toEqual([30, 3])
    // The page and its payload in every language.
    expect(deleted).toEqual(
      LANGUAGES.flatMap((language) => [
        `${SITE}${languagePrefix(language)}/services/carrosserie`,
        `${SITE}/__data${languagePrefix(language)}/services/carrosserie`,
      ])
    )
    expect(await env.CACHE.get(`${PURGE_RECORD_PREFIX}slug:services/carrosserie`)).not.toBeNull()
  })

  it('reports a failing layer without throwing, and still records the purge', async () => {
    const report = await purgeTags(['story:abc'], {
      kv: env.CACHE,
      siteUrl: SITE,
      zone: { zoneId: '0'.repeat(32), apiToken: 'token-with-enough-characters' },
      fetch: async () => new Response('forbidden', { status: 403 }),
    })
    expect(report.via).toEqual(['kv-record'])
    expect(report.errors[0]).toContain('403')
  })

  it('maps the home page slug to / and its payload', () => {
    expect(knownUrls(['slug:home-page', 'story:x'], SITE).slice(0, 4)).toEqual([
      `${SITE}/`,
      `${SITE}/__data`,
      `${SITE}/de`,
      `${SITE}/__data/de`,
    ])
  })
})
