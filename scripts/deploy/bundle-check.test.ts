import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  forbiddenSourceFindings,
  isLocalServicesGate,
  markerFindings,
  sourceMapSources,
} from './bundle-check.ts'
import { productionMarkers } from './production-markers.ts'
import { repoParityInput } from './repo-parity.ts'

const root = resolve(import.meta.dirname, '../..')

describe('the production bundle check', () => {
  it('rejects local services, scripts and tests among the sources, not the Worker itself', () => {
    expect(
      forbiddenSourceFindings([
        'worker/app.ts',
        'node_modules/hono/dist/hono.js',
        'worker/local-services/stock/service.ts',
        'scripts/demo-data/stock.ts',
        'tests/integration/setup.ts',
        'worker/env.test.ts',
      ])
    ).toEqual([
      'worker/local-services/stock/service.ts: local service in the bundle',
      'scripts/demo-data/stock.ts: build or demo-data script in the bundle',
      'tests/integration/setup.ts: test code in the bundle',
      'worker/env.test.ts: test file in the bundle',
    ])
  })

  it('lets a gate of the local services stay, and nothing it would reach', () => {
    const gates = new Set(['worker/local-services/upstream-fetch.ts'])
    const sources = [
      'worker/local-services/upstream-fetch.ts',
      'worker/local-services/local-services.ts',
    ]
    expect(forbiddenSourceFindings(sources, (source) => gates.has(source))).toEqual([
      'worker/local-services/local-services.ts: local service in the bundle',
    ])
    expect(
      isLocalServicesGate('declare const __LOCAL_SERVICES__: boolean\nexport function f() {}')
    ).toBe(true)
    expect(isLocalServicesGate("import { localServices } from './local-services.ts'")).toBe(false)
    const upstreamFetch = readFileSync(
      resolve(root, 'worker/local-services/upstream-fetch.ts'),
      'utf8'
    )
    expect(isLocalServicesGate(upstreamFetch)).toBe(true)
  })

  it('reads the sources of a source map, and refuses a map without', () => {
    expect(sourceMapSources('a.js.map', '{"version":3,"sources":["../worker/app.ts"]}')).toEqual([
      '../worker/app.ts',
    ])
    expect(() => sourceMapSources('a.js.map', '{"version":3}')).toThrow(/a\.js\.map/)
  })

  it('finds string and pattern markers, naming the file', () => {
    const markers = [
      { label: 'local host', find: 'stock.local.test' },
      { label: 'test binding', find: /\bTEST_[A-Z_]+\b/ },
    ]
    expect(
      markerFindings(
        [
          { path: 'index.js', text: 'export default { fetch() {} }' },
          { path: 'assets/a.js', text: 'const url = "http://stock.local.test/v1";' },
          { path: 'assets/b.js', text: 'env.TEST_MIGRATIONS' },
        ],
        markers
      )
    ).toEqual([
      'assets/a.js: local host (…const url = "http://stock.local.test/v1";…)',
      'assets/b.js: test binding (…env.TEST_MIGRATIONS…)',
    ])
  })

  describe("with this repository's markers", () => {
    const markers = productionMarkers(root, repoParityInput(root).local)
    const labels = markers.map((marker) => marker.label)

    it('covers the local hosts, demo secrets, every demo story and the seed tables', () => {
      expect(labels).toEqual(
        expect.arrayContaining([
          'local service host (STOCK_API_URL)',
          'local service host (STORYBLOK_API_URL)',
          'local service host (CRM_WEBHOOK_URL)',
          'local service host (MAIL_API_URL)',
          'demo secret (STORYBLOK_TOKEN)',
          'seed SQL (vehicles)',
          'seed SQL (content_stories)',
          'demo story (contact)',
        ])
      )
      expect(labels.filter((label) => label.startsWith('demo story')).length).toBeGreaterThan(100)
    })

    it('rejects a bundle carrying a local host, demo data or a test hook', () => {
      const bundle = (text: string) => markerFindings([{ path: 'worker.js', text }], markers)
      expect(bundle('fetch("https://api.storyblok.com/v2/cdn/stories")')).toEqual([])
      expect(bundle('fetch("http://content.local.test/v2")')).toEqual([
        expect.stringMatching(/^worker\.js: a \*\.local\.test host/),
        expect.stringMatching(/^worker\.js: local service host \(STORYBLOK_API_URL\)/),
      ])
      expect(bundle('const token = "demo-public-token"')).toEqual([
        expect.stringMatching(/demo secret \(STORYBLOK_TOKEN\)/),
      ])
      expect(bundle('db.exec("INSERT INTO vehicles (id, slug, status')).toEqual([])
      // The seed's literal rows, as a bundle would carry them (the line break escaped)...
      const seedSql = "INSERT INTO brands (slug, name, position, logo, description) VALUES\n('ford'"
      expect(bundle(`db.exec(${JSON.stringify(seedSql)})`)).toEqual([
        expect.stringMatching(/seed SQL \(brands\)/),
      ])
      // ...but not production code writing the same table with bound values (the importer).
      expect(
        bundle(
          'db.prepare("INSERT INTO vehicle_images (vehicle_id, position, url, width, height, alt) VALUES (?, ?, ?, ?, ?, ?)")'
        )
      ).toEqual([])
      expect(bundle('if (typeof __LOCAL_SERVICES__ !== "undefined")')).toEqual([
        expect.stringMatching(/a build constant left undefined/),
      ])
    })
  })
})
