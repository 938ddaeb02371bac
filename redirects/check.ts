/**
 * `npm run redirects:check`: checks the legacy table against the rules and the demo site, prints
 * the report, and writes the checked table as `.wrangler/seed/redirects.json` (KV bulk format).
 * Exits 1 on a blocking finding (see redirects/issues.ts), after writing nothing.
 * Usage: node redirects/check.ts [--input FILE] [--output FILE] [--no-pages]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type CheckResult, checkTable } from './check-table.ts'
import { demoSiteData } from './demo-site.ts'
import { formatReport } from './report.ts'
import { createPageIndex } from './site-pages.ts'

export const root = resolve(import.meta.dirname, '..')
export const DEFAULT_INPUT = resolve(root, 'redirects/legacy-table.csv')
export const DEFAULT_OUTPUT = resolve(root, '.wrangler/seed/redirects.json')

/** Reads, checks and (when nothing blocks) writes the KV file; shared with the upload. */
export function runCheck(options: { input: string; output: string; pages: boolean }): CheckResult {
  const pages = options.pages ? createPageIndex(demoSiteData()) : undefined
  const result = checkTable(readFileSync(options.input, 'utf8'), { pages })
  if (result.blocking === 0) {
    mkdirSync(dirname(options.output), { recursive: true })
    writeFileSync(options.output, JSON.stringify(result.entries))
  }
  return result
}

export function optionValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name)
  return at < 0 ? undefined : args[at + 1]
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const input = resolve(optionValue(args, '--input') ?? DEFAULT_INPUT)
  const output = resolve(optionValue(args, '--output') ?? DEFAULT_OUTPUT)
  const result = runCheck({ input, output, pages: !args.includes('--no-pages') })
  console.info(formatReport(result))
  if (result.blocking === 0) console.info(`Checked table → ${output}`)
  process.exitCode = result.blocking > 0 ? 1 : 0
}
