import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { createApp } from '../../worker/app.ts'
import { createPageCache, type PageCache, pageCacheKey } from '../../worker/cache/page-cache.ts'
import { CONTENT_GENERATION_KEY } from '../../worker/content/content-store.ts'
import {
  createGenerationMemo,
  GENERATION_ISOLATE_TTL,
} from '../../worker/content/generation-memo.ts'
import {
  type ContentRequestKind,
  createContentRateLimiter,
} from '../../worker/content/rate-limiter.ts'
import { appConfig } from '../../worker/env.ts'
import { createReadiness } from '../../worker/health/readiness.ts'
import { localServices } from '../../worker/local-services/local-services.ts'
import type { LocalService } from '../../worker/local-services/local-services.ts'
import type { UpstreamDeadlines } from '../../worker/services.ts'

/**
 * What an upstream does: answer; refuse the connection (nothing listens at its address); answer
 * 500; never answer (a request only ends when its own deadline aborts it, as on a real socket);
 * answer 404 to everything (a half-deployed API); or answer 404 without the API's own body, as
 * whatever else is at its address does (a proxy's error page, another service: `misrouted`).
 */
export type Fault = 'none' | 'unreachable' | 500 | 'hang' | 404 | 'misrouted'

export type Upstream = 'stock' | 'content'

/** A 404 as each upstream words it (docs/stock-api.md; Storyblok's delivery API). */
const NOT_FOUND_BODY: Record<Upstream, unknown> = {
  stock: { error: { code: 'not_found', message: 'Not found' } },
  content: ['This record could not be found'],
}

function faultyAnswer(
  upstream: Upstream,
  fault: Exclude<Fault, 'none'>,
  request: Request,
  /** Told why a hanging request ended (the reason its deadline aborted it with). */
  cut: (reason: unknown) => void
): Promise<Response> {
  if (fault === 'unreachable') {
    // What workerd's fetch throws for a refused connection (the same as fetching a loopback port
    // where nothing listens, without workerd logging each refusal).
    return Promise.reject(new Error('Network connection lost.'))
  }
  if (fault === 'hang') {
    return new Promise<Response>((_, reject) => {
      const abort = () => {
        cut(request.signal.reason)
        reject(request.signal.reason)
      }
      if (request.signal.aborted) abort()
      else request.signal.addEventListener('abort', abort, { once: true })
    })
  }
  if (fault === 404) {
    return Promise.resolve(Response.json(NOT_FOUND_BODY[upstream], { status: 404 }))
  }
  if (fault === 'misrouted') {
    return Promise.resolve(new Response('404 page not found', { status: 404 }))
  }
  return Promise.resolve(new Response('Internal Server Error', { status: 500 }))
}

/**
 * The Worker's app over real local KV and D1, with its own copy of the bindings so that its two
 * upstreams (the local stock and content services) can be cut: the one thing faked is the
 * network edge. The app's clock (its KV caches' freshness, its page cache, its memory of the
 * content generation) is the test's; `restartIsolate` forgets everything the isolate kept. Its
 * upstream deadlines (a hanging upstream holds each request until one of them ends it) and its
 * Storyblok request budget are the test's too.
 */
