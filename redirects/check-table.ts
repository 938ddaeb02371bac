import { resolveChain } from './chains.ts'
import { parseCsv } from './csv.ts'
import { type Issue, type IssueKind, isBlocking } from './issues.ts'
import { type CheckedRow, checkRow } from './row-rules.ts'
import type { PageIndex } from './site-pages.ts'

export const CSV_HEADER = ['old_path', 'target', 'code'] as const

/**
 * One KV entry in `wrangler kv bulk put` format. The value is the target ('' for a row that
 * answers 404); the metadata repeats it so the upload can tell unchanged keys from a key
 * listing, without reading every value back.
 */
export interface KvEntry {
  key: string
  value: string
  metadata: { target: string }
}

export interface CheckResult {
  entries: KvEntry[]
  issues: Issue[]
  rowsRead: number
  redirects: number
  /** Entries that answer the page-not-found page. */
  gone: number
  blocking: number
  countsByKind: Partial<Record<IssueKind, number>>
}

function headerProblem(fields: readonly string[] | undefined): string | null {
  const names = (fields ?? []).map((field) => field.trim().toLowerCase())
  return names.join(',') === CSV_HEADER.join(',')
    ? null
    : `expected "${CSV_HEADER.join(',')}", found "${names.join(',')}"`
}

/** Keeps the first row of each key; a later row with another target is ambiguous. */
export function dedupe(rows: CheckedRow[], issues: Issue[]): Map<string, CheckedRow> {
  const byKey = new Map<string, CheckedRow>()
  for (const row of rows) {
    const first = byKey.get(row.key)
    if (!first) byKey.set(row.key, row)
    else if (first.target === row.target) {
      issues.push({
        kind: 'duplicate-row',
        line: row.line,
        key: row.key,
        detail: `same as line ${first.line}`,
      })
    } else {
      issues.push({
        kind: 'conflicting-duplicate',
        line: row.line,
        key: row.key,
        detail: `line ${first.line} says ${first.raw || '(nothing)'}, this row says ${row.raw || '(nothing)'}`,
      })
    }
  }
  return byKey
}

export function chainIssue(
  row: CheckedRow,
  resolution: ReturnType<typeof resolveChain>
): Issue | null {
  const path = [row.key, ...resolution.via].join(' → ')
  switch (resolution.outcome) {
    case 'direct':
      return null
    case 'collapsed':
      return {
        kind: 'chain-collapsed',
        line: row.line,
        key: row.key,
        detail: `${path} → ${resolution.target} (${resolution.hops + 1} hops → 1)`,
      }
    case 'loop':
      return { kind: 'loop', line: row.line, key: row.key, detail: `${path}: answers 404` }
    case 'dangling':
      return {
        kind: 'dangling-chain',
        line: row.line,
        key: row.key,
        detail: `${path} → ${row.raw} is not in the table: answers 404`,
      }
    case 'dead-end':
      return {
        kind: 'missing-target',
        line: row.line,
        key: row.key,
        detail: `${path} ends without a path: answers 404`,
      }
  }
}

/**
 * The whole check of the legacy table: structure, each row, duplicates, chains collapsed to one
 * hop, loops cut, and (given a page index) targets that show no page. Pure: text in, result out.
 */
export function checkTable(csv: string, options: { pages?: PageIndex } = {}): CheckResult {
  const parsed = parseCsv(csv)
  const issues: Issue[] = parsed.errors.map((error) => ({
    kind: 'malformed-row',
    line: error.line,
    key: '',
    detail: error.message,
  }))
  const [header, ...records] = parsed.records
  const problem = headerProblem(header?.fields)
  if (problem)
    issues.push({ kind: 'bad-header', line: header?.line ?? 1, key: '', detail: problem })

  // A record with a quoting error is reported once, as such, not again for its field count.
  const broken = new Set(parsed.errors.map((error) => error.line))
  const rows: CheckedRow[] = []
  for (const record of records) {
    if (broken.has(record.line)) continue
    const row = checkRow(record, issues)
    if (row) rows.push(row)
  }
  const byKey = dedupe(rows, issues)
  const targets = new Map([...byKey].map(([key, row]) => [key, row.target]))

  const entries: KvEntry[] = []
  let gone = 0
  const unresolved = new Map<string, boolean>()
  for (const row of byKey.values()) {
    const resolution = resolveChain(row.key, targets)
    const found = chainIssue(row, resolution)
    if (found) issues.push(found)
    const target = resolution.target
    if (target === null) gone++
    else if (options.pages) {
      // Many rows share a target: resolve each distinct one once.
      let ok = unresolved.get(target)
      if (ok === undefined) unresolved.set(target, (ok = options.pages.resolves(target)))
      if (!ok)
        issues.push({ kind: 'unresolved-target', line: row.line, key: row.key, detail: target })
    }
    entries.push({ key: row.key, value: target ?? '', metadata: { target: target ?? '' } })
  }

  issues.sort((a, b) => a.line - b.line)
  const countsByKind: CheckResult['countsByKind'] = {}
  for (const found of issues) countsByKind[found.kind] = (countsByKind[found.kind] ?? 0) + 1
  return {
    entries,
    issues,
    rowsRead: records.length,
    redirects: entries.length - gone,
    gone,
    blocking: issues.filter(isBlocking).length,
    countsByKind,
  }
}
