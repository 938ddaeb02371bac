/**
 * Seeds the local state of the embedded default: D1 migrations, the demo stock and content,
 * and the legacy redirects in KV. Deterministic and idempotent: running it twice gives the
 * same state. Usage: node scripts/local/seed.ts [--persist-to DIR]
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { syncDevVars } from './dev-vars.ts'

const root = resolve(import.meta.dirname, '../..')
const argIndex = process.argv.indexOf('--persist-to')
const persistTo =
  argIndex > 0 ? resolve(process.argv[argIndex + 1] ?? '') : resolve(root, '.wrangler/state')
const wrangler = resolve(root, 'node_modules/.bin/wrangler')
const seedDir = resolve(root, '.wrangler/seed')

function run(label: string, command: string, args: string[]): void {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error(`${label} failed (exit ${result.status})`)
  }
  console.info(`✓ ${label} (${Date.now() - started} ms)`)
}

// The embedded default's demo secrets (content tokens, webhook, CRM signature); a value already
// in .dev.vars is never overwritten.
const devVars = syncDevVars(resolve(root, '.dev.vars'), resolve(root, '.dev.vars.example'))
if (devVars) console.info(`✓ ${devVars}`)

/** Writers of generated seed files; each is optional until its feature lands. */
const writers = [
  'scripts/demo-data/write-stock-seed.ts',
  'scripts/demo-data/content/write-seed.ts',
  // The block library of cms/components.json and the site's datasources (docs/editors.md).
  'scripts/cms/write-local-seed.ts',
]

for (const writer of writers) {
  if (existsSync(resolve(root, writer))) run(`generate ${writer}`, process.execPath, [writer])
}

const local = ['--local', '--persist-to', persistTo]
run('D1 migrations', wrangler, ['d1', 'migrations', 'apply', 'DB', ...local])

if (existsSync(seedDir)) {
  for (const file of readdirSync(seedDir).sort()) {
    const path = resolve(seedDir, file)
    if (file.endsWith('.sql')) {
      run(`D1 ${file}`, wrangler, ['d1', 'execute', 'DB', ...local, '--yes', '--file', path])
    }
  }
}

// The legacy redirect table, checked, then synced into REDIRECTS: a fresh state writes every key
// (local KV takes a few ms a key, a minute or two for the whole table), later seeds only what
// changed. `npm start` and the end-to-end suite skip it here (`--no-redirects`): `npm start` loads
// the table while the site is already serving (scripts/local/serve.ts).
if (process.argv.includes('--no-redirects')) {
  console.info(`Local state ready in ${persistTo} (legacy redirects not loaded)`)
  process.exit(0)
}
const redirectsStarted = Date.now()
const redirects = spawnSync(process.execPath, ['redirects/upload.ts', '--persist-to', persistTo], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
})
if (redirects.status !== 0) throw new Error(`KV legacy redirects failed (exit ${redirects.status})`)
console.info(`✓ KV legacy redirects (${Date.now() - redirectsStarted} ms)`)

console.info(`Local state ready in ${persistTo}`)
