/**
 * `npm run redirects:upload`: makes the REDIRECTS namespace hold exactly the checked table, with
 * `wrangler kv bulk put` for new and changed keys and `wrangler kv bulk delete` for keys the
 * table no longer has. Idempotent: a second run writes and deletes nothing. Local by default.
 * Usage: node redirects/upload.ts [--persist-to DIR] [--remote] [--env production]
 *                                 [--input legacy.csv | --entries checked.json] [--no-pages]
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { KvEntry } from './check-table.ts'
import { DEFAULT_INPUT, DEFAULT_OUTPUT, optionValue, root, runCheck } from './check.ts'
import { kvEntriesSchema, listedKeysSchema, planSync } from './kv-sync.ts'
import { formatReport } from './report.ts'

export interface UploadTarget {
  /** Local state directory, or null for the remote (production) namespace. */
  persistTo: string | null
  env?: string
}

export interface UploadCounts {
  written: number
  unchanged: number
  deleted: number
}

const wrangler = resolve(root, 'node_modules/.bin/wrangler')

function wranglerArgs(target: UploadTarget): string[] {
  const where =
    target.persistTo === null ? ['--remote'] : ['--local', '--persist-to', target.persistTo]
  return ['--binding', 'REDIRECTS', ...where, ...(target.env ? ['--env', target.env] : [])]
}

function run(args: string[]): string {
  const result = spawnSync(wrangler, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 })
  if (result.status !== 0) {
    throw new Error(
      `wrangler ${args.slice(0, 3).join(' ')} failed (exit ${result.status}):\n${result.stderr}${result.stdout}`
    )
  }
  return result.stdout
}

/** Writes the entries to the namespace and removes what is no longer in the table. */
export function uploadEntries(entries: readonly KvEntry[], target: UploadTarget): UploadCounts {
  const listed = listedKeysSchema.parse(
    JSON.parse(run(['kv', 'key', 'list', ...wranglerArgs(target)]))
  )
  const plan = planSync(entries, listed)
  const scratch = mkdtempSync(join(tmpdir(), 'redirects-upload-'))
  try {
    if (plan.put.length > 0) {
      const file = join(scratch, 'put.json')
      writeFileSync(file, JSON.stringify(plan.put))
      run(['kv', 'bulk', 'put', file, ...wranglerArgs(target)])
    }
    if (plan.remove.length > 0) {
      const file = join(scratch, 'delete.json')
      writeFileSync(file, JSON.stringify(plan.remove))
      run(['kv', 'bulk', 'delete', file, '--force', ...wranglerArgs(target)])
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return { written: plan.put.length, unchanged: plan.unchanged, deleted: plan.remove.length }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const remote = args.includes('--remote')
  const target: UploadTarget = {
    persistTo: remote
      ? null
      : resolve(optionValue(args, '--persist-to') ?? resolve(root, '.wrangler/state')),
    env: optionValue(args, '--env'),
  }
  let entries: KvEntry[]
  const entriesFile = optionValue(args, '--entries')
  if (entriesFile) {
    entries = kvEntriesSchema.parse(JSON.parse(readFileSync(resolve(entriesFile), 'utf8')))
  } else {
    const input = resolve(optionValue(args, '--input') ?? DEFAULT_INPUT)
    const result = runCheck({ input, output: DEFAULT_OUTPUT, pages: !args.includes('--no-pages') })
    if (result.blocking > 0) {
      console.error(formatReport(result))
      console.error('Upload refused: the table has blocking findings (npm run redirects:check).')
      process.exit(1)
    }
    entries = result.entries
  }
  const counts = uploadEntries(entries, target)
  const where = remote
    ? `remote${target.env ? ` (${target.env})` : ''}`
    : `local ${target.persistTo}`
  console.info(
    `REDIRECTS ${where}: ${counts.written} written, ${counts.unchanged} unchanged, ${counts.deleted} deleted (${entries.length} keys)`
  )
}
