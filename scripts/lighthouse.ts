/**
 * Lighthouse (mobile, simulated throttling) on the five key pages of DESIGN.md §5, against the
 * local production build served as `npm start` serves it (the Worker in workerd behind the local
 * edge: static files, compression, HTTP/2; scripts/local/serve-build.ts, docs/decisions/0029),
 * with the system Chromium. Prints the four scores
 * and LCP/TBT/CLS per page; exits non-zero when a page misses its budget.
 * Usage: npm run lighthouse [-- --no-build] [-- --report-dir DIR] (DIR gets each page's full
 * Lighthouse JSON, to see what holds a page back) [-- --plain] (over plain HTTP/1.1 instead of
 * HTTP/2 over TLS)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { locations } from './demo-data/locations.ts'
import { generateStock } from './demo-data/stock.ts'
import { spawnSync } from 'node:child_process'
import { serveBuild } from './local/serve-build.ts'
import { browserPath } from './browser/find-browser.ts'

const root = resolve(import.meta.dirname, '..')
const stock = generateStock()
const vehicle = stock.vehicles.find((v) => v.status === 'available')
const model = stock.models[0]
if (!vehicle || !model) throw new Error('the demo stock is empty')

const pages = [
  { name: 'home', path: '/' },
  { name: 'stock overview', path: '/stock' },
  { name: 'vehicle', path: `/stock/${vehicle.slug}` },
  { name: 'model', path: `/${model.brand}/models/${model.slug}` },
  { name: 'dealership', path: `/concessions/${locations[0]!.slug}` },
]

const budget = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500 }

const args = process.argv.slice(2)
const reportDir = args.includes('--report-dir') ? args[args.indexOf('--report-dir') + 1] : undefined
if (reportDir) mkdirSync(reportDir, { recursive: true })

const stateDir = resolve(root, '.wrangler/lighthouse-state')
// The production build, whatever NODE_ENV says.
const env = { ...process.env, NODE_ENV: 'production' }
function run(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
}
// None of the five pages is a legacy URL: the 31,000-row table would only slow the start.
run(process.execPath, ['scripts/local/seed.ts', '--persist-to', stateDir, '--no-redirects'])
if (!args.includes('--no-build')) {
  run(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'])
}
const site = await serveBuild({ port: 8794, stateDir, output: 'collect' })
// Browsers reach the edge over TLS, where they get HTTP/2 (`--plain`: HTTP/1.1, as curl does).
const baseUrl = args.includes('--plain') ? site.baseUrl : (site.secureUrl ?? site.baseUrl)
// One request per page first: production serves pages whose data is already in KV.
for (const page of pages) await (await fetch(site.baseUrl + page.path)).arrayBuffer()

const chrome = await chromeLauncher.launch({
  chromePath: browserPath(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The local edge's certificate is self-signed.
    '--ignore-certificate-errors',
  ],
})
/**
 * One Lighthouse run of a page. Chromium sometimes loses the trace's start on a busy machine
 * (Lighthouse then reports a runtime error such as NO_NAVSTART and asks to run again): a page
 * gets up to three attempts before its last result counts.
 */
async function audit(url: string, port: number) {
  let result
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result?.lhr.runtimeError) return result
    console.log(`  (${url}: ${result.lhr.runtimeError.code}, attempt ${attempt} of 3)`)
  }
  return result
}

let failed = false
try {
  console.log('page'.padEnd(16), 'perf', 'a11y', ' bp ', 'seo ', '   LCP', '   TBT', '   CLS')
  for (const page of pages) {
    const result = await audit(`${baseUrl}${page.path}`, chrome.port)
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`)
    const { categories, audits } = result.lhr
    if (reportDir) {
      const file = `${page.name.replaceAll(' ', '-')}.json`
      writeFileSync(resolve(reportDir, file), JSON.stringify(result.lhr, null, 1))
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
    const tbt = audits['total-blocking-time']?.numericValue ?? Number.NaN
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score)
    console.log(
      page.name.padEnd(16),
      ...scores.map((s) => String(s).padStart(4)),
      `${(lcp / 1000).toFixed(2)}s`.padStart(6),
      `${tbt.toFixed(0)}ms`.padStart(6),
      cls.toFixed(3).padStart(6)
    )
    const misses = [
      scores[0]! < budget.performance && 'performance',
      scores[1]! < budget.accessibility && 'accessibility',
      scores[2]! < budget['best-practices'] && 'best practices',
      scores[3]! < budget.seo && 'seo',
      lcp > budget.lcpMs && 'LCP',
    ].filter(Boolean)
    if (misses.length > 0) {
      failed = true
      console.log(`  ↳ ${page.path} misses: ${misses.join(', ')}`)
      for (const [id, audit] of Object.entries(audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
          console.log(`     - ${id}: ${audit.title}`)
        }
      }
    }
  }
} finally {
  chrome.kill()
  await site.stop()
}
process.exitCode = failed ? 1 : 0
