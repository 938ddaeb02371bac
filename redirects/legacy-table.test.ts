import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_INPUT, runCheck } from './check.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The committed legacy table itself (31,000 rows), checked by `npm test` as
 * `npm run redirects:check` checks it before an upload: nothing blocking, every row accounted
 * for. The workerd suite serves a sample of the same checked rows
 * (tests/integration/legacy-table.test.ts).
 */
describe('the committed legacy redirect table', () => {
  it('passes its checker against the demo site: no blocking finding, one entry per row', () => {
    const csv = readFileSync(DEFAULT_INPUT, 'utf8')
    const rows = csv.trim().split('\n').length - 1
    expect(rows).toBeGreaterThanOrEqual(31_000)
    const output = join(mkdtempSync(join(tmpdir(), 'legacy-table-')), 'redirects.json')
    const result = runCheck({ input: DEFAULT_INPUT, output, pages: true })
    expect(result.blocking, JSON.stringify(result.issues.slice(0, 5))).toBe(0)
    expect(result.entries.length).toBeGreaterThan(rows * 0.95)
    const written: unknown[] = JSON.parse(readFileSync(output, 'utf8'))
    expect(written).toHaveLength(result.entries.length)
    const keys = new Set(result.entries.map((entry) => entry.key))
    expect(keys.size).toBe(result.entries.length)
  })
})
