/**
 * `npm start`'s last step: serves the production build as the edge would (the built Worker in
 * local workerd behind the local edge: static files, compression, HTTP/2 over TLS on the same
 * port; scripts/local/serve-build.ts, docs/decisions/0029) and, once the site answers, loads the
 * legacy redirect table into the local REDIRECTS namespace in the background. Visitors get pages
 * at once; `/fr/...` URLs answer 301 as soon as the table is in (a second start finds it in place
 * and writes nothing).
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { serveBuild } from './serve-build.ts'

const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT ?? 8787)
const persistTo = resolve(root, process.env.PERSIST_DIR ?? '.wrangler/state')

const site = await serveBuild({ port, stateDir: persistTo })
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void site.stop().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

console.info(
  `\nLe site est prêt : ${site.baseUrl}` +
    (site.secureUrl ? ` (et en HTTP/2 : ${site.secureUrl}, certificat local)` : '') +
    ` ; le Worker seul, sans la périphérie : ${site.workerUrl}` +
    ' — chargement des anciennes adresses /fr/… en arrière-plan.'
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
