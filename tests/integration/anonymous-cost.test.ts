import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteWithFaultyContent } from './content-freshness.fixtures.ts'

// What an anonymous visitor can make the site write: made-up slugs, vehicle ids, filter values
// and id lists cost no KV write each (docs/decisions/0043).

const site = siteWithFaultyContent()

async function kvKeys(): Promise<Set<string>> {
  const names = new Set<string>()
  let cursor: string | undefined
  do {
    const page = await env.CACHE.list(cursor ? { cursor } : {})
    for (const key of page.keys) names.add(key.name)
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return names
}

beforeAll(async () => {
  // What any visit writes once: the generation, the folders, the stock's catalogue and lists,
  // each language's page frame, the editors' redirect table (read on a first "not found").
  for (const path of [
    '/',
    '/de',
    '/une-premiere-page-inconnue',
    '/services/carrosserie',
    '/stock',
    '/stock?model=ford.puma&location=luxembourg-gasperich',
  ]) {
    await (await site.fetch(path)).arrayBuffer()
  }
})

describe('made-up names and values cost no KV write', () => {
  it('unknown slugs, vehicles, filter values and id lists leave KV as it was', async () => {
    const before = await kvKeys()
    const statuses: Record<string, number> = {}
    for (let index = 0; index < 10; index++) {
      const paths = [
        `/page-inconnue-${index}`,
        `/services/page-inconnue-${index}`,
        `/de/seite-inconnue-${index}`,
        `/stock/9999990${index}-kia-ev3`,
        `/stock?location=nulle-part-${index}`,
        `/stock?model=ford.modele-invente-${index}`,
        `/api/vehicles?ids=1,2,${100 + index}`,
      ]
      for (const path of paths) {
        const response = await site.fetch(path)
        statuses[path.replace(/\d+/g, 'N')] = response.status
        await response.arrayBuffer()
      }
    }
    expect(statuses).toMatchObject({
      '/page-inconnue-N': 404,
      '/services/page-inconnue-N': 404,
      '/stock/N-kia-evN': 404,
      '/stock?location=nulle-part-N': 200,
      '/stock?model=ford.modele-invente-N': 200,
      '/api/vehicles?ids=N,N,N': 200,
    })
    const added = [...(await kvKeys())].filter((key) => !before.has(key))
    expect(added).toEqual([])
  })

  it('a filter value that is not in the vocabulary is dropped and told, never searched', async () => {
    const html = await (await site.fetch('/stock?location=nulle-part-x')).text()
    expect(html).toContain('nulle-part-x')
    const keys = [...(await kvKeys())]
    expect(keys.filter((key) => key.includes('nulle-part') || key.includes('invente'))).toEqual([])
  })
})
