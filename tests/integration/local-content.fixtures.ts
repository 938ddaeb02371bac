import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { createApp } from '../../worker/app.ts'
import { createPageCache } from '../../worker/cache/page-cache.ts'
import {
  createGenerationMemo,
  GENERATION_ISOLATE_TTL,
} from '../../worker/content/generation-memo.ts'
import type { ContentRateLimiter } from '../../worker/content/rate-limiter.ts'
import { appConfig } from '../../worker/env.ts'
import { createLocalContentService } from '../../worker/local-services/content/app.ts'
import type { CdnOptions } from '../../worker/local-services/content/cdn.ts'
import { localServices } from '../../worker/local-services/local-services.ts'

/**
 * The Worker's app over its own copy of the bindings, whose content host is answered by a fresh
 * local content service (simulated CDN and rate limits on, real clock): what one isolate of
 * `npm start` does, with the service's traffic visible to the test. KV, D1 and the content client
 * are the real ones.
 */
export function siteOverLocalContent(
  options: { contentLimiter?: ContentRateLimiter; cdn?: CdnOptions } = {}
) {
  const bindings = { ...env }
  const config = appConfig(bindings)
  const service = createLocalContentService(options.cdn)
  localServices(config)[new URL(config.STORYBLOK_API_URL).host] = service
  const app = createApp({
    generations: createGenerationMemo({ ttlMs: GENERATION_ISOLATE_TTL * 1000 }),
    pageCache: createPageCache(),
    contentLimiter: options.contentLimiter,
  })
  return {
    traffic: service.traffic,
    /** One request; waits for its background work (cache writes) too. */
    async fetch(path: string, init?: RequestInit) {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(new URL(path, 'http://localhost:8787'), { redirect: 'manual', ...init }),
        bindings,
        ctx
      )
      const body = await response.text()
      await waitOnExecutionContext(ctx)
      return { status: response.status, body, headers: response.headers }
    },
  }
}

/** Published content pages of the demo space, as site paths (configuration stories left out). */
export async function contentPagePaths(limit: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT full_slug FROM content_stories
     WHERE published IS NOT NULL AND is_folder = 0
       AND full_slug NOT LIKE 'global/%' AND full_slug <> 'site-config'
     ORDER BY id LIMIT ?`
  )
    .bind(limit)
    .all<{ full_slug: string }>()
  return results.map((row) => `/${row.full_slug.replace(/\/$/, '')}`)
}
