/**
 * Lighthouse (mobile, simulated throttling) on the five key pages of DESIGN.md §5, against the
 * local production build served by workerd behind a local stand-in for the edge (static files,
 * compression: scripts/local/local-edge.ts),
 * with the system Chromium. Prints the four scores
 * and LCP/TBT/CLS per page; exits non-zero when a page misses its budget.
 * Usage: npm run lighthouse [-- --no-build] [-- --report-dir DIR] (DIR gets each page's full
 * Lighthouse JSON, to see what holds a page back)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { locations } from './demo-data/locations.ts'
import { generateStock } from './demo-data/stock.ts'
import { startLocalServer } from '../tests/bench/server.ts'
import { startLocalEdge } from './local/local-edge.ts'
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

const server = await startLocalServer({
  port: 8792,
  stateDir: resolve(root, '.wrangler/lighthouse-state'),
  build: !args.includes('--no-build'),
  // None of the five pages is a legacy URL: the 31,000-row table would only slow the start.
  seedArgs: ['--no-redirects'],
})
// Visitors get static files from the edge, compressed; vite preview sends them raw through Node.
const EDGE_PORT = 8794
const edge = await startLocalEdge(EDGE_PORT, server.baseUrl, resolve(root, 'dist/client'))
const baseUrl = edge.baseUrl
// One request per page first (to the Worker itself): production serves pages whose data is
// already in KV.
for (const page of pages) await (await fetch(server.baseUrl + page.path)).arrayBuffer()

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
  edge.close()
  server.stop()
}
process.exitCode = failed ? 1 : 0
