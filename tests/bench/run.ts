/**
 * Throughput benchmark: requests/s of each scenario against the local production build,
 * printed as ratios to a trivial route measured in the same run (absolute numbers mean
 * little on shared machines). Usage: npm run bench [-- --no-build] [-- --duration 5]
 */
import autocannon from 'autocannon'
import { resolve } from 'node:path'
import { flatness, measureRedirectSizes } from './redirect-sizes.ts'
import { type Scenario, scenarios, trivial } from './scenarios.ts'
import { startLocalServer } from './server.ts'

const args = process.argv.slice(2)
const duration = Number(args[args.indexOf('--duration') + 1]) || 5
const root = resolve(import.meta.dirname, '../..')

async function measure(baseUrl: string, scenario: Scenario): Promise<number> {
  const check = await fetch(baseUrl + scenario.path, {
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
  })
  if (result.non2xx > 0 && scenario.expectStatus < 300)
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers`)
  return result.requests.average
}

const server = await startLocalServer({
  port: 8791,
  stateDir: resolve(root, '.wrangler/bench-state'),
  build: !args.includes('--no-build'),
})
let failed = false
try {
  // The ETag scenario needs the page's current tag.
  const etag = (await fetch(`${server.baseUrl}/`)).headers.get('etag') ?? ''
  for (const scenario of scenarios) {
    if (scenario.headers?.['if-none-match'] === '__ETAG__') scenario.headers['if-none-match'] = etag
  }
  await measure(server.baseUrl, trivial) // warm-up
  const reference = await measure(server.baseUrl, trivial)
  console.log(`\n${trivial.name}: ${reference.toFixed(0)} req/s\n`)
  console.log('scenario'.padEnd(52), 'req/s'.padStart(8), 'ratio'.padStart(7), '  budget')
  for (const scenario of scenarios) {
    const rate = await measure(server.baseUrl, scenario)
    const ratio = rate / reference
    const verdict =
      scenario.budget === undefined
        ? ''
        : ratio >= scenario.budget
          ? `≥ ${scenario.budget} ok`
          : `≥ ${scenario.budget} FAIL`
    if (verdict.endsWith('FAIL')) failed = true
    console.log(
      scenario.name.padEnd(52),
      rate.toFixed(0).padStart(8),
      ratio.toFixed(2).padStart(7),
      ' ',
      verdict
    )
  }
} finally {
  server.stop()
}

// The legacy 301 at 1k, 10k and 100k rows, each against the trivial route of its own server.
console.log(
  '\nlegacy 301 by table size'.padEnd(53),
  'req/s'.padStart(8),
  'ratio'.padStart(7),
  '  budget'
)
const sized = await measureRedirectSizes(8792, measure)
for (const { scenario, rate, reference, ratio } of sized) {
  const ok = ratio >= (scenario.budget ?? 0)
  if (!ok) failed = true
  const verdict = `≥ ${scenario.budget} ${ok ? 'ok' : 'FAIL'} (trivial ${reference.toFixed(0)} req/s)`
  console.log(
    scenario.name.padEnd(52),
    rate.toFixed(0).padStart(8),
    ratio.toFixed(2).padStart(7),
    ' ',
    verdict
  )
}
const { worst, flat } = flatness(sized)
if (!flat) failed = true
console.log(
  `lookup cost across sizes: worst ${(worst * 100).toFixed(1)} % from the mean (≤ 20 %) ${flat ? 'ok' : 'FAIL'}`
)
process.exitCode = failed ? 1 : 0
