import { z } from 'zod'
import type { StockDb } from '../local-services/stock/d1.ts'
import type { ParsedFeed, SkippedRow } from './feed-vehicle.ts'
import { planImport, type ExistingStock, type GuardOptions, type ImportPlan } from './plan.ts'
import { importPurgeTags, importStaleKeys } from './purge.ts'
import { planStatements, type WriteStatement } from './write.ts'

/**
 * The import core shared by `npm run stock:import` and the scheduled job (docs/stock-feed.md):
 * read the source's stock, plan the diff, refuse or write it, record the run.
 */

export const DEFAULT_GUARD: GuardOptions = { maxRemovedPercent: 20, removalFloor: 5 }

/** Statements per D1 batch: one batch is one transaction and one round trip. */
export const BATCH_SIZE = 500

export interface ImportCounts {
  rows: number
  added: number
  changed: number
  price_changed: number
  sold: number
  unchanged: number
  skipped: number
  statements: number
}

export interface ImportResult {
  status: 'applied' | 'refused'
  reason: string | null
  counts: ImportCounts
  skipped: SkippedRow[]
  purgeTags: string[]
  staleKeys: string[]
  plan: ImportPlan
}

const existingRow = z.object({
  id: z.number(),
  ref: z.string(),
  hash: z.string().nullable(),
  price: z.number(),
  status: z.enum(['available', 'reserved', 'sold']),
  brand: z.string(),
  model: z.string(),
})
const locationRow = z.object({ slug: z.string(), name: z.string() })
const maxRow = z.object({ max_id: z.number() })
const catalogueRow = z.object({ key: z.string() })

/** The SQL that reads what a plan needs; the CLI runs the same through wrangler for --remote. */
export const EXISTING_SQL = {
  vehicles:
    'SELECT id, feed_ref AS ref, feed_hash AS hash, price, status, brand, model FROM vehicles WHERE feed_source = ?',
  locations: 'SELECT slug, name FROM locations',
  maxId: 'SELECT COALESCE(MAX(id), 0) AS max_id FROM vehicles',
  catalogue: "SELECT slug AS key FROM brands UNION ALL SELECT brand || '.' || slug FROM models",
} as const

export function existingStockFrom(rows: {
  vehicles: unknown[]
  locations: unknown[]
  maxId: unknown[]
  catalogue: unknown[]
}): ExistingStock {
  return {
    vehicles: rows.vehicles.map((row) => existingRow.parse(row)),
    locations: new Map(
      rows.locations.map((row) => locationRow.parse(row)).map((l) => [l.slug, l.name])
    ),
    maxId: maxRow.parse(rows.maxId[0] ?? { max_id: 0 }).max_id,
    catalogue: new Set(rows.catalogue.map((row) => catalogueRow.parse(row).key)),
  }
}

export async function readExistingStock(db: StockDb, source: string): Promise<ExistingStock> {
  const [vehicles, locations, maxId, catalogue] = await db.batch([
    db.prepare(EXISTING_SQL.vehicles).bind(source),
    db.prepare(EXISTING_SQL.locations),
    db.prepare(EXISTING_SQL.maxId),
    db.prepare(EXISTING_SQL.catalogue),
  ])
  return existingStockFrom({
    vehicles: vehicles?.results ?? [],
    locations: locations?.results ?? [],
    maxId: maxId?.results ?? [],
    catalogue: catalogue?.results ?? [],
  })
}

/** The plan's outcome without writing anything: counts, statements, tags. */
export function describePlan(
  plan: ImportPlan,
  feed: ParsedFeed,
  source: string,
  at: string
): { result: ImportResult; statements: WriteStatement[] } {
  const statements = plan.refusal ? [] : planStatements(plan, source, at)
  const counts: ImportCounts = {
    rows: feed.vehicles.length + feed.skipped.length,
    added: plan.added.length,
    changed: plan.changed.length,
    price_changed: plan.priceChanges.length,
    sold: plan.sold.length,
    unchanged: plan.unchanged,
    skipped: plan.skipped.length,
    statements: statements.length,
  }
  const refused = plan.refusal !== null
  statements.push(runRecord(source, at, refused ? 'refused' : 'applied', counts, plan))
  return {
    statements,
    result: {
      status: refused ? 'refused' : 'applied',
      reason: plan.refusal,
      counts,
      skipped: plan.skipped,
      purgeTags: refused ? [] : importPurgeTags(plan),
      staleKeys: refused ? [] : importStaleKeys(plan),
      plan,
    },
  }
}

/** At most this many skipped rows are kept in the run's record (all are in the CLI's output). */
const RECORDED_SKIPS = 200

function runRecord(
  source: string,
  at: string,
  status: 'applied' | 'refused',
  counts: ImportCounts,
  plan: ImportPlan
): WriteStatement {
  return {
    sql: 'INSERT INTO stock_imports (feed_source, started_at, status, counts, report) VALUES (?, ?, ?, ?, ?)',
    params: [
      source,
      at,
      status,
      JSON.stringify(counts),
      JSON.stringify({ refusal: plan.refusal, skipped: plan.skipped.slice(0, RECORDED_SKIPS) }),
    ],
  }
}

/** Plans and applies a parsed feed to D1 (refused: only the run's record is written). */
export async function importStock(
  db: StockDb,
  feed: ParsedFeed,
  options: { source: string; now: Date; guard?: GuardOptions }
): Promise<ImportResult> {
  const stock = await readExistingStock(db, options.source)
  const plan = await planImport(feed, stock, options.guard ?? DEFAULT_GUARD)
  const at = options.now.toISOString()
  const { result, statements } = describePlan(plan, feed, options.source, at)
  for (let index = 0; index < statements.length; index += BATCH_SIZE) {
    await db.batch(
      statements
        .slice(index, index + BATCH_SIZE)
        .map((statement) => db.prepare(statement.sql).bind(...statement.params))
    )
  }
  return result
}
