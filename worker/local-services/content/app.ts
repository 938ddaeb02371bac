import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { createCdn, uncachedKind, type CdnOptions, type RequestKind } from './cdn.ts'
import type { D1DatabaseLike } from './d1.ts'
import { listDatasourceEntries, listDatasources } from './datasources.ts'
import type { FilterQuery } from './filter-query.ts'
import {
  datasourceEntriesQuerySchema,
  datasourcesQuerySchema,
  linkQuerySchema,
  linksQuerySchema,
  readQuery,
  spaceQuerySchema,
  storiesQuerySchema,
  storyQuerySchema,
  tagsQuerySchema,
} from './params.ts'
import { linkObject, resolveReferences } from './resolve.ts'
import { comparator, selectStories } from './select.ts'
import {
  findLinkTarget,
  findStory,
  listStories,
  readPoint,
  readSpace,
  type ContentVersion,
  type ReadPoint,
  type SpaceRow,
} from './store.ts'
import { deliveredStory, type DeliveryOptions } from './story-json.ts'

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
}

type LocalContentEnv = {
  Bindings: LocalContentBindings
  Variables: { access: 'public' | 'preview'; space: SpaceRow }
}
type Ctx = Context<LocalContentEnv>

/** What a route computes: a status and a JSON body (and headers), before the CDN sees it. */
type Answer = { status: 200 | 404; body: unknown; headers?: Record<string, string> }

/** The API's body for a missing story or link: an array with one message. */
const NOT_FOUND: Answer = { status: 404, body: ['This record could not be found'] }

/**
 * A local Storyblok-compatible Content Delivery API v2 over D1, as strict as the real one
 * (docs/decisions/0020): documented parameters only (422 otherwise), drafts only with the preview
 * token, a redirect without `cv`, answers kept per URL by a simulated CDN (an older `cv` keeps
 * getting the content of its time) and the documented rate limits (429).
 *
 * @example
 * const service = createLocalContentService()
 * await service.request('/v2/cdn/stories/contact?token=t&cv=1', {}, { DB, STORYBLOK_TOKEN: 't' })
 * service.traffic // { cached, uncached, refused }
 */
