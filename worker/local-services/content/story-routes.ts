import type { Hono } from 'hono'
import { uncachedKind } from './cdn.ts'
import { storiesQuerySchema, storyQuerySchema } from './params.ts'
import {
  deliveryOf,
  gate,
  isCacheable,
  NOT_FOUND,
  parse,
  pointOf,
  resolving,
  responseCv,
  type LocalContentEnv,
  type Respond,
} from './request-context.ts'
import { resolveReferences } from './resolve.ts'
import { selectStories } from './select.ts'
import { findStory, listStories } from './store.ts'
import { deliveredStory } from './story-json.ts'

/** `cdn/stories` (a listing) and `cdn/stories/:slug` (one story by full slug, id or uuid). */
export function storyRoutes(app: Hono<LocalContentEnv>, respond: Respond): void {
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
          cv: responseCv(c),
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
          cv: responseCv(c),
          ...references,
        },
      }
    })
  })
}
