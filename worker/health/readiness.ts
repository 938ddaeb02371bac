/** The upstreams the site depends on, as an uptime monitor reads them. */
export const READINESS_CHECKS = ['content', 'stock', 'crm', 'd1'] as const
export type ReadinessCheck = (typeof READINESS_CHECKS)[number]

/** One probe per upstream: resolves when the upstream answers, rejects otherwise. */
export type ReadinessProbes = Record<ReadinessCheck, () => Promise<unknown>>

export interface ReadinessReport {
  status: 'ready' | 'degraded'
  /** Each upstream's state and how long its probe took (ms): names only, never hosts or errors. */
  checks: Record<ReadinessCheck, { state: 'ok' | 'degraded'; ms: number }>
  checkedAt: string
}

/** How long the probes' answer is reused by this isolate (a monitor's poll is no amplifier). */
export const READINESS_MEMORY_MS = 10_000
/** How long each probe may take before its upstream counts as degraded. */
export const READINESS_TIMEOUT_MS = 2_500

/** Settles with `promise`, or rejects once `ms` have passed; the timer is always cleared. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The readiness of one isolate: the probes run at most once per `memoryMs` (concurrent requests
 * share the run under way), each bounded by `timeoutMs`, all in parallel. One per app
 * (worker/app.ts), like the page cache.
 *
 * @example
 * const readiness = createReadiness()
 * const report = await readiness.report(probes) // { status: 'ready', checks: { content: { state: 'ok', ms: 41 }, … } }
 */
export function createReadiness(
  options: { memoryMs?: number; timeoutMs?: number; now?: () => number } = {}
) {
  const memoryMs = options.memoryMs ?? READINESS_MEMORY_MS
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS
  const now = options.now ?? Date.now
  let last: { at: number; report: Promise<ReadinessReport> } | null = null

  async function run(probes: ReadinessProbes): Promise<ReadinessReport> {
    const probe = async (
      name: ReadinessCheck
    ): Promise<ReadinessReport['checks'][ReadinessCheck]> => {
      const started = Date.now()
      try {
        await within(probes[name](), timeoutMs)
        return { state: 'ok', ms: Date.now() - started }
      } catch (error) {
        // The reason stays in the logs: the answer names the upstream only.
        console.warn(
          `[readiness] ${name} degraded:`,
          error instanceof Error ? error.message : error
        )
        return { state: 'degraded', ms: Date.now() - started }
      }
    }
    const [content, stock, crm, d1] = await Promise.all(READINESS_CHECKS.map(probe))
    if (!content || !stock || !crm || !d1) throw new Error('a readiness probe is missing')
    const checks = { content, stock, crm, d1 }
    return {
      status: Object.values(checks).every((check) => check.state === 'ok') ? 'ready' : 'degraded',
      checks,
      checkedAt: new Date(now()).toISOString(),
    }
  }

  return {
    /** Each probe's deadline (ms): the probes give it to their own clients too. */
    timeoutMs,
    report(probes: ReadinessProbes): Promise<ReadinessReport> {
      const at = now()
      if (last && at - last.at < memoryMs) return last.report
      const report = run(probes)
      last = { at, report }
      return report
    },
  }
}

export type Readiness = ReturnType<typeof createReadiness>
