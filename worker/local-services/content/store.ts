import { z } from 'zod'
import type { D1DatabaseLike } from './d1.ts'
import { storyblokStorySchema, type StoryblokStory } from './story-json.ts'

export type ContentVersion = 'published' | 'draft'

/** The demo space: one space, one language (fr-LU content stored as Storyblok's `default`). */
export const LOCAL_SPACE = {
  spaceId: 287341,
  name: 'Groupe Autosphère Luxembourg',
  domain: 'http://localhost:8787/',
} as const

const spaceRowSchema = z.object({
  space_id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  cv: z.number().int(),
})
export type SpaceRow = z.infer<typeof spaceRowSchema>

const jsonRowSchema = z.object({ json: z.string() })

function parseStories(rows: unknown[]): StoryblokStory[] {
  return rows.map((row) => storyblokStorySchema.parse(JSON.parse(jsonRowSchema.parse(row).json)))
}

const column = (version: ContentVersion) => (version === 'draft' ? 'draft' : 'published')

export async function readSpace(db: D1DatabaseLike): Promise<SpaceRow | null> {
  const row = await db
    .prepare('SELECT space_id, name, domain, cv FROM content_space WHERE id = 1')
    .first()
  return row ? spaceRowSchema.parse(row) : null
}

/** Stories (never folders) of a version whose full slug starts with `startsWith`. */
export async function listStories(
  db: D1DatabaseLike,
  options: { version: ContentVersion; startsWith?: string; folders?: boolean }
): Promise<StoryblokStory[]> {
  const col = column(options.version)
  // Folders have no draft/published distinction: they are listed in both (links endpoint only).
  const kind = options.folders ? '' : 'AND is_folder = 0'
  const { results } = await db
    .prepare(
      `SELECT ${col} AS json FROM content_stories
       WHERE ${col} IS NOT NULL ${kind} AND substr(full_slug, 1, ?) = ?
       ORDER BY position, full_slug`
    )
    .bind((options.startsWith ?? '').length, options.startsWith ?? '')
    .all()
  return parseStories(results)
}

/** One story by full slug (a folder's start page also answers at the folder's path), id or uuid. */
export async function findStory(
  db: D1DatabaseLike,
  version: ContentVersion,
  key: { fullSlug: string } | { uuid: string } | { id: number }
): Promise<StoryblokStory | null> {
  const col = column(version)
  const base = `SELECT ${col} AS json FROM content_stories WHERE ${col} IS NOT NULL AND is_folder = 0`
  const statement =
    'uuid' in key
      ? db.prepare(`${base} AND uuid = ?`).bind(key.uuid)
      : 'id' in key
        ? db.prepare(`${base} AND id = ?`).bind(key.id)
        : db
            .prepare(`${base} AND full_slug IN (?, ?) ORDER BY length(full_slug) LIMIT 1`)
            .bind(key.fullSlug, `${key.fullSlug}/`)
  const row = await statement.first()
  return row ? (parseStories([row])[0] ?? null) : null
}

export async function findStoriesByUuids(
  db: D1DatabaseLike,
  version: ContentVersion,
  uuids: string[]
): Promise<StoryblokStory[]> {
  if (uuids.length === 0) return []
  const col = column(version)
  const { results } = await db
    .prepare(
      `SELECT ${col} AS json FROM content_stories
       WHERE ${col} IS NOT NULL AND is_folder = 0 AND uuid IN (SELECT value FROM json_each(?))`
    )
    .bind(JSON.stringify(uuids))
    .all()
  return parseStories(results)
}

/** Column values of a story row; shared with the SQL seed writer so both store the same thing. */
export function storyRow(story: StoryblokStory, published: boolean) {
  const json = JSON.stringify(story)
  return {
    id: story.id,
    uuid: story.uuid,
    full_slug: story.full_slug,
    is_folder: story.is_folder ? 1 : 0,
    position: story.position,
    draft: json,
    published: published ? json : null,
    updated_at: story.updated_at ?? story.published_at ?? story.created_at,
  }
}

const upsertSql = `INSERT INTO content_stories
  (id, uuid, full_slug, is_folder, position, draft, published, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET uuid = excluded.uuid, full_slug = excluded.full_slug,
    is_folder = excluded.is_folder, position = excluded.position, draft = excluded.draft,
    published = COALESCE(excluded.published, content_stories.published),
    updated_at = excluded.updated_at`

function upsert(db: D1DatabaseLike, story: StoryblokStory, published: boolean) {
  const row = storyRow(story, published)
  return db
    .prepare(upsertSql)
    .bind(
      row.id,
      row.uuid,
      row.full_slug,
      row.is_folder,
      row.position,
      row.draft,
      row.published,
      row.updated_at
    )
}

/** Unix seconds of an ISO date: a cv is a timestamp, as in Storyblok. */
export function cvOf(isoDate: string): number {
  return Math.floor(Date.parse(isoDate) / 1000)
}

/**
 * Publishes a story the way Storyblok does: the draft and the published version become this
 * story, and the space's `cv` moves forward so every cached published read is superseded.
 * Returns the new cv. Used by tests and local tooling (the demo data is loaded by the SQL seed).
 */
export async function publishStory(
  db: D1DatabaseLike,
  input: StoryblokStory,
  now = new Date()
): Promise<number> {
  const publishedAt = input.published_at ?? now.toISOString()
  const story = storyblokStorySchema.parse({
    ...input,
    published_at: publishedAt,
    first_published_at: input.first_published_at ?? publishedAt,
  })
  await db.batch([
    upsert(db, story, true),
    db
      .prepare(
        `INSERT INTO content_space (id, space_id, name, domain, cv) VALUES (1, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET cv = max(content_space.cv + 1, excluded.cv)`
      )
      .bind(LOCAL_SPACE.spaceId, LOCAL_SPACE.name, LOCAL_SPACE.domain, cvOf(publishedAt)),
  ])
  const space = await readSpace(db)
  if (!space) throw new Error('content_space row missing after publish')
  return space.cv
}

/** Saves a draft without publishing: only `version=draft` reads see it; `cv` is unchanged. */
export async function saveDraft(db: D1DatabaseLike, input: StoryblokStory): Promise<void> {
  await upsert(db, storyblokStorySchema.parse(input), false).run()
}
