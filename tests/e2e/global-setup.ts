import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { serveBuild } from '../../scripts/local/serve-build.ts'

/** 8790, or E2E_PORT: a second checkout can run its suite beside this one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790)
const root = resolve(import.meta.dirname, '../..')
const stateDir = resolve(root, '.wrangler/e2e-state')
const bin = (name: string) => resolve(root, 'node_modules/.bin', name)

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

/**
 * Builds the production bundle, seeds a fresh local state and serves it exactly as `npm start`
 * does (the built Worker in workerd behind the local edge, scripts/local/serve-build.ts), on a
 * port of its own.
 */
export default async function setup(project: TestProject) {
  // The production build, whatever the test runner's NODE_ENV (vitest sets `test`).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PERSIST_DIR: stateDir,
    PORT: String(E2E_PORT),
  }
  rmSync(stateDir, { recursive: true, force: true })
  // The legacy redirect table is tested in workerd; loading all of it here would cost minutes.
  run(process.execPath, ['scripts/local/seed.ts', '--persist-to', stateDir, '--no-redirects'], env)
  // After the seed: on a fresh clone it creates .dev.vars, which the build copies for preview.
  if (!process.env.E2E_SKIP_BUILD) run(bin('vite'), ['build', '--logLevel', 'warn'], env)
  const site = await serveBuild({ port: E2E_PORT, stateDir, output: 'collect' })
  project.provide('baseUrl', site.baseUrl)
  return () => site.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
