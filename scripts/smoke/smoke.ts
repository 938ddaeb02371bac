/**
 * `npm run smoke -- --url https://www.autosphere.lu [--legacy /fr/...]`: checks a deployed (or
 * local) site in under a minute (scripts/smoke/smoke-checks.ts). The lead dry-run needs the
 * Worker's `SMOKE_TOKEN` in the environment (`SMOKE_TOKEN=… npm run smoke -- --url …`); without
 * it the run fails unless `--no-lead` says the lead path is knowingly left out.
 * Exits 1 when a check fails.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { formatSmoke, runSmoke } from './smoke-checks.ts'

const root = resolve(import.meta.dirname, '../..')
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    legacy: { type: 'string' },
    'no-lead': { type: 'boolean', default: false },
  },
})
if (!values.url) {
  console.error(
    'Usage: npm run smoke -- --url https://www.example.lu [--legacy /fr/...] [--no-lead]'
  )
  process.exit(2)
}

/** The legacy table's first old URL: in production the real table's (docs/deploying.md, step 5). */
function firstLegacyPath(): string {
  const [, first] = readFileSync(resolve(root, 'redirects/legacy-table.csv'), 'utf8').split('\n')
  return (first ?? '').split(',')[0] ?? '/fr/'
}

const started = Date.now()
const results = await runSmoke({
  baseUrl: values.url,
  token: process.env.SMOKE_TOKEN,
  legacyPath: values.legacy ?? firstLegacyPath(),
})
console.info(formatSmoke(results, Date.now() - started))
const leadSkipped = results.some((result) => result.skipped)
if (leadSkipped && !values['no-lead']) {
  console.error('The lead path was not checked: give the Worker’s SMOKE_TOKEN, or --no-lead.')
  process.exitCode = 1
}
if (results.some((result) => !result.ok && !result.skipped)) process.exitCode = 1