export function siteWithUpstreams(options: {
  deadlines: UpstreamDeadlines
  contentRateLimits: Record<ContentRequestKind, number>
}) {
  const bindings = { ...env }
  const config = appConfig(bindings)
  const services = localServices(config)
  const hosts: Record<Upstream, string> = {
    stock: new URL(config.STOCK_API_URL).host,
    content: new URL(config.STORYBLOK_API_URL).host,
  }
  const faults: Record<Upstream, Fault> = { stock: 'none', content: 'none' }
  const calls: Record<Upstream, number> = { stock: 0, content: 0 }
  /** Why each hanging request ended, by upstream. */
  const cuts: Record<Upstream, string[]> = { stock: [], content: [] }
  for (const upstream of ['stock', 'content'] as const) {
    const real = services[hosts[upstream]]
    if (!real) throw new Error(`No local service for ${hosts[upstream]}`)
    const faulty: LocalService = {
      fetch: (request, ...rest) => {
        calls[upstream]++
        const fault = faults[upstream]
        return fault === 'none'
          ? real.fetch(request, ...rest)
          : faultyAnswer(upstream, fault, request, (reason) =>
              cuts[upstream].push(reason instanceof Error ? reason.message : String(reason))
            )
      },
    }
    services[hosts[upstream]] = faulty
  }

  let clock = Date.now()
  const now = () => clock
  let pageCache: PageCache = createPageCache({ now })
  // A tenth of production's probe deadline, as for the upstreams' own.
  let readiness = createReadiness({ now, timeoutMs: 250 })
  const newApp = () =>
    createApp({
      pageCache,
      readiness,
      generations: createGenerationMemo({ ttlMs: GENERATION_ISOLATE_TTL * 1000, now }),
      now,
      upstreamDeadlines: options.deadlines,
      contentLimiter: createContentRateLimiter({ limits: options.contentRateLimits }),
    })
  let app = newApp()
  const background: Promise<void>[] = []

  return {
    /** Every upstream fails this way from now on (`none` brings them back). */
    cut(fault: Fault, which: readonly Upstream[] = ['stock', 'content']) {
      for (const upstream of which) faults[upstream] = fault
    },
    /** Requests that reached each upstream so far. */
    calls: () => ({ ...calls }),
    /** Why each hanging request of each upstream ended so far (its abort reason's message). */
    cuts: () => ({ stock: [...cuts.stock], content: [...cuts.content] }),
    /** A new isolate: an empty page cache, no memory of the generation. */
    restartIsolate() {
      pageCache = createPageCache({ now })
      readiness = createReadiness({ now, timeoutMs: 250 })
      app = newApp()
    },
    /** Moves the app's clock forward. */
    advance(ms: number) {
      clock += ms
    },
    now,
    /** The page cache's entry for a path, if any (documents and payloads have their own URLs). */
    async cachedPage(path: string) {
      const generation = Number(await env.CACHE.get(CONTENT_GENERATION_KEY))
      return pageCache.get(pageCacheKey('test-build', generation, new URL(path, BASE).href))
    },
    /** One request; its background work (cache writes, refreshes) is awaited by `settle`. */
    async fetch(path: string, init?: RequestInit): Promise<Response> {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(new URL(path, BASE), { redirect: 'manual', ...init }),
        bindings,
        ctx
      )
      background.push(waitOnExecutionContext(ctx))
      return response
    },
    /** Waits for the background work of every request so far. */
    async settle() {
      await Promise.all(background.splice(0))
    },
  }
}

export type Site = ReturnType<typeof siteWithUpstreams>

const BASE = 'http://localhost:8787'

/** Keys of the KV caches of upstream data (envelopes and last good copies). */
const DATA_KEY = /^(stock:v1:|content:g\d+:|content:last-good:)/

/** Every upstream-data entry of the CACHE namespace with its stored text. */
export async function cacheSnapshot(): Promise<Map<string, string>> {
  const snapshot = new Map<string, string>()
  let cursor: string | undefined
  do {
    const page = await env.CACHE.list(cursor ? { cursor } : {})
    for (const key of page.keys) {
      if (!DATA_KEY.test(key.name)) continue
      snapshot.set(key.name, (await env.CACHE.get(key.name)) ?? '')
    }
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return snapshot
}

/** Paths of a sitemap file of the app. */
export async function sitemapPaths(site: Site, file: string): Promise<string[]> {
  const response = await site.fetch(`/sitemaps/${file}.xml`)
  if (response.status !== 200) throw new Error(`/sitemaps/${file}.xml answered ${response.status}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1] ?? '/')
    return url.pathname + url.search
  })
}

/** What identifies a page's content for a visitor: its title and its first heading. */
export function pageIdentity(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
  return `${title} | ${heading}`
}

/** Runs `task` over `items`, `width` at a time (requests of the same isolate, in parallel). */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))))
  }
  return results
}
