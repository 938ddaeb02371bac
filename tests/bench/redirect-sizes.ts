import { prepareRedirectState, REDIRECT_TABLE_SIZES } from './redirect-tables.ts'
import { legacyRedirectScenario, type Scenario, trivial } from './scenarios.ts'
import { startLocalServer } from './server.ts'

export interface SizedResult {
  size: number
  scenario: Scenario
  rate: number
  reference: number
  ratio: number
}

/** Rounds of (trivial, 301) per size. */
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
    const { stateDir, path } = prepareRedirectState(size)
    // A port per size: the previous server may still hold its port while it shuts down.
    const server = await startLocalServer({
      port: port + index,
      stateDir,
      build: false,
      seed: false,
    })
    try {
      const scenario = legacyRedirectScenario(size, path)
      await measure(server.baseUrl, trivial) // warm-up
      // Interleaved rounds, medians: a shared machine's load drifts within a run, and one
      // measurement of each would mostly compare two moments of that drift.
      const references: number[] = []
      const rates: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        references.push(await measure(server.baseUrl, trivial))
        rates.push(await measure(server.baseUrl, scenario))
      }
      const reference = median(references)
      const rate = median(rates)
      results.push({ size, scenario, rate, reference, ratio: rate / reference })
    } finally {
      server.stop()
    }
  }
  return results
}

/** Each size's ratio against their mean: the lookup is flat when none strays beyond the tolerance. */
export function flatness(results: readonly SizedResult[]): { worst: number; flat: boolean } {
  const mean = results.reduce((sum, r) => sum + r.ratio, 0) / results.length
  const worst = Math.max(...results.map((r) => Math.abs(r.ratio / mean - 1)))
  return { worst, flat: worst <= FLATNESS_TOLERANCE }
}
