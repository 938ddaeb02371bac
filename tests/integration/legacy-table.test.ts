import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkTable, type KvEntry } from '../../redirects/check-table.ts'
import tableCsv from '../../redirects/legacy-table.csv?raw'
import { appFetch } from './app-fetch.ts'

// The committed 31,000-row table (not the fixture), checked by the same code as
// `npm run redirects:check`; a sample spread over the whole file is loaded into the real local
// REDIRECTS KV and asked of the Worker. (redirects/legacy-table.test.ts checks every row.)
const checked = checkTable(tableCsv)
const SAMPLE_EVERY = 250
const sample: KvEntry[] = checked.entries.filter((_, index) => index % SAMPLE_EVERY === 0)

beforeAll(async () => {
  await Promise.all(
    sample.map((entry) => env.REDIRECTS.put(entry.key, entry.value, { metadata: entry.metadata }))
  )
})

describe('the committed legacy table, served by the Worker', () => {
  it('checks without a blocking finding', () => {
    expect(checked.blocking).toBe(0)
    expect(checked.entries.length).toBeGreaterThan(29_000)
    expect(sample.length).toBeGreaterThan(100)
  })

  it('answers a sample of its rows: 301 to the checked target in one hop, or page-not-found', async () => {
    const wrong: string[] = []
    for (const entry of sample) {
      const response = await appFetch(entry.key)
      const location = response.headers.get('location')
      if (entry.value === '') {
        if (response.status !== 404) wrong.push(`${entry.key}: ${response.status}, expected 404`)
      } else if (response.status !== 301 || location !== entry.value) {
        wrong.push(`${entry.key}: ${response.status} ${location}, expected 301 ${entry.value}`)
      }
      await response.body?.cancel()
    }
    expect(wrong).toEqual([])
  })
})
