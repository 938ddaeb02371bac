import { z } from 'zod'
import type { D1DatabaseLike, D1StatementLike } from './d1.ts'
import { storyblokStorySchema, type StoryblokStory } from './story-json.ts'
import { LANGUAGE_SETTINGS, LANGUAGES } from '../../../client/locale/language.ts'

export type ContentVersion = 'published' | 'draft'

/**
 * Which content a read sees: the draft, the published content as it is now, or the published
 * content as it was at an older cache version (`cv`), as Storyblok's CDN keeps answering it.
 */
export type ReadPoint =
  | { version: 'draft' }
  | { version: 'published'; at: 'latest' }
  | { version: 'published'; at: number }

/** The read point of a request for `version` at `cv` in a space whose current cv is `spaceCv`. */
export function readPoint(version: ContentVersion, cv: number, spaceCv: number): ReadPoint {
  if (version === 'draft') return { version }
  return cv >= spaceCv ? { version, at: 'latest' } : { version, at: cv }
}

/**
 * The space's languages besides its default, French (fr-LU, Storyblok's `default`): each one a
 * field-level translation (i18n.ts) with its Storyblok code. A language is data here: the demo
 * generator translates into each (scripts/demo-data/content/languages.ts), `spaces/me` and the
 * Management API list them, whatever the stories hold (languages are a setting of the space).
 */
export const SPACE_LANGUAGES = LANGUAGES.flatMap((language) => {
  // The site's languages with a Storyblok code (French, the default, has none): one list.
  const { storyblok, name } = LANGUAGE_SETTINGS[language]
  return storyblok === null ? [] : [{ code: storyblok, name }]
})
export type SpaceLanguageCode = (typeof SPACE_LANGUAGES)[number]['code']

