/**
 * Imports a stock feed into the embedded stock service's D1 (docs/stock-feed.md): the same
 * import core as the scheduled job (worker/stock-feed/), run through wrangler.
 *
 * Usage:
 *   npm run stock:import -- --file feed.csv                      neutral CSV/JSON, local D1 of `npm start`
 *   npm run stock:import -- --file ads.json --format mobilede --location bertrange
 *   npm run stock:import -- --file F --remote --env production   the deployed D1 (wrangler login)
 * Options: --persist-to DIR (another local state), --dry-run (plan and report, write nothing),
 *   --force (apply past the removal guard), --max-removed-percent N (default 20),
 *   --sql-out FILE (keep the generated SQL), --json (the report as JSON).
 * Exit code: 0 applied (skipped rows are listed), 1 refused or failed.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { sqlLiteral } from '../demo-data/stock-sql.ts'
import {
  DEFAULT_GUARD,
  describePlan,
  EXISTING_SQL,
  existingStockFrom,
} from '../../worker/stock-feed/import-stock.ts'
import { FeedRefused } from '../../worker/stock-feed/feed-refused.ts'
import { feedFormatSchema, feedSource, parseFeed } from '../../worker/stock-feed/parse-feed.ts'
import { planImport } from '../../worker/stock-feed/plan.ts'
import type { WriteStatement } from '../../worker/stock-feed/write.ts'

const root = resolve(import.meta.dirname, '../..')
const wrangler = resolve(root, 'node_modules/.bin/wrangler')

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    format: { type: 'string', default: 'neutral' },
    location: { type: 'string' },
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    'persist-to': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'max-removed-percent': { type: 'string' },
    'sql-out': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
})

if (!values.file) {
  console.error('Usage: npm run stock:import -- --file FEED [--format mobilede|neutral] [--remote]')
  process.exit(1)
}
const format = feedFormatSchema.parse(values.format)
const target = values.remote
  ? ['--remote', ...(values.env ? ['--env', values.env] : [])]
  : ['--local', '--persist-to', resolve(root, values['persist-to'] ?? '.wrangler/state')]

/** Replaces each `?` with its value as a SQL literal (wrangler's --file has no bind values). */
function inlineStatement(statement: WriteStatement): string {
  let index = 0
  const sql = statement.sql.replace(/\?/g, () => sqlLiteral(statement.params[index++] ?? null))
  if (index !== statement.params.length) throw new Error(`parameter count: ${statement.sql}`)
  return `${sql};`
}

/**
 * The statements as SQL text, consecutive single-row INSERTs of one shape merged into multi-row
 * INSERTs under 90 KB (D1 refuses statements above 100 KB): `wrangler d1 execute --file` pays per
 * statement, and 10,000 new vehicles are 30,000 rows.
 */
function mergeInserts(list: readonly WriteStatement[]): string[] {
  const out: string[] = []
  let head: string | null = null
  let tuples: string[] = []
  let size = 0
  const flush = () => {
    if (head !== null && tuples.length > 0) out.push(`${head}\n${tuples.join(',\n')};`)
    head = null
    tuples = []
    size = 0
  }
  for (const statement of list) {
    const match = /^(INSERT INTO [^(]+\([^)]*\) VALUES) (\(.*\))$/.exec(statement.sql)
    if (!match?.[1] || !match[2]) {
      flush()
      out.push(inlineStatement(statement))
      continue
    }
    const tuple = inlineStatement({ sql: match[2], params: statement.params }).slice(0, -1)
    if (head !== match[1] || size + tuple.length > 90_000) flush()
    head = match[1]
    tuples.push(tuple)
    size += tuple.length + 2
  }
  flush()
  return out
}

function d1(args: string[]): string {
  const result = spawnSync(wrangler, ['d1', 'execute', 'DB', ...target, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error(`wrangler d1 execute failed (exit ${result.status})`)
  }
  return result.stdout
}

const resultsSchema = z.array(z.object({ results: z.array(z.unknown()) }))

const started = Date.now()
const settings = { format, location: values.location, thisYear: new Date().getUTCFullYear() }
const source = feedSource(settings)
let feed
try {
  feed = parseFeed(readFileSync(resolve(values.file), 'utf8'), settings)
} catch (error) {
  if (!(error instanceof FeedRefused)) throw error
  console.error(`✗ Feed refused: ${error.message}. Nothing written.`)
  process.exit(1)
}
const parsedAt = Date.now()

const existingOutput = d1([
  '--json',
  '--command',
  [
    EXISTING_SQL.vehicles.replace('?', sqlLiteral(source)),
    EXISTING_SQL.locations,
    EXISTING_SQL.maxId,
    EXISTING_SQL.catalogue,
  ].join('; '),
])
const [vehicles, locations, maxId, catalogue] = resultsSchema.parse(JSON.parse(existingOutput))
const stock = existingStockFrom({
  vehicles: vehicles?.results ?? [],
  locations: locations?.results ?? [],
  maxId: maxId?.results ?? [],
  catalogue: catalogue?.results ?? [],
})
const readAt = Date.now()

const guard = {
  ...DEFAULT_GUARD,
  force: values.force,
  ...(values['max-removed-percent']
    ? { maxRemovedPercent: Number(values['max-removed-percent']) }
    : {}),
}
const plan = await planImport(feed, stock, guard)
const { result, statements } = describePlan(plan, feed, source, new Date().toISOString())
const sql = `${mergeInserts(statements).join('\n')}\n`
if (values['sql-out']) writeFileSync(resolve(values['sql-out']), sql)

let writtenAt = Date.now()
if (!values['dry-run']) {
  const dir = mkdtempSync(join(tmpdir(), 'stock-import-'))
  try {
    const file = join(dir, 'import.sql')
    writeFileSync(file, sql)
    d1(['--yes', '--file', file])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  writtenAt = Date.now()
}

const timings = {
  parse_ms: parsedAt - started,
  read_ms: readAt - parsedAt,
  write_ms: writtenAt - readAt,
  total_ms: writtenAt - started,
}
if (values.json) {
  const { plan: _plan, purgeTags, staleKeys, ...report } = result
  const purge = { tags: purgeTags.length, kvKeys: staleKeys.length }
  console.info(JSON.stringify({ ...report, purge, timings, dryRun: values['dry-run'] }, null, 2))
} else {
  for (const row of result.skipped)
    console.info(`  line ${row.line}${row.ref ? ` (${row.ref})` : ''}: ${row.reason}`)
  const c = result.counts
  console.info(
    `${result.status === 'applied' ? '✓' : '✗'} ${source}: ${c.rows} rows, ${c.added} new, ${c.changed} changed (${c.price_changed} prices), ${c.sold} sold, ${c.unchanged} unchanged, ${c.skipped} skipped; ${c.statements} statements${values['dry-run'] ? ' (dry run, nothing written)' : ''} in ${timings.total_ms} ms`
  )
  if (result.reason) console.error(`  refused: ${result.reason}`)
  if (result.purgeTags.length > 0 && values.remote)
    console.info(
      `  Purge the zone cache: npm run cache:purge -- --remote${values.env ? ` --env ${values.env}` : ''} --tags ${result.purgeTags.join(',')}`
    )
}
// exitCode, not exit(): a piped stdout is written asynchronously and exit() would cut it.
process.exitCode = result.status === 'applied' ? 0 : 1
