import type { Context, MiddlewareHandler } from 'hono'
import type { Story } from '../../client/domain/story.ts'
import type { AppEnv } from '../app-env.ts'
import { createContentClient } from '../content/content-client.ts'
import { createPreviewContentStore } from './preview-content-store.ts'
import {
  checkPreview,
  PREVIEW_LIVE_MAX_AGE_SECONDS,
  PREVIEW_OPEN_MAX_AGE_SECONDS,
  type PreviewCheck,
} from './preview-token.ts'
import { previewHeaders } from './preview-headers.ts'

/**
 * Checks the editor's parameters of the request against the preview token and the space: for
 * opening a page (`open`, a short window) or for the live update of a page already open (`live`).
 */
export function checkRequestPreview(
  c: Context<AppEnv>,
  use: 'open' | 'live'
): Promise<PreviewCheck> {
  const config = c.get('config')
  return checkPreview(new URL(c.req.url).searchParams, {
    previewToken: config.STORYBLOK_PREVIEW_TOKEN,
    spaceId: config.STORYBLOK_SPACE_ID,
    nowSeconds: Math.floor(Date.now() / 1000),
    maxAgeSeconds: use === 'open' ? PREVIEW_OPEN_MAX_AGE_SECONDS : PREVIEW_LIVE_MAX_AGE_SECONDS,
  })
}

/**
 * Swaps the request's content store for the draft store of a validated preview; `override` is
 * an unsaved edit from the editor, served in place of the stored draft of its slug.
 */
export function switchToPreviewContent(c: Context<AppEnv>, override?: Story): void {
  const config = c.get('config')
  const services = c.get('services')
  // From here on nothing this request computes may be kept for anyone else: KV, the isolate's
  // memory and the page cache all refuse it (worker/cache/cache-writes.ts).
  services.cacheWrites.refuse('editor preview')
  const client = createContentClient({
    accessToken: config.STORYBLOK_PREVIEW_TOKEN,
    endpoint: config.STORYBLOK_API_URL,
    fetch: services.upstreamFetch,
    limiter: services.contentLimiter,
  })
  const content = createPreviewContentStore({ client, published: services.content, override })
  c.set('services', { ...services, content })
}

/**
 * Editor preview. A page request whose `_storyblok_tk` parameters prove the Storyblok editor
 * gets draft content (loaders see `services.content.version === 'draft'`) and a response that is
 * never cached, never indexed and framable by the editor only. Anything less than a valid token
 * (forged, stale, partial) is an ordinary visit: the published page, identical to the one without
 * parameters, so nothing about drafts can leak (docs/decisions, editor preview).
 *
 * Registered before the security headers so that it adjusts them on the way out. What a preview
 * computes is never kept for anyone else: the switch closes the request's shared-cache gate.
 */
export function previewMode(options: {
  /**
   * Whether a path is a page (document or payload). Anything else (sitemaps, APIs, robots.txt)
   * is never answered from drafts: a token opens pages, not lists of every draft.
   */
  isPage: (path: string) => boolean
}): MiddlewareHandler<AppEnv> {
  return async function previewModeMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    if (!options.isPage(c.req.path)) return next()
    const check = await checkRequestPreview(c, 'open')
    if (check.kind === 'invalid') {
      console.warn(`[preview] refused (${check.reason}): published content served`)
    }
    if (check.kind !== 'valid') return next()
    switchToPreviewContent(c)
    await next()
    previewHeaders(c.res.headers)
  }
}
