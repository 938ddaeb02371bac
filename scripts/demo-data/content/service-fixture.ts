import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createLocalContentService } from '../../../worker/local-services/content/app.ts'
import type { CdnOptions } from '../../../worker/local-services/content/cdn.ts'
import type { StoryblokStory } from '../../../worker/local-services/content/story-json.ts'
import { createNodeD1 } from '../node-d1.ts'
import { uuidFor } from './ids.ts'
import { readStories } from './read-stories.ts'
import { contentSeedSql } from './seed-sql.ts'

/**
 * The local content service over a fresh in-memory SQLite with the real migration (and, for
 * `demo`, the real seed). Its tests sit beside the service (worker/local-services/content) and run
 * in the unit config, on Node's SQLite; `upstreamFetch` routes to the service in-process like the
 * Worker's embedded default.
 */
export const testTokens = {
  STORYBLOK_TOKEN: 'public-test-token',
  STORYBLOK_PREVIEW_TOKEN: 'preview-test-token',
}

export function createContentServiceFixture(seed: 'demo' | 'empty', options: CdnOptions = {}) {
  const db = createNodeD1()
  for (const migration of [
    '0003_content.sql',
    '0004_content_versions.sql',
    '0005_content_components.sql',
  ]) {
    db.database.exec(
      readFileSync(resolve(import.meta.dirname, '../../../worker/db/migrations', migration), 'utf8')
    )
  }
  if (seed === 'demo') db.database.exec(contentSeedSql(readStories()))
  const app = createLocalContentService(options)
  const bindings = { DB: db, ...testTokens }
  const request = (path: string, init?: RequestInit) =>
    app.request(`http://content.local.test${path}`, init, bindings)
  const upstreamFetch: typeof fetch = async (input, init) =>
    app.fetch(new Request(input, init), bindings)
  return { db, app, request, upstreamFetch }
}

let nextId = 1
/** A minimal story in Storyblok's format for scenario tests. */
export function testStory(
  fullSlug: string,
  content: Record<string, unknown> & { component: string },
  extra: Partial<StoryblokStory> = {}
): StoryblokStory {
  const slug = fullSlug.replace(/\/$/, '').split('/').pop() ?? fullSlug
  return {
    id: extra.id ?? nextId++,
    uuid: uuidFor(`test:${fullSlug}`),
    name: slug,
    slug,
    full_slug: fullSlug,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-02T00:00:00.000Z',
    first_published_at: '2026-01-02T00:00:00.000Z',
    position: 0,
    is_startpage: fullSlug.endsWith('/'),
    parent_id: 0,
    group_id: uuidFor(`group:${fullSlug}`),
    lang: 'default',
    path: null,
    alternates: [],
    translated_slugs: null,
    sort_by_date: null,
    tag_list: [],
    ...extra,
    content: { _uid: uuidFor(`uid:${fullSlug}`), ...content },
  }
}
