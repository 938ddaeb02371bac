import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkTable, type KvEntry } from '../../redirects/check-table.ts'
import { createApp } from '../../worker/app.ts'
import fixtureCsv from '../fixtures/legacy-redirects.csv?raw'
import { appFetch } from './app-fetch.ts'

// A slice of the generated legacy table (a few rows of every family, every defect row), checked
// by the same code as `npm run redirects:check`, then written to the real local REDIRECTS KV.
const checked = checkTable(fixtureCsv)
const entries = checked.entries

/** Rows that never went through the checker: KV must not be trusted blindly. */
const planted: [string, string][] = [
  ['/fr/piege-absolu', 'https://evil.example/'],
  ['/fr/piege-protocole', '//evil.example/stock'],
  ['/fr/piege-backslash', '/\\evil.example'],
  ['/fr/piege-encode', '/%2f%2fevil.example'],
  ['/fr/piege-script', 'javascript:alert(1)'],
  ['/fr/piege-boucle', '/fr/piege-boucle'],
  ['/fr/piege-entete', '/stock\r\nSet-Cookie: x=1'],
]

beforeAll(async () => {
  await Promise.all([
    ...entries.map((e) => env.REDIRECTS.put(e.key, e.value, { metadata: e.metadata })),
    ...planted.map(([key, value]) => env.REDIRECTS.put(key, value)),
  ])
})

function entry(test: (e: KvEntry) => boolean): KvEntry {
  const found = entries.find(test)
  if (!found) throw new Error('the fixture lacks a row this test needs')
  return found
}

async function expectRedirect(path: string, location: string): Promise<Response> {
  const response = await appFetch(path)
  expect(response.status, path).toBe(301)
  expect(response.headers.get('location'), path).toBe(location)
  return response
}

async function expectPageNotFound(path: string): Promise<void> {
  const response = await appFetch(path)
  expect(response.status, path).toBe(404)
  expect(response.headers.get('location')).toBeNull()
  const html = await response.text()
  expect(html).toContain('"type":"page-not-found"')
}

describe('legacy redirects: the families of spec §2', () => {
  const families: [string, (e: KvEntry) => boolean, RegExp][] = [
    ['/fr → /', (e) => e.key === '/fr', /^\/$/],
    ['/fr/news → /news', (e) => e.key === '/fr/nouvelles', /^\/news$/],
    [
      'used-stock listings → /stock',
      (e) => e.key.startsWith('/fr/vehicules-occasion-stock?'),
      /^\/stock(\?brand=[a-z-]+)?$/,
    ],
    [
      'new-stock listings → brand page or /stock',
      (e) => e.key.startsWith('/fr/vehicules-neufs-stock?'),
      /^\/(stock|[a-z-]+)$/,
    ],
    [
      'old vehicle pages → /stock/{id}-1-{brand}-{model}',
      (e) => /^\/fr\/vehicule\/\d{1,4}$/.test(e.key) && Number(e.key.split('/')[3]) <= 1620,
      /^\/stock\/\d+-1-[a-z0-9-]+$/,
    ],
    [
      'new-vehicle pages → model page',
      (e) => e.key.startsWith('/fr/vehicules-neufs/hyundai/'),
      /^\/hyundai\/models\/[a-z0-9-]+$/,
    ],
    [
      'leasing → /private-lease/{slug}',
      (e) => e.key.startsWith('/fr/leasing-prive/'),
      /^\/private-lease\/[a-z0-9-]+$/,
    ],
    [
      'fleet → /business-lease/{slug}',
      (e) => e.key.startsWith('/fr/leasing-entreprise/'),
      /^\/business-lease\/[a-z0-9-]+$/,
    ],
    [
      'services → /services/{slug}',
      (e) => e.key.startsWith('/fr/services/'),
      /^\/services\/[a-z-]+$/,
    ],
    [
      'company pages → /entreprise/{slug}',
      (e) => e.key.startsWith('/fr/business/'),
      /^\/entreprise\/[a-z-]+$/,
    ],
    [
      'history, values, network → the history page',
      (e) => e.key === '/fr/nos-valeurs',
      /^\/a-propos-de-nous\/l-histoire-d-[a-z-]+$/,
    ],
    ['careers → /carrieres', (e) => e.key === '/fr/recrutement', /^\/carrieres$/],
    [
      'dealerships → /concessions/{slug}',
      (e) => e.key.startsWith('/fr/concessions/'),
      /^\/concessions\/[a-z-]+$/,
    ],
    ['brands list → /brands', (e) => e.key === '/fr/vehicules-neufs/marques', /^\/brands$/],
    [
      'test drives → /reserver-un-essai',
      (e) => e.key.startsWith('/fr/demande-essai?'),
      /^\/reserver-un-essai$/,
    ],
    [
      'tyre forms → /formulaires/...',
      (e) => e.key.startsWith('/fr/rendez-vous-pneus'),
      /^\/formulaires\/prise-de-rendez-vous-pneus-roues/,
    ],
    ['retired models → brand page', (e) => e.key === '/fr/vehicules-neufs/kia/stinger', /^\/kia$/],
    ['retired brands → /brands', (e) => e.key === '/fr/marques/smart', /^\/brands$/],
    [
      'retired jobs → dealer home page',
      (e) => e.key.startsWith('/fr/carrieres/offres/'),
      /^\/home-page\/(bertrange|niederkorn|esch-sur-alzette)$/,
    ],
    ['events → /news', (e) => e.key.startsWith('/fr/evenements/'), /^\/news$/],
    [
      'sold vehicles → /stock or brand page',
      (e) => /^\/fr\/vehicules-occasion-stock\/(1[7-9]|2)\d{2,3}\//.test(e.key),
      /^\/(stock|[a-z-]+)$/,
    ],
  ]
  it.each(families)('%s', async (_, pick, shape) => {
    const row = entry(pick)
    expect(row.value).toMatch(shape)
    const response = await expectRedirect(row.key, row.value)
    expect(response.headers.get('cache-control')).toContain('max-age=')
    // The 301 passes through the security headers like every other answer.
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('answers every redirect row of the fixture with 301 to its checked target', async () => {
    for (const row of entries.filter((e) => e.value !== ''))
      await expectRedirect(row.key, row.value)
  })
})

describe('legacy redirects: matching', () => {
  it('matches the query whatever its order, letter case or tracking parameters, and keeps those', async () => {
    const row = entry((e) => e.key.includes('?brand=corvette'))
    const [path = '', query = ''] = row.key.split('?')
    const reordered = `${path.toUpperCase()}?${query.split('&').reverse().join('&').toUpperCase()}&utm_source=ads&gclid=abc`
    await expectRedirect(reordered, `${row.value}&utm_source=ads&gclid=abc`)
  })

  it('falls back to the path alone when the query is not in the table', async () => {
    await expectRedirect(
      '/fr/vehicules-occasion-stock?fuel=hydrogen&page=99',
      entry((e) => e.key === '/fr/vehicules-occasion-stock').value
    )
  })

  it('answers a trailing slash in one hop, not via the trailing-slash redirect', async () => {
    await expectRedirect('/fr/nouvelles/', '/news')
  })

  it('answers a client-navigation payload request with a redirect payload', async () => {
    const response = await appFetch('/__data/fr/nouvelles?utm_source=cms')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ kind: 'redirect', location: '/news?utm_source=cms' })
  })

  it('answers HEAD like GET and lets other methods through to the routes', async () => {
    expect((await appFetch('/fr', { method: 'HEAD' })).status).toBe(301)
    expect((await appFetch('/fr', { method: 'POST' })).status).not.toBe(301)
  })

  it('leaves old paths that are not in the table to the routes (page not found)', async () => {
    await expectPageNotFound('/fr/jamais-vue-sur-l-ancien-site')
  })
})

