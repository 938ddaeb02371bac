import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { CacheWrites } from '../cache/cache-writes.ts'
import { type CachedPage, type PageCache, pageCacheKey } from '../cache/page-cache.ts'
import { FORM_STATE_PARAM, LEAD_REF_PARAM, SENT_PARAM } from '../leads/form-state.ts'
import { etagMatches } from '../render/etag.ts'
import type { PageHeaders } from './page-answer.ts'

declare const __BUILD_ID__: string

/** Query parameters that make a page personal: a no-JavaScript form's refused values or "sent" (and the lead it sent). */
const PERSONAL_PARAMS = [FORM_STATE_PARAM, SENT_PARAM, LEAD_REF_PARAM]

/** A form's refused values or its "sent" answer: they belong to one visitor. */
export function isPersonal(query: URLSearchParams): boolean {
  return PERSONAL_PARAMS.some((name) => query.has(name))
}

/** Where the page cache keeps one request's answer. */
export interface CacheSlot {
  cache: PageCache
  key: string
  /** The request's gate: checked again when the answer is stored (worker/cache/cache-writes.ts). */
  writes: CacheWrites
}

/**
 * Where the page cache keeps this request's answer, or null when it must neither be read nor
 * stored: an editor preview (drafts), a form's personal answer, or no known content generation.
 * Reads the generation, which the loader then reuses (one read per request, worker/content/).
 */
export async function cacheSlot(
  c: Context<AppEnv>,
  cache: PageCache | undefined
): Promise<CacheSlot | null> {
  if (!cache) return null
  const { content, cacheWrites } = c.get('services')
  if (content.version !== 'published' || !cacheWrites.allowed) return null
  if (isPersonal(new URL(c.req.url).searchParams)) return null
  const generation = await content.generation().catch(() => 0)
  if (generation <= 0) return null
  return { cache, key: pageCacheKey(__BUILD_ID__, generation, c.req.url), writes: cacheWrites }
}

/** A page from the cache: the headers the page routes set, and 304 when the validator matches. */
export function cachedAnswer(c: Context<AppEnv>, page: CachedPage): Response {
  c.header('Cache-Control', page.cacheControl)
  c.header('Cache-Tag', page.cacheTag)
  if (page.etag !== null) {
    c.header('ETag', page.etag)
    if (etagMatches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304)
  }
  c.header('Content-Type', page.contentType)
  return c.body(page.body, 200)
}

/** Keeps an answer's body in the page cache, with the headers the answer was sent with. */
export type PageStore = (page: Omit<CachedPage, keyof PageHeaders>) => void

/**
 * How to keep this answer, or null when it must not be kept. Only what any visitor may see
 * again: pages with their content (not errors, which scanners would pile up), public (noindex
 * pages with personal data are private).
 */
export function pageStore(
  slot: CacheSlot | null,
  status: number,
  headers: PageHeaders,
  validUntil?: number
): PageStore | null {
  if (!slot || status !== 200 || !headers.cacheControl.startsWith('public')) return null
  return (page) => {
    if (!slot.writes.allowed) return
    slot.cache.set(slot.key, {
      ...page,
      ...headers,
      ...(validUntil === undefined ? {} : { validUntil }),
    })
  }
}

/** Whether a kept page still stands at `now` (a timed block may have opened or closed since). */
export function stillValid(page: CachedPage, now: number): boolean {
  return page.validUntil === undefined || now < page.validUntil
}
