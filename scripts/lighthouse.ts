/**
 * Lighthouse (mobile, simulated throttling) on the five key pages of DESIGN.md §5, against the
 * local production build served by workerd, with the system Chromium. Prints the four scores
 * and LCP/TBT/CLS per page; exits non-zero when a page misses its budget.
 * Usage: npm run lighthouse [-- --no-build]
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { resolve } from 'node:path'
import { locations } from './demo-data/locations.ts'
import { generateStock } from './demo-data/stock.ts'
import { startLocalServer } from '../tests/bench/server.ts'

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

const server = await startLocalServer({
  port: 8792,
  stateDir: resolve(root, '.wrangler/lighthouse-state'),
  build: !process.argv.includes('--no-build'),
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
let failed = false
try {
  console.log('page'.padEnd(16), 'perf', 'a11y', ' bp ', 'seo ', '   LCP', '   TBT', '   CLS')
  for (const page of pages) {
    const result = await lighthouse(`${server.baseUrl}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`)
    const { categories, audits } = result.lhr
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
  server.stop()
}
process.exitCode = failed ? 1 : 0
