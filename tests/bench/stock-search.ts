/**
 * Times the embedded stock service's search over the full demo stock (1,620 vehicles): results,
 * total and every facet, as /stock asks for them, on Node's SQLite with the real migration and
 * seed. Prints the median (and p95) of N runs after a warm-up.
 * Usage: node tests/bench/stock-search.ts [--runs 200]
 */
import { createSeededStockService } from '../../scripts/demo-data/stock-service-fixture.ts'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 200

const searches = {
  'no filter (24 cards + facets)': '',
  'three filters + facets': 'fuel=diesel,petrol&transmission=automatic&price_max=40000',
  'three filters, sorted by price, page 2':
    'brand=kia,hyundai&body_style=suv&year_min=2022&sort=price_asc&page=2',
}

const { request, stock } = createSeededStockService()
console.log(`demo stock: ${stock.vehicles.length} vehicles; ${runs} runs per search\n`)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN
}

for (const [name, query] of Object.entries(searches)) {
  const path = `/v1/vehicles/search?${query}`
  const check = await request(path)
  if (check.status !== 200) throw new Error(`${name}: HTTP ${check.status}`)
  const { meta } = await check.json<{ meta: { total: number } }>()
  for (let i = 0; i < 20; i += 1) await (await request(path)).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    await (await request(path)).arrayBuffer()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${name.padEnd(42)} ${String(meta.total).padStart(5)} hits   median ${percentile(times, 0.5).toFixed(2)} ms   p95 ${percentile(times, 0.95).toFixed(2)} ms`
  )
}
