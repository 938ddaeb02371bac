import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const bin = (name: string) => resolve(root, 'node_modules/.bin', name)

export interface LocalServer {
  baseUrl: string
  stop(): void
}

/** Builds, seeds a dedicated state and serves the production build in workerd. */
export async function startLocalServer(options: {
  port: number
  stateDir: string
  build: boolean
  /** Run the seed script on the state first (default); off for states prepared otherwise. */
  seed?: boolean
  /** Extra arguments of the seed script (e.g. `--no-redirects`). */
  seedArgs?: string[]
}): Promise<LocalServer> {
  // The production build, whatever the test runner's NODE_ENV (vitest sets `test`).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PERSIST_DIR: options.stateDir,
    PORT: String(options.port),
  }
  if (options.build) {
    const built = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
    if (built.status !== 0) throw new Error('vite build failed')
  }
  if (options.seed !== false) {
    const seeded = spawnSync(
      process.execPath,
      ['scripts/local/seed.ts', '--persist-to', options.stateDir, ...(options.seedArgs ?? [])],
      {
        cwd: root,
        env,
        stdio: 'inherit',
      }
    )
    if (seeded.status !== 0) throw new Error('seeding failed')
  }
  const server: ChildProcess = spawn(bin('vite'), ['preview'], { cwd: root, env, stdio: 'ignore' })
  const baseUrl = `http://localhost:${options.port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (Date.now() > deadline) {
      server.kill()
      throw new Error('the server did not start')
    }
    try {
      if ((await fetch(`${baseUrl}/robots.txt`)).ok) break
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { baseUrl, stop: () => server.kill() }
}
