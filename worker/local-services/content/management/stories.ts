import type { Hono } from 'hono'
import { z } from 'zod'
import type { D1DatabaseLike } from '../d1.ts'
import { findStory, publishStory, saveDraft, unpublishStory } from '../store.ts'
import { storyblokStorySchema, type StoryblokStory } from '../story-json.ts'
import { listComponents } from './components.ts'
import { checkContent } from './content-check.ts'
import { flag, idParam, readBody, type ManagementEnv, type MCtx } from './mapi-http.ts'
import { sendStoryWebhook } from './webhook.ts'

/**
 * `stories` of the local Management API: create, read, update, delete and publish, stored in the
 * tables the Content Delivery side reads (a story saved is a draft; published, it is what
 * `cdn/stories` answers at the new `cv`). Content is checked against the pushed components
 * (content-check.ts); a publish sends the space's webhook (webhook.ts).
 */

const storyInputSchema = z.looseObject({
  name: z.string().trim().min(1, "can't be blank"),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'is invalid'),
  parent_id: z.number().int().nonnegative().nullish(),
  is_folder: z.boolean().optional(),
  is_startpage: z.boolean().optional(),
  path: z.string().nullish(),
  position: z.number().int().optional(),
  tag_list: z.array(z.string()).optional(),
  content: z.looseObject({ component: z.string().min(1) }).optional(),
})

/** Storyblok takes the flags in the body (its docs) or the query (its API spec): both here. */
const writeSchema = z.object({
  story: storyInputSchema.partial(),
  publish: flag,
  force_update: flag,
  lang: z.string().optional(),
})

const rowSchema = z.object({ draft: z.string(), published: z.string().nullable() })

async function loadRow(db: D1DatabaseLike, id: number) {
  const row = await db
    .prepare('SELECT draft, published FROM content_stories WHERE id = ?')
    .bind(id)
    .first()
  if (!row) return null
  const parsed = rowSchema.parse(row)
  return {
    draft: storyblokStorySchema.parse(JSON.parse(parsed.draft)),
    published:
      parsed.published === null ? null : storyblokStorySchema.parse(JSON.parse(parsed.published)),
  }
}

/** A story as the Management API shows it: the draft, with its publication state. */
function managementStory(row: { draft: StoryblokStory; published: StoryblokStory | null }) {
  return {
    ...row.draft,
    published: row.published !== null,
    unpublished_changes:
      row.published !== null &&
      JSON.stringify(row.published.content) !== JSON.stringify(row.draft.content),
  }
}

async function folderSlug(
  db: D1DatabaseLike,
  parentId: number
): Promise<string | null | undefined> {
  if (parentId === 0) return null
  const row = await db
    .prepare('SELECT full_slug FROM content_stories WHERE id = ? AND is_folder = 1')
    .bind(parentId)
    .first<{ full_slug: string }>()
  return row?.full_slug
}

function queryFlags(c: MCtx) {
  return {
    publish: flag.parse(c.req.query('publish')),
    force_update: flag.parse(c.req.query('force_update')),
  }
}

