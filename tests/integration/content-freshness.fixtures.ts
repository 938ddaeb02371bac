import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { findStory } from '../../worker/local-services/content/store.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import { createApp } from '../../worker/app.ts'
import { createPageCache } from '../../worker/cache/page-cache.ts'
import {
  createGenerationMemo,
  GENERATION_ISOLATE_TTL,
} from '../../worker/content/generation-memo.ts'
import { signWebhookBody } from '../../worker/content/webhook-signature.ts'
import { appConfig } from '../../worker/env.ts'
import { localServices } from '../../worker/local-services/local-services.ts'
import type { LocalService } from '../../worker/local-services/local-services.ts'
import { PREVIEW_PARAMS, signPreviewToken } from '../../worker/preview/preview-token.ts'
import type { UpstreamDeadlines } from '../../worker/services.ts'

export const WEBHOOK_SECRET = 'test-webhook-secret'
export const PREVIEW_TOKEN = 'test-preview-token'
export const SPACE_ID = '287341'

/** What the content upstream does: answer, fail with a status, or never answer. */
export type ContentFault = 'none' | 500 | 429 | 'hang'

/** The namespace, counting the reads made through it. */
function countingReads(kv: KVNamespace) {
  const counter = { reads: 0 }
  const namespace = new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (property === 'get' || property === 'getWithMetadata') counter.reads++
        return Reflect.apply(value, target, args)
      }
    },
  })
  return { namespace, counter }
}

/**
 * The Worker's app with its own copy of the bindings, so its local services are its own and the
 * content host can be taken down: the one thing faked is the upstream at the network edge (KV,
 * D1, Hono and the content client are real). Reads of the CACHE namespace are counted, and the
 * page cache may be given smaller bounds.
 */
export function siteWithFaultyContent(
  options: {
    pageCache?: { maxEntries?: number; maxBytes?: number }
    /** Shorter upstream deadlines than production's (worker/services.ts). */
    upstreamDeadlines?: UpstreamDeadlines
  } = {}
) {
  const cacheReads = countingReads(env.CACHE)
  const bindings = { ...env, CACHE: cacheReads.namespace }
  const services = localServices(appConfig(bindings))
  const host = new URL(appConfig(bindings).STORYBLOK_API_URL).host
  const real = services[host]
  if (!real) throw new Error(`No local service for ${host}`)
  let fault: ContentFault = 'none'
  let upstreamCalls = 0
  const faulty: LocalService = {
    fetch: (request, ...rest) => {
      upstreamCalls++
      if (fault === 'hang') return new Promise<Response>(() => undefined)
      if (fault === 500) return new Response('Internal Server Error', { status: 500 })
      if (fault === 429) return Response.json({ error: 'Too Many Requests' }, { status: 429 })
      return real.fetch(request, ...rest)
    },
  }
  services[host] = faulty
  // What the isolate remembers (the generation, pages) runs on a clock the test moves.
  let clock = 1_000_000
  const now = () => clock
  const pageCache = createPageCache({ ...options.pageCache, now })
  const app = createApp({
    generations: createGenerationMemo({ ttlMs: GENERATION_ISOLATE_TTL * 1000, now }),
    pageCache,
    upstreamDeadlines: options.upstreamDeadlines,
  })
  return {
    pageCache,
    /** Reads of the CACHE namespace (stories, stock, the generation) so far. */
    kvReads: () => cacheReads.counter.reads,
    setFault(next: ContentFault) {
      fault = next
    },
    /** Moves the isolate's clock (its memory of the generation and of pages) forward. */
    advance(ms: number) {
      clock += ms
    },
    upstreamCalls: () => upstreamCalls,
    /** One request; with `settle`, waits for its background work (cache writes) too. */
    async fetch(path: string, init?: RequestInit, options = { settle: true }) {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(new URL(path, 'http://localhost:8787'), { redirect: 'manual', ...init }),
        bindings,
        ctx
      )
      if (options.settle) await waitOnExecutionContext(ctx)
      return response
    },
  }
}

export async function publishedStory(fullSlug: string): Promise<StoryblokStory> {
  const story = await findStory(env.DB, 'published', { fullSlug })
  if (!story) throw new Error(`No published story ${fullSlug}`)
  return story
}

/** A webhook request exactly as Storyblok sends it, signed unless told otherwise. */
export async function webhookRequest(
  event: Record<string, unknown>,
  options: { signature?: string | null; ip?: string } = {}
): Promise<RequestInit> {
  const body = JSON.stringify(event)
  const signature =
    options.signature === undefined
      ? await signWebhookBody(WEBHOOK_SECRET, body)
      : options.signature
  return {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': options.ip ?? '203.0.113.10',
      ...(signature === null ? {} : { 'webhook-signature': signature }),
    },
  }
}

/** The query string the Storyblok editor adds to a preview URL. */
export async function previewQuery(
  options: { timestamp?: number; token?: string; secret?: string } = {}
): Promise<string> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  const token =
    options.token ?? (await signPreviewToken(SPACE_ID, options.secret ?? PREVIEW_TOKEN, timestamp))
  const params = new URLSearchParams({
    [PREVIEW_PARAMS.spaceId]: SPACE_ID,
    [PREVIEW_PARAMS.timestamp]: String(timestamp),
    [PREVIEW_PARAMS.token]: token,
    _storyblok: '1',
  })
  return params.toString()
}

/** The page payload of a path (what client navigation fetches). */
export async function payload<T = { data: { story: { name: string } }; meta: { title: string } }>(
  response: Response
): Promise<T> {
  return response.json<T>()
}
