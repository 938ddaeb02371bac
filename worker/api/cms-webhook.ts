import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { createContentClient } from '../content/content-client.ts'
import { bumpGeneration } from '../content/generation.ts'
import type { GenerationMemo } from '../content/generation-memo.ts'
import { platformCaches, purgeTags, zonePurgeConfigSchema } from '../content/purge-tags.ts'
import { affectsContent, purgeTagsForEvent, webhookEventSchema } from '../content/webhook-event.ts'
import {
  createWebhookFailures,
  replayGuard,
  withinWebhookRateLimit,
} from '../content/webhook-guard.ts'
import { WEBHOOK_SIGNATURE_HEADER, verifyWebhookSignature } from '../content/webhook-signature.ts'
import { reportError } from '../monitoring/report-error.ts'
import { parseJsonText, readBoundedText } from '../http/request-body.ts'

/** A Storyblok event body is a few hundred bytes. */
const MAX_BODY_BYTES = 64_000

/**
 * `POST /api/cms/webhook`: Storyblok's publish, unpublish and delete events. A signed event
 * bumps the content generation (the next request reads the new content from Storyblok) and
 * purges the cached HTML of the story's pages. The signature is checked before anything else is
 * done or written; only requests that fail it are rate limited (per client, in the isolate's
 * memory). A signed body already applied is a replay, forever: it only catches up with the
 * space's `cv`, and purges only if that moved (a second genuine publish of the same story sends
 * the same body). Always answers JSON.
 *
 * `generations` is the isolate's own record of the generation: told at once, so the next request
 * in this isolate shows the publish whatever KV's edge copy of the key still says.
 */
export function cmsWebhookRoutes(options: { generations?: GenerationMemo } = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // One per app, i.e. per isolate (worker/app.ts builds the routes once).
  const failures = createWebhookFailures()

  routes.post('/', async (c) => {
    const config = c.get('config')
    const services = c.get('services')
    const secret = config.STORYBLOK_WEBHOOK_SECRET
    if (!secret) {
      reportError(new Error('STORYBLOK_WEBHOOK_SECRET is not set'), { route: 'cms-webhook' })
      return c.json({ error: 'Webhook not configured' }, 503)
    }
    const body = await readBoundedText(c, MAX_BODY_BYTES)
    const signed =
      body !== null &&
      (await verifyWebhookSignature(secret, body, c.req.header(WEBHOOK_SIGNATURE_HEADER)))
    if (body === null || !signed) {
      const ip = c.req.header('cf-connecting-ip') ?? 'unknown'
      if (!(await withinWebhookRateLimit(failures, ip, Date.now()))) {
        c.header('Retry-After', '60')
        return c.json({ error: 'Too many requests' }, 429)
      }
      return body === null
        ? c.json({ error: 'Body too large' }, 413)
        : c.json({ error: 'Invalid signature' }, 401)
    }
    const json = parseJsonText(body)
    if (json === undefined) return c.json({ error: 'Body is not JSON' }, 400)
    const event = webhookEventSchema.safeParse(json)
    if (!event.success) return c.json({ error: 'Not a Storyblok event' }, 400)
    if (!affectsContent(event.data)) {
      return c.json({ ok: true, status: 'ignored', action: event.data.action })
    }

    const client = createContentClient({
      accessToken: config.STORYBLOK_TOKEN,
      endpoint: config.STORYBLOK_API_URL,
      fetch: services.upstreamFetch,
      limiter: services.contentLimiter,
    })
    const replay = await replayGuard(services.cache, body)
    const duplicate = replay.seen
    let bump
    try {
      bump = await bumpGeneration({ kv: services.cache, client, onlyIfNewer: duplicate })
    } catch (error) {
      // KV refused the write (one write per second per key): ask Storyblok to try again.
      reportError(error, { route: 'cms-webhook', phase: 'generation' })
      return c.json({ error: 'Generation not updated, retry' }, 503)
    }
    options.generations?.observe(bump.generation)
    // A replay that found the space where it was changes nothing; one that found a newer `cv` is
    // a genuine publish with the same body (the same story published again): purged in full.
    if (duplicate && bump.generation === bump.previous) {
      return c.json({ ok: true, status: 'duplicate', generation: bump.generation })
    }
    const tags = await purgeTagsForEvent(event.data, {
      client,
      kv: services.cache,
      cv: bump.generation,
    })
    const zone = zonePurgeConfigSchema.safeParse(c.env)
    const report = await purgeTags(tags, {
      kv: services.cache,
      siteUrl: config.SITE_URL,
      ...platformCaches(c.executionCtx),
      zone: zone.success
        ? { zoneId: zone.data.CLOUDFLARE_ZONE_ID, apiToken: zone.data.CLOUDFLARE_API_TOKEN }
        : undefined,
      fetch,
    })
    await replay.remember()
    for (const error of report.errors) {
      reportError(new Error(`Cache purge failed: ${error}`), { route: 'cms-webhook' })
    }
    return c.json({
      ok: true,
      status: 'applied',
      action: event.data.action,
      generation: bump.generation,
      previous: bump.previous,
      source: bump.source,
      purged: report.tags,
      via: report.via,
    })
  })

  return routes
}
