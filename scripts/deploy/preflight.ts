/**
 * `npm run deploy:preflight`, the first step of `npm run deploy`: refuses, before anything is
 * built or uploaded, a production configuration that still has the repository's placeholders
 * (`replace-with-…` ids, `example.lu` hosts and domain) and a production Worker that lacks a
 * required secret (asked with `wrangler secret list --env production`, which needs the account:
 * docs/deploying.md). Names each problem with what fixes it. `--offline` checks the
 * configuration only and says that the secrets were not checked.
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import type { WranglerConfigLike } from './parity.ts'
import { deploymentName, loadDeployment } from '../../framework/build/deployment-plugin.ts'
import {
  deploymentPlaceholderProblems,
  listedSecretNames,
  missingSecretProblems,
  placeholderProblems,
} from './preflight-checks.ts'
import { PRODUCTION_SECRETS } from './production-secrets.ts'

const root = resolve(import.meta.dirname, '../..')
const offline = process.argv.includes('--offline')
const config = join(root, 'wrangler.toml')
const production = unstable_readConfig(
  { config, env: 'production' },
  { hideWarnings: true }
) as unknown as WranglerConfigLike

const deploymentChoice = deploymentName({ ...process.env, CLOUDFLARE_ENV: 'production' })
const problems = [
  ...placeholderProblems(production),
  ...deploymentPlaceholderProblems(
    `client/config/deployments/${deploymentChoice}/`,
    await loadDeployment(deploymentChoice)
  ),
]
let secretsNote: string
if (offline) {
  secretsNote = 'secrets not checked (--offline)'
} else {
  const listing = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'secret',
      'list',
      '--config',
      config,
      '--env',
      'production',
      '--format',
      'json',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
    }
  )
  let listed: string[] | null
  try {
    listed = listing.status === 0 ? listedSecretNames(listing.stdout) : null
  } catch {
    listed = null
  }
  if (listed) {
    problems.push(...missingSecretProblems(listed))
    secretsNote = `secrets checked: ${listed.length} set in production`
  } else {
    const reason = `${listing.stderr ?? ''}${listing.stdout ?? ''}`
      // eslint-disable-next-line no-control-regex -- Wrangler colours its errors whatever NO_COLOR says
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.replace(/^✘ \[ERROR\]\s*/, '').trim())
      .find((line) => /error|log in|logged|auth|token|fetch|network/i.test(line))
    const required = PRODUCTION_SECRETS.filter((secret) => secret.required).map((s) => s.name)
    problems.push(
      `secrets: \`wrangler secret list --env production\` failed${reason ? ` (${reason})` : ''}: ` +
        `log in (\`wrangler login\`, or CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID) so that ` +
        `${required.join(', ')} can be checked`
    )
    secretsNote = 'secrets could not be listed'
  }
}

if (problems.length > 0) {
  console.error(
    `npm run deploy stopped before building or uploading anything: [env.production] is not ready.\n- ${problems.join('\n- ')}\n` +
      `(${secretsNote}; docs/deploying.md says where each value comes from)`
  )
  process.exitCode = 1
} else {
  console.info(`✓ deploy preflight: no placeholder in [env.production]; ${secretsNote}`)
}
