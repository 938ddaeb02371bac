import type { AppConfig } from './env.ts'
import { type CacheWrites, createCacheWrites, gatedNamespace } from './cache/cache-writes.ts'
import { createContentClient } from './content/content-client.ts'
import { type ContentStore, createContentStore } from './content/content-store.ts'
import type { GenerationMemo } from './content/generation-memo.ts'
import type { ContentRateLimiter } from './content/rate-limiter.ts'
import { createMedia } from './stock/media.ts'
import { type StockClient, createStockClient } from './stock/stock-client.ts'
import { createUpstreamHealth, type UpstreamHealth } from './upstream/upstream-health.ts'

/**
 * How long a request waits for each upstream, in ms; each one left out keeps its production value.
 * A hanging upstream holds a request until one of these ends it. Tests shorten them
 * (tests/integration/outage.test.ts) rather than wait seconds per hung request.
 */
export interface UpstreamDeadlines {
  /** One stock read, headers and body (`STOCK_TIMEOUT_MS`, worker/stock/stock-client.ts). */
  stockMs?: number
  /** One attempt of a content read, retried (worker/content/resilient-fetch.ts). */
  contentAttemptMs?: number
  /** How long a page waits for content before it serves its last good copy (last-good.ts). */
  contentLastGoodMs?: number
}

/**
 * Per-request handles on the upstreams, built from the bindings by `createServices` so that
 * loaders and handlers never touch `env` themselves. Building them is cheap (no I/O).
 */
export interface Services {
  /** The CACHE namespace behind the request's `cacheWrites` gate (worker/cache/cache-writes.ts). */
  cache: KVNamespace
  /** Whether this request may write the shared caches; an editor's preview refuses it. */
  cacheWrites: CacheWrites
  db: D1Database
  /** The fetch used for upstream HTTP: the network, or the local services in the demo. */
  upstreamFetch: typeof fetch
  /** The isolate's Storyblok request budget: every content client takes it. */
  contentLimiter?: ContentRateLimiter
  stock: StockClient
  content: ContentStore
  /**
   * The published content the page frame is read from (worker/pages/site-frame.ts): the same
   * caches as `content`, but a read that fails counts as a fallback, not a failure, since the
   * built-in frame answers instead (a page is never a 503 for its frame).
   */
  frameContent: ContentStore
  /** The clock (epoch ms) pages are built at: timed blocks (worker/blocks/timed-blocks.ts). */
  now: () => number
  /** Whether this request's upstream reads failed or fell back on copies kept for outages. */
  health: UpstreamHealth
}

/** What `createServices` builds a request's services from. */
export interface ServicesOptions {
  env: Env
  config: AppConfig
  /** The network, or the local services in the demo. */
  upstreamFetch: typeof fetch
  waitUntil: (promise: Promise<unknown>) => void
  /** The content generation as the isolate knows it (one per app, see worker/app.ts). */
  generations?: GenerationMemo
  /** The isolate's Storyblok request budget (one per app, see worker/content/rate-limiter.ts). */
  contentLimiter?: ContentRateLimiter
  /** Clock of the KV caches' freshness in milliseconds; tests pass their own. */
  now?: () => number
  /** Shorter upstream deadlines for tests; production keeps each client's own. */
  deadlines?: UpstreamDeadlines
}

export function createServices({
  env,
  config,
  upstreamFetch,
  waitUntil,
  generations,
  contentLimiter,
  now,
  deadlines = {},
}: ServicesOptions): Services {
  const health = createUpstreamHealth()
  const cacheWrites = createCacheWrites()
  // Every cache of the request writes through the gate: a preview closes it for all at once.
  const cache = gatedNamespace(env.CACHE, cacheWrites)
  let frameContent: ContentStore | undefined
  const contentStore = (reportTo: UpstreamHealth) =>
    createContentStore({
      client: createContentClient({
        accessToken: config.STORYBLOK_TOKEN,
        endpoint: config.STORYBLOK_API_URL,
        fetch: upstreamFetch,
        limiter: contentLimiter,
        timeoutMs: deadlines.contentAttemptMs,
      }),
      kv: cache,
      waitUntil,
      memo: generations,
      health: reportTo,
      now,
      lastGoodDeadlineMs: deadlines.contentLastGoodMs,
    })
  return {
    health,
    now: now ?? Date.now,
    cache,
    cacheWrites,
    db: env.DB,
    upstreamFetch,
    contentLimiter,
    content: contentStore(health),
    // Built when first asked for (page requests): most other requests never read the frame.
    get frameContent() {
      return (frameContent ??= contentStore(frameHealth(health)))
    },
    stock: createStockClient({
      baseUrl: config.STOCK_API_URL,
      fetch: upstreamFetch,
      kv: cache,
      waitUntil,
      health,
      now,
      timeoutMs: deadlines.stockMs,
      token: config.STOCK_API_TOKEN,
      media: createMedia({
        resize: config.IMAGE_RESIZING,
        localHosts: config.USE_MOCKS === 'true',
      }),
    }),
  }
}

/**
 * The request's health as the frame's reads report into it: a failed read is a fallback (the
 * built-in frame answers), so the page is kept briefly but never made a 503 by its frame.
 */
function frameHealth(health: UpstreamHealth): UpstreamHealth {
  return {
    failed: health.fellBack,
    fellBack: health.fellBack,
    get degraded() {
      return health.degraded
    },
    get fallback() {
      return health.fallback
    },
    get report() {
      return health.report
    },
  }
}