export function createLocalContentService(options: CdnOptions = {}) {
  const app = new Hono<LocalContentEnv>()
  const cdn = createCdn(options)

  app.use('/v2/cdn/*', requireToken())

  app.get('/v2/cdn/spaces/me', (c) => {
    const query = parse(c, spaceQuerySchema)
    if (query instanceof Response) return query
    return respond(c, 'single', false, async () => {
      const space = c.get('space')
      return {
        status: 200,
        body: {
          space: {
            id: space.space_id,
            name: space.name,
            domain: space.domain,
            version: space.cv,
            language_codes: [],
          },
        },
      }
    })
  })

  app.get('/v2/cdn/stories', async (c) => {
    const parsed = parse(c, storiesQuerySchema, { filters: true })
    if (parsed instanceof Response) return parsed
    const query = { ...parsed.query, filter_query: parsed.filterQuery }
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, uncachedKind(query.per_page), isCacheable(point), async () => {
      const all = await listStories(c.env.DB, point, { startsWith: query.starts_with })
      const { total, stories } = selectStories(all, query)
      const delivery = deliveryOf(c, query, query.excluding_fields)
      const references = await resolveReferences(
        c.env.DB,
        stories,
        resolving(point, query, delivery)
      )
      return {
        status: 200,
        body: {
          stories: stories.map((story) => deliveredStory(story, delivery)),
          cv: responseCv(c, query.cv),
          ...references,
        },
        headers: { total: String(total), 'per-page': String(query.per_page) },
      }
    })
  })

  app.get('/v2/cdn/stories/:slug{.+}', async (c) => {
    const parsed = parse(c, storyQuerySchema)
    if (parsed instanceof Response) return parsed
    const { query } = parsed
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, 'single', isCacheable(point), async () => {
      const slug = c.req.param('slug').replace(/^\/+|\/+$/g, '')
      const key =
        query.find_by === 'uuid'
          ? { uuid: slug }
          : /^\d+$/.test(slug)
            ? { id: Number(slug) }
            : { fullSlug: slug }
      const story = await findStory(c.env.DB, point, key)
      if (!story) return NOT_FOUND
      const delivery = deliveryOf(c, query, [])
      const references = await resolveReferences(
        c.env.DB,
        [story],
        resolving(point, query, delivery)
      )
      return {
        status: 200,
        body: {
          story: deliveredStory(story, delivery),
          cv: responseCv(c, query.cv),
          ...references,
        },
      }
    })
  })

  app.get('/v2/cdn/links', async (c) => {
    const parsed = parse(c, linksQuerySchema)
    if (parsed instanceof Response) return parsed
    const { query } = parsed
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, uncachedKind(query.per_page), isCacheable(point), async () => {
      let all = await listStories(c.env.DB, point, { startsWith: query.starts_with, folders: true })
      if (query.with_parent !== undefined) {
        all = all.filter((story) => (story.parent_id ?? 0) === query.with_parent)
      }
      if (query.sort_by) all = [...all].sort(comparator(query.sort_by))
      const start = (query.page - 1) * query.per_page
      const page = all.slice(start, start + query.per_page)
      const includeDates = query.include_dates === true
      return {
        status: 200,
        body: {
          links: Object.fromEntries(
            page.map((story) => [story.uuid, linkObject(story, { includeDates })])
          ),
        },
        headers: { total: String(all.length), 'per-page': String(query.per_page) },
      }
    })
  })

  app.get('/v2/cdn/links/:uuid', async (c) => {
    const parsed = parse(c, linkQuerySchema)
    if (parsed instanceof Response) return parsed
    const { query } = parsed
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, 'single', isCacheable(point), async () => {
      const story = await findLinkTarget(c.env.DB, point, c.req.param('uuid'))
      if (!story || !story.full_slug.startsWith(query.starts_with ?? '')) return NOT_FOUND
      return {
        status: 200,
        body: { link: linkObject(story, { includeDates: query.include_dates === true }) },
      }
    })
  })

  app.get('/v2/cdn/tags', async (c) => {
    const parsed = parse(c, tagsQuerySchema)
    if (parsed instanceof Response) return parsed
    const { query } = parsed
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, 'single', isCacheable(point), async () => {
      const stories = await listStories(c.env.DB, point, { startsWith: query.starts_with })
      const counts = new Map<string, number>()
      for (const tag of stories.flatMap((story) => story.tag_list)) {
        counts.set(tag, (counts.get(tag) ?? 0) + 1)
      }
      const tags = [...counts]
        .sort(([a], [b]) => a.localeCompare(b, 'fr'))
        .map(([name, taggings_count]) => ({ name, taggings_count }))
      return { status: 200, body: { tags } }
    })
  })

  app.get('/v2/cdn/datasources', async (c) => {
    const parsed = parse(c, datasourcesQuerySchema)
    if (parsed instanceof Response) return parsed
    const { query } = parsed
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, uncachedKind(query.per_page), isCacheable(point), async () => {
      const all = await listDatasources(c.env.DB)
      const start = (query.page - 1) * query.per_page
      return {
        status: 200,
        body: { datasources: all.slice(start, start + query.per_page) },
        headers: { total: String(all.length), 'per-page': String(query.per_page) },
      }
    })
  })

  app.get('/v2/cdn/datasource_entries', async (c) => {
    const parsed = parse(c, datasourceEntriesQuerySchema)
    if (parsed instanceof Response) return parsed
    const { query } = parsed
    const denied = gate(c, query.version, query.cv)
    if (denied) return denied
    const point = pointOf(c, query.version, query.cv)
    return respond(c, uncachedKind(query.per_page), isCacheable(point), async () => {
      const sources = query.datasource
        ? [query.datasource]
        : (await listDatasources(c.env.DB)).map((source) => source.slug)
      const all = []
      for (const slug of sources) {
        const entries = await listDatasourceEntries(c.env.DB, slug, query.dimension)
        if (!entries) return NOT_FOUND
        all.push(...entries)
      }
      const start = (query.page - 1) * query.per_page
      return {
        status: 200,
        body: { datasource_entries: all.slice(start, start + query.per_page) },
        headers: { total: String(all.length), 'per-page': String(query.per_page) },
      }
    })
  })

  app.notFound((c) => c.json({ error: 'Not found' }, 404))

  /**
   * The CDN in front of `compute`: a cached answer if the URL was answered before (published
   * reads only), else the rate limit of `kind`, then the answer (kept when it is a 200).
   */
  async function respond(
    c: Ctx,
    kind: RequestKind,
    cacheable: boolean,
    compute: () => Promise<Answer>
  ): Promise<Response> {
    const key = cdn.key(new URL(c.req.url))
    const hit = cacheable ? cdn.lookup(key) : undefined
    if (!cdn.admit(hit ? 'cached' : kind)) return c.json({ error: 'Too Many Requests' }, 429)
    if (hit) return new Response(hit.body, { status: hit.status, headers: hit.headers })
    const answer = await compute()
    const headers: [string, string][] = [
      ['content-type', 'application/json; charset=UTF-8'],
      ...Object.entries(answer.headers ?? {}),
    ]
    const body = JSON.stringify(answer.body)
    if (cacheable && answer.status === 200) cdn.store(key, { status: 200, body, headers })
    return new Response(body, { status: answer.status, headers })
  }

  return Object.assign(app, {
    /** What the simulated CDN saw (tests read it). */
    traffic: cdn.traffic,
  })
}

export type LocalContentService = ReturnType<typeof createLocalContentService>

/** 401 unless `token` is one of the configured tokens; also loads the space (its cv). */
function requireToken(): MiddlewareHandler<LocalContentEnv> {
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
function gate(c: Ctx, version: ContentVersion, cv: number | undefined): Response | null {
  if (version === 'draft' && c.get('access') !== 'preview') {
    return c.json({ error: 'Unauthorized' }, 401)
  }
  if (cv !== undefined) return null
  const url = new URL(c.req.url)
  url.searchParams.set('cv', String(c.get('space').cv))
  return c.redirect(url.toString(), 301)
}

function pointOf(c: Ctx, version: ContentVersion, cv: number | undefined): ReadPoint {
  return readPoint(version, cv ?? c.get('space').cv, c.get('space').cv)
}

/** Published reads go through the CDN's cache; drafts never do. */
function isCacheable(point: ReadPoint): boolean {
  return point.version === 'published'
}

/** The `cv` an answer names: the one asked for if older (the CDN's copy), else the space's. */
function responseCv(c: Ctx, cv: number | undefined): number {
  const current = c.get('space').cv
  return cv !== undefined && cv < current ? cv : current
}

function deliveryOf(
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

function resolving(
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

function parse<T extends z.ZodObject>(
  c: Ctx,
  schema: T,
  options: { filters?: boolean } = {}
): { query: z.output<T>; filterQuery: FilterQuery } | Response {
  const result = readQuery(new URL(c.req.url).searchParams, schema, options)
  return 'error' in result ? c.json({ error: result.error }, 422) : result
}
