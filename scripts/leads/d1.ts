/**
 * The leads tools' access to D1 through `wrangler d1 execute`: the local database of `npm start`
 * (`.wrangler/state`, or `--persist-to DIR`), or with `--remote` production's (`--env
 * production`; needs `wrangler login` or CLOUDFLARE_API_TOKEN, see docs/deploying.md).
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { z } from 'zod'

const root = resolve(import.meta.dirname, '../..')

export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}
export const flag = (name: string) => process.argv.includes(name)

export interface Target {
  remote: boolean
  label: string
  args: string[]
}

/** Where the tool reads and writes, from its command line. */
export function target(): Target {
  if (flag('--remote')) {
    return {
      remote: true,
      label: 'production (--remote)',
      args: ['--remote', '--env', argument('--env') ?? 'production'],
    }
  }
  const persistTo = resolve(argument('--persist-to') ?? resolve(root, '.wrangler/state'))
  return { remote: false, label: 'local', args: ['--local', '--persist-to', persistTo] }
}

const resultsSchema = z.array(z.object({ results: z.array(z.record(z.string(), z.unknown())) }))

/** Runs SQL (one or several statements); returns each statement's rows. Exits on failure. */
export function execute(where: Target, sql: string): Array<Array<Record<string, unknown>>> {
  const result = spawnSync(
    resolve(root, 'node_modules/.bin/wrangler'),
    ['d1', 'execute', 'DB', ...where.args, '--json', '--command', sql],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
  )
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout)
    console.error(
      where.remote
        ? 'Could not reach the production D1 database: `wrangler login` (or CLOUDFLARE_API_TOKEN) and the database id in wrangler.toml?'
        : 'Could not read the local D1 database. Has `npm start` (or `npm run seed`) run?'
    )
    process.exit(1)
  }
  return resultsSchema.parse(JSON.parse(result.stdout)).map((statement) => statement.results)
}
