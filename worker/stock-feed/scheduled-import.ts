import type { PurgeReport } from '../content/purge-tags.ts'
import type { StockDb } from '../local-services/stock/d1.ts'
import { FeedRefused } from './feed-refused.ts'
import { DEFAULT_GUARD, importStock, type ImportResult } from './import-stock.ts'
import type { GuardOptions } from './plan.ts'
import { feedSource, parseFeed, type FeedSettings } from './parse-feed.ts'

/**
 * The scheduled import (docs/stock-feed.md): fetch the feed, import it with the same core as
 * `npm run stock:import`, purge what changed, and alert when the feed is refused or unreachable.
 * Takes everything as parameters; worker/stock-feed/handler.ts wires the Worker.
 */

/** A feed of 10,000 vehicles in the neutral CSV is about 10 MB; 60 MB leaves room for JSON. */
export const MAX_FEED_BYTES = 60 * 1024 * 1024
const FEED_TIMEOUT_MS = 60_000

export interface ScheduledImportDeps {
  db: StockDb
  fetch: typeof fetch
  feed: { url: string; token?: string | undefined; settings: FeedSettings }
  guard?: GuardOptions
  now: () => Date
  purge: (tags: string[]) => Promise<PurgeReport>
  /** Deletes the stock client's KV copies of the vehicles that changed. */
  forget: (keys: string[]) => Promise<void>
  /** The operations alert (Sentry event, e-mail when configured). */
  alert: (message: string, details: Record<string, string>) => Promise<void>
  report: (error: unknown, context: Record<string, string>) => void
}

export type ScheduledImportOutcome =
  { status: 'applied' | 'refused'; result: ImportResult } | { status: 'failed'; reason: string }

async function fetchFeed(deps: ScheduledImportDeps): Promise<string> {
  const response = await deps.fetch(deps.feed.url, {
    headers: deps.feed.token ? { authorization: `Bearer ${deps.feed.token}` } : {},
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
  })
  if (!response.ok) throw new FeedRefused(`the feed URL answered HTTP ${response.status}`)
  // Content-Length counts the bytes on the wire: a compressed body is longer once decoded.
  const encoding = response.headers.get('content-encoding')
  const declared =
    encoding && encoding !== 'identity'
      ? Number.NaN
      : Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > MAX_FEED_BYTES)
    throw new FeedRefused(`the feed is ${declared} bytes, above the limit`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  // A body shorter than announced is a download cut short: never read as a smaller stock.
  if (Number.isFinite(declared) && bytes.byteLength !== declared)
    throw new FeedRefused(`the feed ended after ${bytes.byteLength} of ${declared} bytes`)
  if (bytes.byteLength > MAX_FEED_BYTES) throw new FeedRefused('the feed is above the size limit')
  return new TextDecoder().decode(bytes)
}

export async function runScheduledImport(
  deps: ScheduledImportDeps
): Promise<ScheduledImportOutcome> {
  const source = feedSource(deps.feed.settings)
  let result: ImportResult
  try {
    const text = await fetchFeed(deps)
    result = await importStock(deps.db, parseFeed(text, deps.feed.settings), {
      source,
      now: deps.now(),
      guard: deps.guard ?? DEFAULT_GUARD,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (!(error instanceof FeedRefused)) deps.report(error, { area: 'stock-import', source })
    await deps.alert('Stock import failed: the stock was left as it was', { source, reason })
    return { status: 'failed', reason }
  }
  if (result.status === 'refused') {
    await deps.alert('Stock import refused: the stock was left as it was', {
      source,
      reason: result.reason ?? '',
    })
    return { status: 'refused', result }
  }
  if (result.purgeTags.length > 0) {
    const purge = await deps.purge(result.purgeTags)
    for (const error of purge.errors)
      deps.report(new Error(`Cache purge failed: ${error}`), { area: 'stock-import' })
  }
  await deps.forget(result.staleKeys).catch((error: unknown) => {
    deps.report(error, { area: 'stock-import', step: 'kv' })
  })
  if (result.skipped.length > 0) {
    await deps.alert('Stock import skipped malformed rows', {
      source,
      skipped: result.skipped
        .slice(0, 20)
        .map((row) => `line ${row.line}: ${row.reason}`)
        .join('\n'),
    })
  }
  return { status: 'applied', result }
}
