/**
 * Generates the legacy redirect table (`redirects/legacy-table.csv`): the old site's `/fr/...`
 * URLs and where each one lands on the new site, every family of spec §2 plus the defects the
 * old export really had. Deterministic (fixed seed, no clock): the same demo data always gives
 * the same file. Also writes the small fixture the workerd tests seed KV from.
 * Usage: node redirects/generate-table.ts [--rows 31000] [--out FILE] [--fixture FILE]
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createRandom, type Random } from '../scripts/demo-data/stock-random.ts'
import { CSV_HEADER } from './check-table.ts'
import { formatCsv } from './csv.ts'
import { demoSiteData } from './demo-site.ts'
import { catalogueFamilies, type DemoSite, type LegacyRow, siteFamilies } from './families-pages.ts'
import { defectFamilies } from './families-defects.ts'
import { fallbackFamilies, listingRow, vehicleFamilies } from './families-stock.ts'
import { legacyKey } from './normalize.ts'

export const TABLE_SEED = 20261121
export const DEFAULT_ROWS = 31_000

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1))
    const swap = items[i] as T
    items[i] = items[j] as T
    items[j] = swap
  }
  return items
}

/**
 * The table: fixed families first (defects and chains reserve their keys), then filtered stock
 * listings until `rows` is reached, in the shuffled order of an export. Keys are unique after
 * normalization except in the deliberate `duplicate` family.
 */
export function generateLegacyTable(site: DemoSite, options: { rows?: number } = {}): LegacyRow[] {
  const total = options.rows ?? DEFAULT_ROWS
  const random = createRandom(TABLE_SEED)
  const seen = new Set<string>()
  const rows: LegacyRow[] = []
  const add = (candidate: LegacyRow): boolean => {
    const key = legacyKey(candidate.oldPath)
    if (candidate.family !== 'duplicate') {
      if (seen.has(key)) return false
      seen.add(key)
    }
    // A few rows of every family carry the old site's temporary redirect code.
    const code = candidate.code === '301' && random.chance(0.003) ? '302' : candidate.code
    rows.push({ ...candidate, code })
    return true
  }
  const fixed = [
    ...defectFamilies(),
    ...siteFamilies(site),
    ...catalogueFamilies(site),
    ...vehicleFamilies(site, random),
    ...fallbackFamilies(site, random),
  ]
  for (const candidate of fixed) add(candidate)
  let attempts = 0
  while (rows.length < total) {
    if (++attempts > total * 20) throw new Error(`could not reach ${total} distinct rows`)
    add(listingRow(site, random))
  }
  return shuffle(rows, random)
}

export function tableCsv(rows: readonly LegacyRow[]): string {
  return formatCsv([CSV_HEADER, ...rows.map((r) => [r.oldPath, r.target, r.code])])
}

/**
 * A few rows of each family (all rows of the small defect families), plus the rows their chains
 * pass through, so the fixture behaves like the full table for every family.
 */
export function fixtureRows(rows: readonly LegacyRow[], perFamily = 3): LegacyRow[] {
  const byFamily = new Map<string, LegacyRow[]>()
  for (const r of rows) {
    const members = byFamily.get(r.family)
    if (members) members.push(r)
    else byFamily.set(r.family, [r])
  }
  const defect = /^(?:chain|dangling-chain|loop|duplicate|defect-.*|stale-vehicle-target)$/
  const picked = [...byFamily].flatMap(([family, members]) =>
    defect.test(family) ? members : members.slice(0, perFamily)
  )
  return picked.sort(
    (a, b) => a.family.localeCompare(b.family) || a.oldPath.localeCompare(b.oldPath)
  )
}

function count(rows: readonly LegacyRow[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const r of rows) counts[r.family] = (counts[r.family] ?? 0) + 1
  return counts
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..')
  const args = process.argv.slice(2)
  const option = (name: string) => {
    const at = args.indexOf(name)
    return at < 0 ? undefined : args[at + 1]
  }
  const rows = generateLegacyTable(demoSiteData(), {
    rows: Number(option('--rows') ?? DEFAULT_ROWS),
  })
  const out = resolve(root, option('--out') ?? 'redirects/legacy-table.csv')
  writeFileSync(out, tableCsv(rows))
  const fixture = resolve(root, option('--fixture') ?? 'tests/fixtures/legacy-redirects.csv')
  writeFileSync(fixture, tableCsv(fixtureRows(rows)))
  console.info(`${rows.length} rows → ${out}`)
  console.table(count(rows))
}
