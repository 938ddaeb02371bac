/**
 * Legacy redirect tables of a given size for the benchmark, each in its own local state so the
 * Worker looks up one key among exactly that many. The sizes are nested prefixes of one
 * generated 100,000-row table (shuffled, so every prefix mixes all families); each state is
 * persisted and synced incrementally, so only the first run pays for writing the keys.
 * Usage (to prepare the states ahead of a run): node tests/bench/redirect-tables.ts
 */
import { resolve } from 'node:path'
import { checkTable, type KvEntry } from '../../redirects/check-table.ts'
import { demoSiteData } from '../../redirects/demo-site.ts'
import { generateLegacyTable, tableCsv } from '../../redirects/generate-table.ts'
import { uploadEntries } from '../../redirects/upload.ts'

export const REDIRECT_TABLE_SIZES = [1_000, 10_000, 100_000] as const

const root = resolve(import.meta.dirname, '../..')

let table: KvEntry[] | undefined

function largestTable(): KvEntry[] {
  if (!table) {
    const size = Math.max(...REDIRECT_TABLE_SIZES)
    const result = checkTable(tableCsv(generateLegacyTable(demoSiteData(), { rows: size })))
    if (result.blocking > 0) throw new Error('the generated table has blocking findings')
    table = result.entries
  }
  return table
}

export function redirectStateDir(size: number): string {
  return resolve(root, `.wrangler/bench-redirects-${size}`)
}

/** Redirect rows without a query taken, at most, for the benchmark's one-visit URLs. */
const LOOKUP_ROWS = 200

/**
 * Makes the state of `size` hold the first `size` entries; returns the old path the benchmark
 * requests again and again: a filtered listing with a query (the longer lookup: exact key, then
 * path alone) in the middle of the table; and redirect rows without a query from the middle on,
 * for URLs asked once each.
 */
export function prepareRedirectState(size: number): {
  stateDir: string
  path: string
  rows: string[]
} {
  const entries = largestTable().slice(0, size)
  const stateDir = redirectStateDir(size)
  const counts = uploadEntries(entries, { persistTo: stateDir })
  console.info(
    `REDIRECTS with ${size} rows: ${counts.written} written, ${counts.unchanged} unchanged, ${counts.deleted} deleted`
  )
  const middle = entries.slice(Math.floor(size / 2))
  const sample = middle.find((entry) => entry.key.includes('?') && entry.value !== '')
  if (!sample) throw new Error(`no listing redirect among ${size} rows`)
  // Plain ASCII paths: they go on the wire as they are.
  const rows = middle
    .filter((entry) => entry.value !== '' && /^\/fr[a-z0-9/-]*$/.test(entry.key))
    .slice(0, LOOKUP_ROWS)
    .map((entry) => entry.key)
  if (rows.length === 0) throw new Error(`no redirect row without a query among ${size} rows`)
  return { stateDir, path: sample.key, rows }
}

if (import.meta.main) {
  for (const size of REDIRECT_TABLE_SIZES) prepareRedirectState(size)
}
