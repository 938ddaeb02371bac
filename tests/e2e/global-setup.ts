import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

export const E2E_PORT = 8790
const root = resolve(import.meta.dirname, '../..')
const stateDir = resolve(root, '.wrangler/e2e-state')
const bin = (name: string) => resolve(root, 'node_modules/.bin', name)

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The preview server exited with ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The preview server did not answer ${url} within ${timeoutMs} ms`)
}

/**
 * Builds the production bundle, seeds a fresh local state and serves it with `vite preview`
 * (workerd), exactly as `npm start` does, on a port of its own.
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
  const server = spawn(bin('vite'), ['preview'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const baseUrl = `http://localhost:${E2E_PORT}`
  try {
    await waitForServer(`${baseUrl}/robots.txt`, server, 60_000)
  } catch (error) {
    server.kill()
    console.error(output)
    throw error
  }
  project.provide('baseUrl', baseUrl)
  return () => {
    server.kill()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
