import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { D1DatabaseLike } from './d1.ts'
import { linksQuerySchema, storiesQuerySchema, storyQuerySchema } from './params.ts'
import { linkObject, resolveReferences } from './resolve.ts'
import { selectStories } from './select.ts'
import { findStory, listStories, readSpace, type ContentVersion, type SpaceRow } from './store.ts'
import { deliveredStory } from './story-json.ts'

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

/**
 * A local Storyblok-compatible Content Delivery API v2 over D1, so the real `storyblok-js-client`
 * runs unchanged in the embedded default (no token, account or network needed).
 *
 * @example
 * const service = createLocalContentService()
 * await service.request('/v2/cdn/stories/contact?token=t&cv=1', {}, { DB, STORYBLOK_TOKEN: 't' })
 */
export function createLocalContentService() {
  const app = new Hono<LocalContentEnv>()

  app.use('/v2/cdn/*', requireToken())

  app.get('/v2/cdn/spaces/me', (c) => {
    const space = c.get('space')
    return c.json({
      space: {
        id: space.space_id,
        name: space.name,
        domain: space.domain,
        version: space.cv,
        language_codes: [],
      },
    })
  })

  app.get('/v2/cdn/stories', async (c) => {
    const query = parse(c, storiesQuerySchema)
    if (query instanceof Response) return query
    const denied = checkVersion(c, query.version) ?? redirectWithoutCv(c, query.cv)
    if (denied) return denied
    const all = await listStories(c.env.DB, {
      version: query.version,
      startsWith: query.starts_with,
    })
    const { total, stories } = selectStories(all, query)
    const references = await resolveReferences(c.env.DB, stories, {
      version: query.version,
      relations: query.resolve_relations,
      links: query.resolve_links,
      level: query.resolve_level,
    })
    c.header('total', String(total))
    c.header('per-page', String(query.per_page))
    return c.json({ stories: stories.map(deliveredStory), cv: c.get('space').cv, ...references })
  })

  app.get('/v2/cdn/stories/:slug{.+}', async (c) => {
    const query = parse(c, storyQuerySchema)
    if (query instanceof Response) return query
    const denied = checkVersion(c, query.version) ?? redirectWithoutCv(c, query.cv)
    if (denied) return denied
    const slug = c.req.param('slug').replace(/^\/+|\/+$/g, '')
    const key =
      query.find_by === 'uuid'
        ? { uuid: slug }
        : /^\d+$/.test(slug)
          ? { id: Number(slug) }
          : { fullSlug: slug }
    const story = await findStory(c.env.DB, query.version, key)
    // The API's own 404 body: an array with one message.
    if (!story) return c.json(['This record could not be found'], 404)
    const references = await resolveReferences(c.env.DB, [story], {
      version: query.version,
      relations: query.resolve_relations,
      links: query.resolve_links,
      level: query.resolve_level,
    })
    return c.json({ story: deliveredStory(story), cv: c.get('space').cv, ...references })
  })

  app.get('/v2/cdn/links', async (c) => {
    const query = parse(c, linksQuerySchema)
    if (query instanceof Response) return query
    const denied = checkVersion(c, query.version) ?? redirectWithoutCv(c, query.cv)
    if (denied) return denied
    const all = await listStories(c.env.DB, {
      version: query.version,
      startsWith: query.starts_with,
      folders: true,
    })
    const start = query.paginated ? (query.page - 1) * query.per_page : 0
    const page = query.paginated ? all.slice(start, start + query.per_page) : all
    if (query.paginated) {
      c.header('total', String(all.length))
      c.header('per-page', String(query.per_page))
    }
    return c.json({
      links: Object.fromEntries(page.map((story) => [story.uuid, linkObject(story)])),
    })
  })

  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  return app
}

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

/** Draft content needs the preview token (Storyblok answers 401 to a public token). */
function checkVersion(c: Ctx, version: ContentVersion): Response | null {
  return version === 'draft' && c.get('access') !== 'preview'
    ? c.json({ error: 'Unauthorized' }, 401)
    : null
}

/** Without `cv` the API redirects to the same URL carrying the current cv (a cache key). */
function redirectWithoutCv(c: Ctx, cv: number | undefined): Response | null {
  if (cv !== undefined) return null
  const url = new URL(c.req.url)
  url.searchParams.set('cv', String(c.get('space').cv))
  return c.redirect(url.toString(), 301)
}

function parse<T extends z.ZodType>(c: Ctx, schema: T): z.output<T> | Response {
  const result = schema.safeParse(c.req.query())
  if (result.success) return result.data
  const issue = result.error.issues[0]
  return c.json(
    { error: `${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'invalid'}` },
    422
  )
}
