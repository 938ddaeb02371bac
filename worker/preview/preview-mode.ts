import type { Context, MiddlewareHandler } from 'hono'
import type { Story } from '../../client/domain/story.ts'
import type { AppEnv } from '../app-env.ts'
import { createContentClient } from '../content/content-client.ts'
import { createPreviewContentStore } from './preview-content-store.ts'
import { checkPreview, type PreviewCheck } from './preview-token.ts'
import { previewHeaders } from './preview-headers.ts'

/** Checks the editor's parameters of the request against the preview token. */
export function checkRequestPreview(c: Context<AppEnv>): Promise<PreviewCheck> {
  return checkPreview(new URL(c.req.url).searchParams, {
    previewToken: c.get('config').STORYBLOK_PREVIEW_TOKEN,
    nowSeconds: Math.floor(Date.now() / 1000),
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
 * Registered before the security headers so that it adjusts them on the way out.
 */
export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewModeMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const check = await checkRequestPreview(c)
    if (check.kind === 'invalid') {
      console.warn(`[preview] refused (${check.reason}): published content served`)
    }
    if (check.kind !== 'valid') return next()
    switchToPreviewContent(c)
    await next()
    previewHeaders(c.res.headers)
  }
}
