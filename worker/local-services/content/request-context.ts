import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { RequestKind } from './cdn.ts'
import type { D1DatabaseLike } from './d1.ts'
import type { FilterQuery } from './filter-query.ts'
import { readQuery } from './params.ts'
import {
  readPoint,
  readSpace,
  type ContentVersion,
  type ReadPoint,
  type SpaceRow,
} from './store.ts'
import type { DeliveryOptions } from './story-json.ts'

/**
 * Bindings the service reads. The names are the Worker's own (`worker/env.ts`): the embedded
 * default hands the Worker's env to local services, so the token the content client sends is the
 * token this service expects.
 */
export type LocalContentBindings = {
  DB: D1DatabaseLike
  /** Public token: published content only. */
  STORYBLOK_TOKEN?: string
  /** Preview token: published and draft content. */
  STORYBLOK_PREVIEW_TOKEN?: string
  /** The Management API's publish webhook (management/webhook.ts). */
  STORYBLOK_WEBHOOK_SECRET?: string
  LOCAL_WEBHOOK_DISPATCH?: (request: Request) => Promise<Response>
}

export type LocalContentEnv = {
  Bindings: LocalContentBindings
  Variables: { access: 'public' | 'preview'; space: SpaceRow }
}
export type Ctx = Context<LocalContentEnv>

/** What a route computes: a status and a JSON body (and headers), before the CDN sees it. */
export type Answer = { status: 200 | 404; body: unknown; headers?: Record<string, string> }

/** The API's body for a missing story or link: an array with one message. */
export const NOT_FOUND: Answer = { status: 404, body: ['This record could not be found'] }

/**
 * Answers through the simulated CDN (app.ts): `kind` is the request's rate-limit kind,
 * `cacheable` whether the CDN may keep the answer (published reads).
 */
export type Respond = (
  c: Ctx,
  kind: RequestKind,
  cacheable: boolean,
  compute: () => Promise<Answer>
) => Promise<Response>

/** 401 unless `token` is one of the configured tokens; also loads the space (its cv). */
export function requireToken(): MiddlewareHandler<LocalContentEnv> {
  return async function localContentToken(c, next) {
    const token = c.req.query('token')
    const access =
      token && token === c.env.STORYBLOK_PREVIEW_TOKEN
        ? 'preview'
        : token && token === c.env.STORYBLOK_TOKEN
          ? 'public'
          : null
    if (!access) return c.json({ error: 'Unauthorized' }, 401)
    const space = await readSpace(c.env.DB)
    // No seed loaded: the space does not exist yet, as an unknown space would answer.
    if (!space) return c.json({ error: 'Unauthorized' }, 401)
    c.set('access', access)
    c.set('space', space)
    await next()
  }
}

/**
 * Draft content needs the preview token (Storyblok answers 401 to a public token); without `cv`
 * the API redirects to the same URL carrying the current cv (a cache key).
 */
export function gate(c: Ctx, version: ContentVersion, cv: number | undefined): Response | null {
  if (version === 'draft' && c.get('access') !== 'preview') {
    return c.json({ error: 'Unauthorized' }, 401)
  }
  if (cv !== undefined) return null
  const url = new URL(c.req.url)
  url.searchParams.set('cv', String(c.get('space').cv))
  return c.redirect(url.toString(), 301)
}

export function pointOf(c: Ctx, version: ContentVersion, cv: number | undefined): ReadPoint {
  return readPoint(version, cv ?? c.get('space').cv, c.get('space').cv)
}

/** Published reads go through the CDN's cache; drafts never do. */
export function isCacheable(point: ReadPoint): boolean {
  return point.version === 'published'
}

/**
 * The `cv` an answer names: the space's current one, as the API's backend puts in every answer
 * it computes (a cached answer keeps the cv of its day).
 */
export function responseCv(c: Ctx): number {
  return c.get('space').cv
}

export function deliveryOf(
  c: Ctx,
  query: {
    version: ContentVersion
    language?: string | undefined
    fallback_lang?: string | undefined
    excluding_story_fields: string[]
  },
  excludingFields: string[]
): DeliveryOptions {
  return {
    version: query.version,
    spaceId: c.get('space').space_id,
    language: query.language,
    fallbackLang: query.fallback_lang,
    excludingFields,
    excludingStoryFields: query.excluding_story_fields,
  }
}

export function resolving(
  point: ReadPoint,
  query: {
    resolve_relations: string[]
    resolve_links?: 'url' | 'story' | 'link' | '1' | '0' | undefined
    resolve_level: number
    resolve_links_level: number
  },
  delivery: DeliveryOptions
) {
  return {
    point,
    relations: query.resolve_relations,
    links: query.resolve_links,
    level: query.resolve_level,
    linksLevel: query.resolve_links_level,
    delivery: { ...delivery, excludingFields: [] },
  }
}

export function parse<T extends z.ZodObject>(
  c: Ctx,
  schema: T,
  options: { filters?: boolean } = {}
): { query: z.output<T>; filterQuery: FilterQuery } | Response {
  const result = readQuery(new URL(c.req.url).searchParams, schema, options)
  return 'error' in result ? c.json({ error: result.error }, 422) : result
}
