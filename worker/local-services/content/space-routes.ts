import type { Hono } from 'hono'
import { uncachedKind } from './cdn.ts'
import { listDatasourceEntries, listDatasources } from './datasources.ts'
import {
  datasourceEntriesQuerySchema,
  datasourcesQuerySchema,
  linkQuerySchema,
  linksQuerySchema,
  spaceQuerySchema,
  tagsQuerySchema,
} from './params.ts'
import {
  gate,
  isCacheable,
  NOT_FOUND,
  parse,
  pointOf,
  type LocalContentEnv,
  type Respond,
} from './request-context.ts'
import { linkObject } from './resolve.ts'
import { comparator } from './select.ts'
import { findLinkTarget, listStories, LOCAL_SPACE } from './store.ts'

/** The space's other cdn endpoints: the space itself, links, tags and datasources. */
export function spaceRoutes(app: Hono<LocalContentEnv>, respond: Respond): void {
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
            language_codes: [...LOCAL_SPACE.languageCodes],
          },
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
}
