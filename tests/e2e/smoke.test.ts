import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { checkTable } from '../../redirects/check-table.ts'
import { uploadEntries } from '../../redirects/upload.ts'
import { formatSmoke, runSmoke } from '../../scripts/smoke/smoke-checks.ts'
import { LANGUAGES } from '../../client/locale/language.ts'

const baseUrl = inject('baseUrl')
const root = resolve(import.meta.dirname, '../..')

/** The smoke test of a deployed site (`npm run smoke`), run against the local production build. */
describe('npm run smoke, against the served build', () => {
  it('passes every check, the lead dry-run included', async () => {
    // The suite's state has no legacy table (loading 31,000 rows costs minutes): its first row,
    // the one the smoke test asks for, is loaded as `npm run redirects:upload` loads them all.
    const [header, first] = readFileSync(resolve(root, 'redirects/legacy-table.csv'), 'utf8').split(
      '\n'
    )
    const { entries } = checkTable(`${header}\n${first}\n`)
    expect(entries.length).toBeGreaterThan(0)
    uploadEntries(entries, { persistTo: resolve(root, '.wrangler/e2e-state') })
    const token = /^SMOKE_TOKEN=(.+)$/m.exec(readFileSync(resolve(root, '.dev.vars'), 'utf8'))?.[1]
    expect(token, '.dev.vars has the smoke token').toBeDefined()

    const started = Date.now()
    const results = await runSmoke({
      baseUrl,
      token,
      legacyPath: (first ?? '').split(',')[0] ?? '/fr/',
    })
    const report = formatSmoke(results, Date.now() - started)
    expect(
      results.filter((result) => !result.ok),
      report
    ).toEqual([])
    expect(results.map((result) => result.name)).toEqual([
      ...LANGUAGES.map((language) => `home (${language})`),
      'stock overview (fr)',
      'security headers',
      'sitemap',
      'a vehicle page',
      'a legacy redirect',
      '/healthz',
      '/readyz',
      'lead dry-run',
    ])
  }, 120_000)

  it('fails a check, naming it, when the site does not answer as it should', async () => {
    const results = await runSmoke({
      baseUrl,
      token: 'not-the-smoke-token-0000',
      legacyPath: '/fr/cette-adresse-n-a-jamais-existe',
    })
    const failed = results.filter((result) => !result.ok).map((result) => result.name)
    expect(failed).toEqual(['a legacy redirect', 'lead dry-run'])
  })
})