describe('legacy redirects: defects never become a redirect', () => {
  it.each([
    ['entry without a path', '/fr/extranet', 'missing-target'],
    ['target starting with #', '/fr/contact-rapide', 'fragment-target'],
    ['error text as target', '/fr/jeu-concours', 'error-text-target'],
    ['loop', '/fr/promo-ete', 'loop'],
    ['self-loop through a trailing slash', '/fr/plan-du-site', 'loop'],
    ['chain into a path the table lacks', '/fr/ete-2019', 'dangling-chain'],
  ] as const)('%s answers the page-not-found page', async (_, path, kind) => {
    expect(checked.issues.some((i) => i.key === path && i.kind === kind)).toBe(true)
    await expectPageNotFound(path)
  })

  it('serves a target written without its leading slash as a path', async () => {
    expect(checked.countsByKind['missing-leading-slash']).toBeGreaterThan(0)
    await expectRedirect('/fr/carrosserie-express', '/services/carrosserie')
  })

  it('collapses chains to one hop', async () => {
    await expectRedirect('/fr/promotions', '/private-lease')
    await expectRedirect('/fr/occasions-diesel', '/stock')
  })

  it.each(planted)('refuses %s → %j written to KV behind the checker', async (path) => {
    await expectPageNotFound(path)
  })
})

describe('legacy redirects: cost for other pages', () => {
  /** The REDIRECTS binding, counting every call made on it. */
  function countingNamespace(): { kv: KVNamespace; calls: () => number } {
    let calls = 0
    const kv = new Proxy(env.REDIRECTS, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          calls++
          return Reflect.apply(value, target, args)
        }
      },
    })
    return { kv, calls: () => calls }
  }

  async function fetchWith(kv: KVNamespace, path: string, app = createApp()): Promise<Response> {
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request(new URL(path, 'http://localhost:8787')),
      { ...env, REDIRECTS: kv },
      ctx
    )
    await waitOnExecutionContext(ctx)
    return response
  }

  it('reads REDIRECTS for /fr paths only', async () => {
    const counter = countingNamespace()
    for (const path of [
      '/',
      '/builds/latest.json',
      '/stock/comparer',
      '/frites',
      '/france/fr',
      '/news?fr=1',
      '/__data/stock/comparer',
      '/__data/frites',
    ]) {
      await fetchWith(counter.kv, path)
    }
    expect(counter.calls()).toBe(0)
    const legacy = await fetchWith(counter.kv, '/fr/nouvelles')
    expect(legacy.status).toBe(301)
    expect(counter.calls()).toBe(1)
  })

  it('reads REDIRECTS once per old URL and isolate, whatever form the URL comes back in', async () => {
    const counter = countingNamespace()
    const app = createApp()
    for (const path of ['/fr/nouvelles', '/FR/Nouvelles/', '/fr/nouvelles?utm_source=ads']) {
      const response = await fetchWith(counter.kv, path, app)
      expect(response.status, path).toBe(301)
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=')
    }
    expect(counter.calls()).toBe(1)
    // Old URLs the table lacks are remembered too (bots keep asking for dead ones).
    for (let round = 0; round < 2; round++) {
      expect((await fetchWith(counter.kv, '/fr/jamais-vue-sur-l-ancien-site', app)).status).toBe(
        404
      )
    }
    expect(counter.calls()).toBe(2)
  })
})
