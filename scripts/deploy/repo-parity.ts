import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import { zonePurgeNames } from '../../worker/content/purge-tags.ts'
import { appConfigNames } from '../../worker/env.ts'
import { envInterfaceNames, type ParityInput, type WranglerConfigLike } from './parity.ts'

/**
 * The parity check's input read from the repository: the names the code reads, wrangler.toml's
 * top level and `[env.production]` (resolved by Wrangler itself, inheritance rules included,
 * unless `production` gives the built configuration), and docs/deploying.md.
 */
export function repoParityInput(root: string, production?: WranglerConfigLike): ParityInput {
  const config = resolve(root, 'wrangler.toml')
  const read = (env?: string) =>
    unstable_readConfig({ config, env }, { hideWarnings: true }) as unknown as WranglerConfigLike
  return {
    codeNames: new Set([
      ...envInterfaceNames(readFileSync(resolve(root, 'worker-configuration.d.ts'), 'utf8')),
      ...appConfigNames,
      ...zonePurgeNames,
    ]),
    local: read(),
    production: production ?? read('production'),
    guide: readFileSync(resolve(root, 'docs/deploying.md'), 'utf8'),
  }
}
