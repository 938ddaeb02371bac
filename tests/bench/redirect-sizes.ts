import { prepareRedirectState, REDIRECT_TABLE_SIZES } from './redirect-tables.ts'
import { legacyRedirectScenarios, type Scenario, trivial } from './scenarios.ts'
import { startLocalServer } from './server.ts'

/** One scenario's median req/s and its ratio to the trivial route of the same server. */
export interface Measured {
  scenario: Scenario
  rate: number
  ratio: number
}

export interface SizedResult {
  size: number
  /** The trivial route's median req/s on this size's server. */
  reference: number
  /** The same old URL again and again (remembered by the isolate after the first request). */
  hot: Measured
  /** A URL never asked before on every request: the KV lookup itself. */
  lookup: Measured
}

/** Rounds of (trivial, hot 301, one-visit 301) per size. */
const ROUNDS = 3

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** DESIGN.md §5: the lookup costs the same at every size, within this share. */
export const FLATNESS_TOLERANCE = 0.2

/**
 * The legacy 301 with 1,000, 10,000 and 100,000 rows in REDIRECTS: one server per size (each on
 * its own prepared state and port, same build), the trivial route measured on that same server so every
 * ratio compares like with like.
 */
export async function measureRedirectSizes(
  port: number,
  measure: (baseUrl: string, scenario: Scenario) => Promise<number>
): Promise<SizedResult[]> {
  const results: SizedResult[] = []
  for (const [index, size] of REDIRECT_TABLE_SIZES.entries()) {
    const { stateDir, path, rows } = prepareRedirectState(size)
    // A port per size: the previous server may still hold its port while it shuts down.
    const server = await startLocalServer({
      port: port + index,
      stateDir,
      build: false,
      seed: false,
    })
    try {
      const { hot, lookup } = legacyRedirectScenarios(size, path, rows)
      await measure(server.baseUrl, trivial) // warm-up
      // Interleaved rounds, medians: a shared machine's load drifts within a run, and one
      // measurement of each would mostly compare two moments of that drift.
      const references: number[] = []
      const hotRates: number[] = []
      const lookupRates: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        references.push(await measure(server.baseUrl, trivial))
        hotRates.push(await measure(server.baseUrl, hot))
        lookupRates.push(await measure(server.baseUrl, lookup))
      }
      const reference = median(references)
      const measured = (scenario: Scenario, rates: number[]): Measured => ({
        scenario,
        rate: median(rates),
        ratio: median(rates) / reference,
      })
      results.push({
        size,
        reference,
        hot: measured(hot, hotRates),
        lookup: measured(lookup, lookupRates),
      })
    } finally {
      server.stop()
    }
  }
  return results
}

/**
 * Each size's ratio against their mean: the lookup is flat when none strays beyond the tolerance.
 * Judged on the one-visit URLs, whose every request reads KV: a remembered answer says nothing
 * about the table.
 */
export function flatness(results: readonly SizedResult[]): { worst: number; flat: boolean } {
  const mean = results.reduce((sum, r) => sum + r.lookup.ratio, 0) / results.length
  const worst = Math.max(...results.map((r) => Math.abs(r.lookup.ratio / mean - 1)))
  return { worst, flat: worst <= FLATNESS_TOLERANCE }
}
