import type { AppConfig } from './env.ts'
import { createContentClient } from './content/content-client.ts'
import { type ContentStore, createContentStore } from './content/content-store.ts'
import type { GenerationMemo } from './content/generation-memo.ts'
import type { ContentRateLimiter } from './content/rate-limiter.ts'
import { type StockClient, createStockClient } from './stock/stock-client.ts'
import { createUpstreamHealth, type UpstreamHealth } from './upstream/upstream-health.ts'

/**
 * Per-request handles on the upstreams, built from the bindings by `createServices` so that
 * loaders and handlers never touch `env` themselves. Building them is cheap (no I/O).
 */
export interface Services {
  cache: KVNamespace
  db: D1Database
  /** The fetch used for upstream HTTP: the network, or the local services in the demo. */
  upstreamFetch: typeof fetch
  /** The isolate's Storyblok request budget: every content client takes it. */
  contentLimiter?: ContentRateLimiter
  stock: StockClient
  content: ContentStore
  /** Whether this request's upstream reads failed or fell back on copies kept for outages. */
  health: UpstreamHealth
}

export function createServices(
  env: Env,
  config: AppConfig,
  upstreamFetch: typeof fetch,
  waitUntil: (promise: Promise<unknown>) => void,
  /** The content generation as the isolate knows it (one per app, see worker/app.ts). */
  generations?: GenerationMemo,
  /** The isolate's Storyblok request budget (one per app, see worker/content/rate-limiter.ts). */
  contentLimiter?: ContentRateLimiter,
  /** Clock of the KV caches' freshness in milliseconds; tests pass their own. */
  now?: () => number
): Services {
  const health = createUpstreamHealth()
  return {
    health,
    cache: env.CACHE,
    db: env.DB,
    upstreamFetch,
    contentLimiter,
    content: createContentStore({
      client: createContentClient({
        accessToken: config.STORYBLOK_TOKEN,
        endpoint: config.STORYBLOK_API_URL,
        fetch: upstreamFetch,
        limiter: contentLimiter,
      }),
      kv: env.CACHE,
      waitUntil,
      memo: generations,
      health,
      now,
    }),
    stock: createStockClient({
      baseUrl: config.STOCK_API_URL,
      fetch: upstreamFetch,
      kv: env.CACHE,
      waitUntil,
      health,
      now,
    }),
  }
}
