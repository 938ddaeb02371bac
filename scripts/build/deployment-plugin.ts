import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { deploymentSchema } from '../../client/config/deployment-schema.ts'

/** The folder of public/ that only the demo deployment serves (its vehicles, tiles, files). */
export const DEMO_PUBLIC_FOLDER = 'demo'

/** The module every part of the site imports its deployment configuration from. */
export const DEPLOYMENT_MODULE = '#deployment'
const root = resolve(import.meta.dirname, '../..')

/**
 * Which deployment file a build uses (docs/decisions/0054): `SITE_DEPLOYMENT` when set, else the
 * Wrangler environment's name (`CLOUDFLARE_ENV=production` → `production`), else `demo` (the
 * embedded default that `npm start` serves).
 */
export function deploymentName(env: Record<string, string | undefined>): string {
  const name = env.SITE_DEPLOYMENT || env.CLOUDFLARE_ENV || 'demo'
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`deployment name "${name}" is not a slug`)
  return name
}

export const deploymentFile = (name: string) =>
  resolve(root, 'client/config/deployments', `${name}.ts`)

/** Every problem of a deployment module's exports, as "path: message" lines (empty when valid). */
export function deploymentProblems(exports: unknown): string[] {
  const parsed = deploymentSchema.safeParse(exports)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

/**
 * Resolves `#deployment` to the chosen deployment file in every environment of the build (the
 * Worker and each language's browser bundle), and refuses to build from a file that is missing or
 * fails its schema, naming every problem. The values are plain constants in the bundles: nothing
 * is parsed at run time, and a page carries only the parts it reads.
 */
export function siteDeployment(env: Record<string, string | undefined> = process.env): Plugin {
  const name = deploymentName(env)
  const file = deploymentFile(name)
  let checked: Promise<void> | null = null
  return {
    name: 'site-deployment',
    enforce: 'pre',
    buildStart() {
      checked ??= (async () => {
        if (!existsSync(file)) {
          throw new Error(`deployment "${name}": no file client/config/deployments/${name}.ts`)
        }
        const problems = deploymentProblems(await import(pathToFileURL(file).href))
        if (problems.length > 0) {
          throw new Error(
            `deployment "${name}" (client/config/deployments/${name}.ts) is invalid:\n  ${problems.join('\n  ')}`
          )
        }
      })()
      return checked
    },
    resolveId(source) {
      return source === DEPLOYMENT_MODULE ? file : null
    },
    // public/demo/ (about 3.5 MB of demo vehicles, downloads, employees and map tiles) is the
    // demo deployment's: any other build leaves it out of the static files it ships.
    writeBundle(options) {
      if (name === 'demo' || this.environment.config.consumer !== 'client' || !options.dir) return
      rmSync(join(options.dir, DEMO_PUBLIC_FOLDER), { recursive: true, force: true })
    },
  }
}
