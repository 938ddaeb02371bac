/**
 * `npm start`'s last step: serves the production build in local workerd (`vite preview`) and,
 * once the site answers, loads the legacy redirect table into the local REDIRECTS namespace in
 * the background. Visitors get pages at once; `/fr/...` URLs answer 301 as soon as the table is in
 * (a second start finds it in place and writes nothing).
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT ?? 8787)
const persistTo = resolve(root, process.env.PERSIST_DIR ?? '.wrangler/state')

const server = spawn(resolve(root, 'node_modules/.bin/vite'), ['preview'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))

async function waitUntilServing(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/robots.txt`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error('the local server did not start within a minute')
}

await waitUntilServing()
console.info(
  `\nLe site est prêt : http://localhost:${port} — chargement des anciennes adresses /fr/… en arrière-plan.`
)
const upload = spawn(process.execPath, ['redirects/upload.ts', '--persist-to', persistTo], {
  cwd: root,
  stdio: 'inherit',
})
upload.on('exit', (code) => {
  if (code === 0) console.info('Anciennes adresses /fr/… chargées : elles répondent en 301.')
  else
    console.error(
      `Le chargement des anciennes adresses a échoué (code ${code}) : npm run redirects:upload`
    )
})
