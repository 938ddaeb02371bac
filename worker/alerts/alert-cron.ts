import { reportError } from '../monitoring/report-error.ts'
import { platform } from '../platform.ts'
import { alertDeps, type AlertDeps } from './alert-deps.ts'
import { type AlertJobResult, runAlertJob } from './alert-job.ts'

/**
 * The alerts' part of the `scheduled` handler (wrangler.toml's five-minute cron). A failure is
 * reported and never reaches the leads' part; the next tick tries again.
 */
export async function handleAlertsCron(
  env: Env,
  ctx: ExecutionContext,
  overrides: Partial<AlertDeps> = {}
): Promise<AlertJobResult | null> {
  try {
    const { config, upstreamFetch } = platform(env, ctx)
    const deps = alertDeps(env.DB, config, upstreamFetch)
    if (!deps) return null
    return await runAlertJob({ ...deps, ...overrides })
  } catch (error) {
    reportError(error, { area: 'alerts', step: 'cron' })
    return null
  }
}
