import { resolveChain } from './chains.ts'
import { chainIssue, dedupe } from './check-table.ts'
import type { Issue } from './issues.ts'
import { byteLength, legacyKey, lookupKeys, MAX_KEY_BYTES, normalizePath } from './normalize.ts'
import { type CheckedRow, checkTarget, UNSAFE } from './row-rules.ts'
import { targetProblem } from './target.ts'

/**
 * The editors' own redirects: the rows of the Storyblok datasource `redirects` (name = the old
 * path, value = the new one), checked with the legacy table's rules (redirects/check-table.ts:
 * the same key normalisation, target safety, duplicates, chains collapsed to one hop, loops cut)
 * before the Worker answers them (worker/content/editor-redirects.ts, docs/decisions/0049).
 * Editors' rows differ in one way: a bad row is left out and reported, never served (not even as
 * a 404), and never breaks the rest of the table. Pure: rows in, table and findings out.
 */

/** A datasource entry as the delivery API gives it. */
export interface EditorRow {
  name: string
  value: string
}

export interface EditorTable {
  /** Normalised old path (with its query, if any) → the page it moves to. */
  entries: [string, string][]
  /** What was found; every row it names is left out, unless the finding is a note. */
  issues: Issue[]
}

/**
 * Checks the datasource's rows (`line` = the row's place, from 1). `isLivePage` tells an old
 * path that is a page of the site today: a row must not hide it.
 */
export function checkEditorRows(
  rows: readonly EditorRow[],
  isLivePage: (path: string) => boolean
): EditorTable {
  const issues: Issue[] = []
  const checked: CheckedRow[] = []
  for (const [index, row] of rows.entries()) {
    const line = index + 1
    const written = row.name.trim()
    if (written === '') {
      issues.push({ kind: 'missing-key', line, key: '', detail: 'row without an old path' })
      continue
    }
    const key = legacyKey(written.startsWith('/') ? written : `/${written}`)
    if (byteLength(key) > MAX_KEY_BYTES) {
      issues.push({
        kind: 'key-too-long',
        line,
        key: key.slice(0, 60),
        detail: `longer than ${MAX_KEY_BYTES} bytes`,
      })
      continue
    }
    const path = key.split('?', 1)[0] ?? key
    if (isLivePage(path)) {
      issues.push({
        kind: 'live-page-source',
        line,
        key,
        detail: `${path} is a page of the site: not redirected`,
      })
      continue
    }
    const target = checkTarget(row.value, line, key, issues)
    if (target === null || target === UNSAFE) continue
    if (targetProblem(target) === 'legacy-space') {
      issues.push({
        kind: 'unsafe-target',
        line,
        key,
        detail: `${target}: an old /fr address, not a page of the site`,
      })
      continue
    }
    checked.push({ line, key, raw: row.value.trim(), target })
  }
  // A second row for the same old path is left out (the first one stands).
  const byKey = dedupe(checked, issues)
  const targets = new Map([...byKey].map(([key, row]) => [key, row.target]))
  const sources = new Set([...byKey.keys()].map((key) => key.split('?', 1)[0] ?? key))
  const isSource = (path: string) => sources.has(normalizePath(path))
  const entries: [string, string][] = []
  for (const row of byKey.values()) {
    const resolution = resolveChain(row.key, targets, isSource)
    const found = chainIssue(row, resolution)
    if (found) issues.push(found)
    if (resolution.target !== null) entries.push([row.key, resolution.target])
  }
  issues.sort((a, b) => a.line - b.line)
  return { entries, issues }
}

/** The target of a request in a checked table: its path with its query first, then its path. */
export function editorTarget(
  table: ReadonlyMap<string, string>,
  pathname: string,
  search: string
): string | null {
  for (const key of lookupKeys(pathname, search)) {
    const target = table.get(key)
    if (target !== undefined) return target
  }
  return null
}
