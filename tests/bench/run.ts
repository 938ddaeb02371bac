/**
 * Throughput benchmark: requests/s of each scenario against the local production build,
 * printed as ratios to a trivial route measured in the same run (absolute numbers mean
 * little on shared machines). Usage: npm run bench [-- --no-build] [-- --duration 5]
 * [-- --only stock]: `--only TEXT` measures only the scenarios whose name contains TEXT (and
 * skips the legacy 301 by table size), for a quick look at one page. First, without a server: the
 * embedded stock service's faceted search by stock size, 1k/10k/50k vehicles, as ratios to 1k
 * (tests/bench/stock-search.ts; alone: `-- --only "stock search by stock size"`).
 */
import autocannon from 'autocannon'
import { resolve } from 'node:path'
import { flatness, measureRedirectSizes } from './redirect-sizes.ts'
import { PARITY_TOLERANCE, type Scenario, scenarios, trivial } from './scenarios.ts'
import { startLocalServer } from './server.ts'
import { measureStockScaling, printStockScaling } from './stock-search.ts'

const args = process.argv.slice(2)
const duration = Number(args[args.indexOf('--duration') + 1]) || 5
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '') : null
const root = resolve(import.meta.dirname, '../..')

async function measure(baseUrl: string, scenario: Scenario): Promise<number> {
  const { nextPath } = scenario
  const check = await fetch(baseUrl + (nextPath?.() ?? scenario.path), {
    headers: scenario.headers,
    redirect: 'manual',
  })
  if (check.status !== scenario.expectStatus) {
    throw new Error(`${scenario.name}: expected ${scenario.expectStatus}, got ${check.status}`)
  }
  const result = await autocannon({
    url: baseUrl + scenario.path,
    headers: scenario.headers,
    connections: 8,
    duration,
    // A path of its own for every request (autocannon rebuilds the request each time).
    ...(nextPath && {
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    }),
  })
  // Every answer must be the one the scenario measures (a 404 page is no 301).
  const other = Object.entries(result.statusCodeStats ?? {}).filter(
    ([status]) => Number(status) !== scenario.expectStatus
  )
  if (other.length > 0) {
    const counts = other.map(([status, { count }]) => `${count ?? 0} × ${status}`).join(', ')
    throw new Error(`${scenario.name}: unexpected answers (${counts})`)
  }
  return result.requests.average
}

/** For a `sameAs` scenario: its req/s against its counterpart's, measured earlier in the run. */
function parityVerdict(scenario: Scenario, rate: number, rates: Map<string, number>): string {
  if (!scenario.sameAs) return ''
  const counterpart = rates.get(scenario.sameAs)
  if (counterpart === undefined) return `parity: ${scenario.sameAs} not measured in this run`
  const share = rate / counterpart
  const ok = share >= 1 - PARITY_TOLERANCE
  return `${(share * 100).toFixed(0)} % of ${scenario.sameAs.split(' (')[0]} (≥ ${(1 - PARITY_TOLERANCE) * 100} %) ${ok ? 'ok' : 'FAIL'}`
}

/** One line of the report: scenario, req/s, ratio to the trivial route, verdict or remark. */
function printRow(name: string, rate: number, ratio: number, note: string): void {
  console.log(name.padEnd(52), rate.toFixed(0).padStart(8), ratio.toFixed(2).padStart(7), ' ', note)
}

let failed = false
const STOCK_SCALING = 'stock search by stock size'
if (only === null || STOCK_SCALING.includes(only)) {
  console.log(`${STOCK_SCALING} (embedded stock service on Node's SQLite, CPU time per search)`)
  const scaling = await measureStockScaling({ log: console.log })
  printStockScaling(scaling)
  if (!scaling.ok) failed = true
}
const selected = scenarios.filter((s) => only === null || s.name.includes(only))
if (only !== null && selected.length === 0) {
  process.exitCode = failed ? 1 : 0
  process.exit()
}

const server = await startLocalServer({
  port: 8791,
  stateDir: resolve(root, '.wrangler/bench-state'),
  build: !args.includes('--no-build'),
})
try {
  await measure(server.baseUrl, trivial) // warm-up
  const reference = await measure(server.baseUrl, trivial)
  console.log(`\n${trivial.name}: ${reference.toFixed(0)} req/s\n`)
  console.log('scenario'.padEnd(52), 'req/s'.padStart(8), 'ratio'.padStart(7), '  budget')
  const rates = new Map<string, number>()
  for (const scenario of selected) {
    if (scenario.headers?.['if-none-match'] === '__ETAG__') {
      // The page's current tag, read right before the scenario: it changes whenever the page's
      // data does, and the scenarios before this one take a while.
      const page = await fetch(server.baseUrl + scenario.path)
      scenario.headers['if-none-match'] = page.headers.get('etag') ?? ''
    }
    const rate = await measure(server.baseUrl, scenario)
    const ratio = rate / reference
    rates.set(scenario.name, rate)
    const verdicts = [
      scenario.budget === undefined
        ? ''
        : `≥ ${scenario.budget} ${ratio >= scenario.budget ? 'ok' : 'FAIL'}`,
      parityVerdict(scenario, rate, rates),
    ].filter(Boolean)
    if (verdicts.some((verdict) => verdict.includes('FAIL'))) failed = true
    printRow(scenario.name, rate, ratio, verdicts.join('; '))
  }
} finally {
  server.stop()
}

if (only !== null) {
  process.exitCode = failed ? 1 : 0
  process.exit()
}

// The legacy 301 at 1k, 10k and 100k rows, each against the trivial route of its own server.
console.log(
  '\nlegacy 301 by table size'.padEnd(53),
  'req/s'.padStart(8),
  'ratio'.padStart(7),
  '  budget'
)
const sized = await measureRedirectSizes(8792, measure)
for (const { hot, lookup, reference } of sized) {
  const ok = hot.ratio >= (hot.scenario.budget ?? 0)
  if (!ok) failed = true
  const verdict = `≥ ${hot.scenario.budget} ${ok ? 'ok' : 'FAIL'} (trivial ${reference.toFixed(0)} req/s)`
  for (const [{ scenario, rate, ratio }, note] of [
    [hot, verdict],
    [lookup, '(KV read on every request)'],
  ] as const) {
    printRow(scenario.name, rate, ratio, note)
  }
}
const { worst, flat } = flatness(sized)
if (!flat) failed = true
console.log(
  `KV lookup cost across sizes (a new URL each time): worst ${(worst * 100).toFixed(1)} % from the mean (≤ 20 %) ${flat ? 'ok' : 'FAIL'}`
)
process.exitCode = failed ? 1 : 0
