import type { AppConfig } from './env.ts'

/**
 * Per-request handles on the upstreams, built from the bindings by `createServices` so that
 * loaders and handlers never touch `env` themselves.
 */
export interface Services {
  cache: KVNamespace
  db: D1Database
  /** The fetch used for upstream HTTP: the network, or the local services in the demo. */
  upstreamFetch: typeof fetch
}

export function createServices(env: Env, config: AppConfig, upstreamFetch: typeof fetch): Services {
  void config
  return { cache: env.CACHE, db: env.DB, upstreamFetch }
}