/** The demo space: one space, French as its default language, the translations above. */
export const LOCAL_SPACE = {
  spaceId: 287341,
  name: 'Groupe Autosphère Luxembourg',
  domain: 'http://localhost:8787/',
  languageCodes: SPACE_LANGUAGES.map((language) => language.code),
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

/**
 * The rows a read point sees, as a subquery with the columns `id, uuid, full_slug, is_folder,
 * position, json` (json NULL: not published at that point). An older cv takes, per story, its
 * last version recorded at or before that cv; a story without any recorded version (loaded by
 * the seed and never published since) is the same at every cv.
 */
function source(point: ReadPoint): { sql: string; binds: unknown[] } {
  if (point.version === 'draft' || point.at === 'latest') {
    const column = point.version === 'draft' ? 'draft' : 'published'
    return {
      sql: `SELECT id, uuid, full_slug, is_folder, position, ${column} AS json FROM content_stories`,
      binds: [],
    }
  }
  return {
    sql: `SELECT v.story_id AS id, json_extract(v.published, '$.uuid') AS uuid, v.full_slug,
            v.is_folder, v.position, v.published AS json
          FROM content_versions v
          WHERE v.cv = (SELECT max(w.cv) FROM content_versions w
                        WHERE w.story_id = v.story_id AND w.cv <= ?)
          UNION ALL
          SELECT id, uuid, full_slug, is_folder, position, published AS json FROM content_stories s
          WHERE NOT EXISTS (SELECT 1 FROM content_versions x WHERE x.story_id = s.id)`,
    binds: [point.at],
  }
}

function select(db: D1DatabaseLike, point: ReadPoint, where: string, binds: unknown[]) {
  const from = source(point)
  return db
    .prepare(`SELECT json FROM (${from.sql}) s WHERE json IS NOT NULL ${where}`)
    .bind(...from.binds, ...binds)
}

export async function readSpace(db: D1DatabaseLike): Promise<SpaceRow | null> {
  const row = await db
    .prepare('SELECT space_id, name, domain, cv FROM content_space WHERE id = 1')
    .first()
  return row ? spaceRowSchema.parse(row) : null
}

/**
 * Stories of a read point whose full slug starts with `startsWith`, by position then full slug;
 * folders too with `folders` (the links endpoint lists them, published or not).
 */
export async function listStories(
  db: D1DatabaseLike,
  point: ReadPoint,
  options: { startsWith?: string; folders?: boolean } = {}
): Promise<StoryblokStory[]> {
  const prefix = options.startsWith ?? ''
  const kind = options.folders ? '' : 'AND is_folder = 0'
  const { results } = await select(
    db,
    point,
    `${kind} AND substr(full_slug, 1, ?) = ? ORDER BY position, full_slug`,
    [prefix.length, prefix]
  ).all()
  return parseStories(results)
}

/**
 * One story by full slug (a folder's start page also answers at the folder's path), id or uuid;
 * a bare version reads the draft or the latest published content.
 */
export async function findStory(
  db: D1DatabaseLike,
  at: ReadPoint | ContentVersion,
  key: { fullSlug: string } | { uuid: string } | { id: number }
): Promise<StoryblokStory | null> {
  const point: ReadPoint =
    at === 'draft' ? { version: 'draft' } : at === 'published' ? { version: at, at: 'latest' } : at
  const statement =
    'uuid' in key
      ? select(db, point, 'AND is_folder = 0 AND uuid = ?', [key.uuid])
      : 'id' in key
        ? select(db, point, 'AND is_folder = 0 AND id = ?', [key.id])
        : select(
            db,
            point,
            'AND is_folder = 0 AND full_slug IN (?, ?) ORDER BY length(full_slug) LIMIT 1',
            [key.fullSlug, `${key.fullSlug}/`]
          )
  const row = await statement.first()
  return row ? (parseStories([row])[0] ?? null) : null
}

/** A story or folder by uuid, for `cdn/links/:uuid` (folders are always listed). */
export async function findLinkTarget(
  db: D1DatabaseLike,
  point: ReadPoint,
  uuid: string
): Promise<StoryblokStory | null> {
  const row = await select(db, point, 'AND uuid = ?', [uuid]).first()
  return row ? (parseStories([row])[0] ?? null) : null
}

export async function findStoriesByUuids(
  db: D1DatabaseLike,
  point: ReadPoint,
  uuids: string[]
): Promise<StoryblokStory[]> {
  if (uuids.length === 0) return []
  const { results } = await select(
    db,
    point,
    'AND is_folder = 0 AND uuid IN (SELECT value FROM json_each(?))',
    [JSON.stringify(uuids)]
  ).all()
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

/** Moves the space's cv past the current one (to `floor` at least), creating the space if need be. */
function bumpSpace(db: D1DatabaseLike, floor: number): D1StatementLike {
  return db
    .prepare(
      `INSERT INTO content_space (id, space_id, name, domain, cv) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET cv = max(content_space.cv + 1, excluded.cv)`
    )
    .bind(LOCAL_SPACE.spaceId, LOCAL_SPACE.name, LOCAL_SPACE.domain, floor)
}

/**
 * Before a story's first recorded change, keeps what was published until then as its version at
 * cv 0, so older cvs keep answering it (a new story has nothing to keep: it did not exist).
 */
function keepSeedVersion(db: D1DatabaseLike, storyId: number): D1StatementLike {
  return db
    .prepare(
      `INSERT OR IGNORE INTO content_versions (story_id, cv, full_slug, is_folder, position, published)
       SELECT id, 0, full_slug, is_folder, position, published FROM content_stories
       WHERE id = ? AND NOT EXISTS (SELECT 1 FROM content_versions WHERE story_id = ?)`
    )
    .bind(storyId, storyId)
}

/** Records the story's published JSON (or its absence) at the space's current cv. */
function recordVersion(
  db: D1DatabaseLike,
  story: StoryblokStory,
  json: string | null
): D1StatementLike {
  return db
    .prepare(
      `INSERT INTO content_versions (story_id, cv, full_slug, is_folder, position, published)
       VALUES (?, (SELECT cv FROM content_space WHERE id = 1), ?, ?, ?, ?)
       ON CONFLICT(story_id, cv) DO UPDATE SET full_slug = excluded.full_slug,
         is_folder = excluded.is_folder, position = excluded.position, published = excluded.published`
    )
    .bind(story.id, story.full_slug, story.is_folder ? 1 : 0, story.position, json)
}

async function currentCv(db: D1DatabaseLike): Promise<number> {
  const space = await readSpace(db)
  if (!space) throw new Error('content_space row missing after publish')
  return space.cv
}

/**
 * Publishes a story the way Storyblok does: the draft and the published version become this
 * story, and the space's `cv` moves forward. Reads naming the new cv (or none) see it; reads
 * naming an older cv keep seeing what was published then. Returns the new cv. Used by tests and
 * local tooling (the demo data is loaded by the SQL seed).
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
    updated_at: now.toISOString(),
  })
  await db.batch([
    keepSeedVersion(db, story.id),
    upsert(db, story, true),
    bumpSpace(db, cvOf(publishedAt)),
    recordVersion(db, story, JSON.stringify(story)),
  ])
  return currentCv(db)
}

/**
 * Unpublishes a story: published reads at the new cv no longer find it (its draft stays);
 * reads at older cvs still do. Returns the new cv.
 */
export async function unpublishStory(
  db: D1DatabaseLike,
  input: StoryblokStory,
  now = new Date()
): Promise<number> {
  const story = storyblokStorySchema.parse(input)
  await db.batch([
    keepSeedVersion(db, story.id),
    db.prepare('UPDATE content_stories SET published = NULL WHERE id = ?').bind(story.id),
    bumpSpace(db, cvOf(now.toISOString())),
    recordVersion(db, story, null),
  ])
  return currentCv(db)
}

/** Saves a draft without publishing: only `version=draft` reads see it; `cv` is unchanged. */
export async function saveDraft(
  db: D1DatabaseLike,
  input: StoryblokStory,
  now = new Date()
): Promise<void> {
  const story = storyblokStorySchema.parse({ ...input, updated_at: now.toISOString() })
  await upsert(db, story, false).run()
}