export function storyRoutes(app: Hono<ManagementEnv>): void {
  const base = '/v1/spaces/:space_id/stories'

  app.get(base, async (c) => {
    const query = z
      .object({
        with_slug: z.string().optional(),
        starts_with: z.string().optional(),
        page: z.coerce.number().int().positive().default(1),
        per_page: z.coerce.number().int().min(1).max(100).default(25),
      })
      .safeParse(c.req.query())
    if (!query.success) return c.json({ error: 'Invalid query' }, 422)
    const { results } = await c.env.DB.prepare(
      'SELECT id FROM content_stories WHERE substr(full_slug, 1, ?) = ? ORDER BY position, full_slug'
    )
      .bind((query.data.starts_with ?? '').length, query.data.starts_with ?? '')
      .all<{ id: number }>()
    const stories = []
    for (const { id } of results) {
      const row = await loadRow(c.env.DB, id)
      if (!row) continue
      if (query.data.with_slug !== undefined && row.draft.full_slug !== query.data.with_slug)
        continue
      const { content: _content, ...story } = managementStory(row)
      stories.push(story)
    }
    const start = (query.data.page - 1) * query.data.per_page
    c.header('total', String(stories.length))
    c.header('per-page', String(query.data.per_page))
    return c.json({ stories: stories.slice(start, start + query.data.per_page) })
  })

  app.get(`${base}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const row = id.success ? await loadRow(c.env.DB, id.data) : null
    return row ? c.json({ story: managementStory(row) }) : c.json({ error: 'Not found' }, 404)
  })

  app.post(base, async (c) => {
    const body = await readBody(c, writeSchema.extend({ story: storyInputSchema }))
    if (body instanceof Response) return body
    const input = body.story
    const parentId = input.parent_id ?? 0
    const parent = await folderSlug(c.env.DB, parentId)
    if (parent === undefined) return c.json({ parent_id: ['is not a folder of this space'] }, 422)
    const fullSlug = input.is_startpage
      ? `${parent ?? input.slug}/`
      : parent
        ? `${parent}/${input.slug}`
        : input.slug
    if (await slugTaken(c.env.DB, fullSlug))
      return c.json({ slug: ['has already been taken'] }, 422)
    // The root block's `_uid` is the API's to give when the caller leaves it out.
    const content = input.content ? { _uid: crypto.randomUUID(), ...input.content } : undefined
    if (!input.is_folder) {
      if (!content) return c.json({ content: ["can't be blank"] }, 422)
      const refused = await contentErrors(c.env.DB, content)
      if (refused) return c.json(refused, 422)
    }
    const now = new Date().toISOString()
    const { parent_id: _parent, ...rest } = input
    const story = storyblokStorySchema.parse({
      ...rest,
      id: await nextStoryId(c.env.DB),
      uuid: crypto.randomUUID(),
      full_slug: fullSlug,
      created_at: now,
      updated_at: now,
      published_at: null,
      first_published_at: null,
      position: input.position ?? 0,
      is_startpage: input.is_startpage ?? false,
      is_folder: input.is_folder ?? false,
      parent_id: parentId,
      group_id: crypto.randomUUID(),
      lang: 'default',
      path: input.path ?? null,
      alternates: [],
      translated_slugs: null,
      sort_by_date: null,
      tag_list: input.tag_list ?? [],
      ...(content && !input.is_folder ? { content } : {}),
    })
    const publish = body.publish || queryFlags(c).publish
    return c.json({ story: await save(c, story, publish) }, 201)
  })

  app.put(`${base}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const row = id.success ? await loadRow(c.env.DB, id.data) : null
    if (!row) return c.json({ error: 'Not found' }, 404)
    const body = await readBody(c, writeSchema)
    if (body instanceof Response) return body
    const { parent_id: _parent, slug: _slug, ...changes } = body.story
    const content = body.story.content
      ? { _uid: row.draft.content?._uid ?? crypto.randomUUID(), ...body.story.content }
      : undefined
    if (content && !row.draft.is_folder) {
      const refused = await contentErrors(c.env.DB, content)
      if (refused) return c.json(refused, 422)
    }
    const story = storyblokStorySchema.parse({
      ...row.draft,
      ...changes,
      ...(content ? { content } : {}),
    })
    const publish = body.publish || queryFlags(c).publish
    return c.json({ story: await save(c, story, publish) })
  })

  app.get(`${base}/:id/publish`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const row = id.success ? await loadRow(c.env.DB, id.data) : null
    if (!row) return c.json({ error: 'Not found' }, 404)
    return c.json({ story: await save(c, row.draft, true) })
  })

  app.get(`${base}/:id/unpublish`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const row = id.success ? await loadRow(c.env.DB, id.data) : null
    if (!row) return c.json({ error: 'Not found' }, 404)
    await unpublishStory(c.env.DB, row.draft)
    await sendStoryWebhook(c.env, origin(c), 'unpublished', row.draft)
    return c.json({ story: managementStory({ draft: row.draft, published: null }) })
  })

  app.delete(`${base}/:id`, async (c) => {
    const id = idParam.safeParse(c.req.param('id'))
    const row = id.success ? await loadRow(c.env.DB, id.data) : null
    if (!row) return c.json({ error: 'Not found' }, 404)
    if (row.published) await unpublishStory(c.env.DB, row.draft)
    await c.env.DB.prepare('DELETE FROM content_stories WHERE id = ?').bind(row.draft.id).run()
    if (row.published) await sendStoryWebhook(c.env, origin(c), 'deleted', row.draft)
    return c.json({ story: managementStory(row) })
  })
}

/** The site's origin as the caller reached it (the HTTP bridge names it), for the webhook URL. */
function origin(c: MCtx): string {
  return c.req.header('x-local-site-origin') ?? new URL(c.req.url).origin
}

/** Saves the draft, or publishes it (new `cv`, then the webhook); answers the story. */
async function save(c: MCtx, story: StoryblokStory, publish: boolean) {
  if (!publish || story.is_folder) {
    await saveDraft(c.env.DB, story)
    const row = await loadRow(c.env.DB, story.id)
    return row ? managementStory(row) : story
  }
  await publishStory(c.env.DB, { ...story, published_at: null })
  const published = await findStory(c.env.DB, 'published', { id: story.id })
  await sendStoryWebhook(c.env, origin(c), 'published', published ?? story)
  const row = await loadRow(c.env.DB, story.id)
  return row ? managementStory(row) : story
}

async function contentErrors(db: D1DatabaseLike, content: unknown) {
  const components = new Map(
    (await listComponents(db)).map((component) => [component.name, component])
  )
  const errors = checkContent(content, components, { root: true })
  return errors.length > 0 ? { content: errors } : null
}

async function slugTaken(db: D1DatabaseLike, fullSlug: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM content_stories WHERE full_slug = ?')
    .bind(fullSlug)
    .first()
  return row !== null
}

async function nextStoryId(db: D1DatabaseLike): Promise<number> {
  const row = await db
    .prepare('SELECT max(id) AS id FROM content_stories')
    .first<{ id: number | null }>()
  return Math.max(700_000_001, (row?.id ?? 0) + 1)
}
