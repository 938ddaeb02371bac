/**
 * Runs `wrangler dev` with the given arguments for scripts/local/serve-build.ts, and stops it
 * (SIGTERM, on which wrangler stops its workerd) when this process is told to stop or when the
 * process that started it is gone: a test runner killed outright leaves no Worker behind.
 * Usage: node scripts/local/run-worker.ts <wrangler dev arguments…>
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const parent = process.ppid
const wrangler = spawn(
  process.execPath,
  [resolve(root, 'node_modules/wrangler/wrangler-dist/cli.js'), 'dev', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env }
)
const stop = () => wrangler.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// The parent's death is not signalled to its children: look for it.
const watch = setInterval(() => {
  if (process.ppid !== parent) stop()
}, 1_000)
wrangler.on('exit', (code, signal) => {
  clearInterval(watch)
  process.exit(code ?? (signal ? 1 : 0))
})
