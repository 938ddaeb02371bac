import type { ExecutionContext } from 'hono'
import { appConfig, type AppConfig } from './env.ts'
import { upstreamFetchFor } from './local-services/upstream-fetch.ts'

/**
 * The platform every entry point starts from (the fetch handler's app, the queue consumer, the
 * cron): the validated configuration and the fetch that reaches the upstreams (the local services
 * in the embedded default, the network otherwise). Built here once, the same way for all.
 */
export function platform(
  env: Env,
  ctx: ExecutionContext
): { config: AppConfig; upstreamFetch: typeof fetch } {
  const config = appConfig(env)
  return { config, upstreamFetch: upstreamFetchFor(config, env, ctx) }
}
