import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { deploymentSchema } from '../../client/config/deployment-schema.ts'

/** The folder of public/ that only the demo deployment serves (its vehicles, tiles, files). */
export const DEMO_PUBLIC_FOLDER = 'demo'

/**
 * The modules every part of the site imports its deployment configuration from, one per part
 * (`#deployment/basics`, `#deployment/site`…): a part is bundled where it is read, so the shell
 * carries the basics and nothing of the rest.
 */
export const DEPLOYMENT_PREFIX = '#deployment/'
/** The parts of a deployment: its files, and the export each file holds. */
export const DEPLOYMENT_PARTS = {
  basics: 'basics',
  texts: 'texts',
  site: 'site',
  'legal-identity': 'legalIdentity',
  'group-contact': 'groupContact',
  'lease-rates': 'leaseRates',
} as const
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

/** The folder of a deployment's files. */
export const deploymentFolder = (name: string) => resolve(root, 'client/config/deployments', name)

/** A deployment's parts, loaded from its files, as one object (`{ basics, site, … }`). */
export async function loadDeployment(name: string): Promise<Record<string, unknown>> {
  const deployment: Record<string, unknown> = {}
  for (const [file, exported] of Object.entries(DEPLOYMENT_PARTS)) {
    const path = join(deploymentFolder(name), `${file}.ts`)
    if (!existsSync(path)) continue
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>
    deployment[exported] = module[exported]
  }
  return deployment
}

/** Every problem of a deployment module's exports, as "path: message" lines (empty when valid). */
export function deploymentProblems(exports: unknown): string[] {
  const parsed = deploymentSchema.safeParse(exports)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
}

/**
 * Resolves `#deployment/<part>` to the chosen deployment's file in every environment of the
 * build (the Worker and each language's browser bundle), and refuses to build from a deployment
 * that is missing or fails its schema, naming every problem. The values are plain constants in the
 * bundles: nothing is parsed at run time, and a page carries only the parts it reads.
 */
export function siteDeployment(env: Record<string, string | undefined> = process.env): Plugin {
  const name = deploymentName(env)
  const folder = deploymentFolder(name)
  let checked: Promise<void> | null = null
  return {
    name: 'site-deployment',
    enforce: 'pre',
    buildStart() {
      checked ??= (async () => {
        if (!existsSync(folder)) {
          throw new Error(`deployment "${name}": no folder client/config/deployments/${name}/`)
        }
        const problems = deploymentProblems(await loadDeployment(name))
        if (problems.length > 0) {
          throw new Error(
            `deployment "${name}" (client/config/deployments/${name}/) is invalid:\n  ${problems.join('\n  ')}`
          )
        }
      })()
      return checked
    },
    resolveId(source) {
      if (!source.startsWith(DEPLOYMENT_PREFIX)) return null
      const part = source.slice(DEPLOYMENT_PREFIX.length)
      if (!Object.hasOwn(DEPLOYMENT_PARTS, part)) throw new Error(`no deployment part ${source}`)
      return join(folder, `${part}.ts`)
    },
    // public/demo/ (about 3.5 MB of demo vehicles, downloads, employees and map tiles) is the
    // demo deployment's: any other build leaves it out of the static files it ships.
    writeBundle(options) {
      if (name === 'demo' || this.environment.config.consumer !== 'client' || !options.dir) return
      rmSync(join(options.dir, DEMO_PUBLIC_FOLDER), { recursive: true, force: true })
    },
  }
}
