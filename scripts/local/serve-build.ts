/**
 * Serves the production build as the edge would (docs/decisions/0029): the built Worker in local
 * workerd (`wrangler dev` on dist/site/wrangler.json, never rebundled), behind the local edge
 * (scripts/local/local-edge.ts) on the public port. `npm start`, the end-to-end tests and
 * `npm run lighthouse` all serve this way. No account, no network: the bindings are local.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { type LocalEdge, startLocalEdge } from './local-edge.ts'

const root = resolve(import.meta.dirname, '../..')

export interface ServedBuild {
  /** http://localhost:<port>: the site, as visitors reach the edge (HTTP/1.1). */
  baseUrl: string
  /** https://localhost:<port>: the same, over TLS with HTTP/2 (self-signed), or null. */
  secureUrl: string | null
  /** The Worker itself (workerd), without the edge: for measurements of the Worker alone. */
  workerUrl: string
  /** Stops the edge and the Worker. */
  stop(): Promise<void>
}

export interface ServeBuildOptions {
  /** The public port (the edge). */
  port: number
  /** Local state of KV, D1 and Queues (what `npm run seed` filled). */
  stateDir: string
  /** Where workerd's output goes: the terminal, or collected for a failure message. */
  output?: 'inherit' | 'collect'
  /** The client and Worker build (default: dist/). */
  distDir?: string
}

/** Ports nothing listens on now, chosen by the system, all different. */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer())
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolvePort, reject) => {
          probe.once('error', reject)
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address()
            if (typeof address === 'object' && address) resolvePort(address.port)
            else reject(new Error('no port'))
          })
        })
    )
  )
  await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))))
  return ports
}

async function waitUntilAnswering(url: string, worker: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) {
      throw new Error(`the local Worker exited with ${worker.exitCode}\n${log()}`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`the local Worker did not answer ${url} within 90 s\n${log()}`)
}

/** Stops wrangler (through its guard), which stops its workerd on SIGTERM (not on SIGKILL). */
function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      done()
    })
    child.kill('SIGTERM')
  })
}

class PortTakenError extends Error {}

interface StartedWorker {
  worker: ChildProcess
  workerUrl: string
}

/** `wrangler dev` on the built Worker, answering on a local port of its own. */
async function startWorker(config: string, options: ServeBuildOptions): Promise<StartedWorker> {
  const [workerPort, inspectorPort] = await freePorts(2)
  const collect = options.output === 'collect'
  let output = ''
  // In the caller's process group (Ctrl-C, a test runner stopping its job stop it too), through a
  // guard that stops wrangler if the caller dies without stopping it (scripts/local/run-worker.ts).
  const worker = spawn(
    process.execPath,
    [
      resolve(root, 'scripts/local/run-worker.ts'),
      '--config',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(workerPort),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      resolve(root, options.stateDir),
      '--show-interactive-dev-session=false',
      // Warnings and errors only: a line per request, written by wrangler's Node process, costs
      // more than half of what the trivial route can do (docs/decisions/0029).
      '--log-level',
      'warn',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    }
  )
  // The end of workerd's output, for a failure message; shown as it comes unless collected.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  worker.stdout.on('data', keep)
  worker.stderr.on('data', keep)
  if (!collect) {
    worker.stdout.pipe(process.stdout)
    worker.stderr.pipe(process.stderr)
  }
  const workerUrl = `http://127.0.0.1:${workerPort}`
  try {
    await waitUntilAnswering(`${workerUrl}/robots.txt`, worker, () => output)
  } catch (error) {
    await stopWorker(worker)
    if (/Address already in use/.test(output)) throw new PortTakenError(output)
    throw error
  }
  return { worker, workerUrl }
}

/**
 * @example
 * const site = await serveBuild({ port: 8787, stateDir: '.wrangler/state' })
 * await fetch(`${site.baseUrl}/stock`)
 * await site.stop()
 */
export async function serveBuild(options: ServeBuildOptions): Promise<ServedBuild> {
  const dist = resolve(root, options.distDir ?? 'dist')
  const config = resolve(dist, 'site/wrangler.json')
  if (!existsSync(config)) throw new Error(`no build at ${config}: run npm run build first`)
  // Ports are chosen free, then taken by wrangler: another program may take one in between.
  let started: StartedWorker | undefined
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await startWorker(config, options)
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error
    }
  }
  const { worker, workerUrl } = started
  let edge: LocalEdge
  try {
    edge = await startLocalEdge({
      port: options.port,
      target: workerUrl,
      assetsDir: resolve(dist, 'client'),
    })
  } catch (error) {
    await stopWorker(worker)
    throw error
  }
  return {
    baseUrl: edge.baseUrl,
    secureUrl: edge.secureUrl,
    workerUrl,
    async stop() {
      await edge.close()
      await stopWorker(worker)
    },
  }
}
