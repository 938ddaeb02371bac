import { z } from 'zod'
import { globalReferenceRelation } from '../../client/blocks/global-reference/schema.ts'
import { type Story, storySchema } from '../../client/domain/story.ts'
import { cached } from '../cache/cached.ts'
import type { ContentClient } from './content-client.ts'
import { isContentNotFound } from './errors.ts'

/** KV key of the content generation: Storyblok's `cv`, bumped by the publish webhook. */
export const CONTENT_GENERATION_KEY = 'content:generation'

/** Published stories: fresh for a minute, then served stale while refreshing, for a day on errors. */
const STORY_CACHE = { ttl: 60, staleWhileRevalidate: 3_600, staleIfError: 7 * 86_400 }

const storiesPageSchema = z.object({
  stories: z.array(storySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
})
export type StoryListPage = z.infer<typeof storiesPageSchema>

export interface StoryListQuery {
  /** Folder prefix, e.g. `news/`. */
  startsWith: string
  page: number
  perPage: number
  /** Storyblok sort expression, e.g. `content.date:desc`. */
  sortBy: string
  withTag?: string
  /** Only folder start pages (`true`) or only other stories (`false`). */
  isStartpage?: boolean
  /** Content fields left out of the answer (long texts a list does not show). */
  excludingFields?: string[]
}

/**
 * Published content through the KV cache. Keys carry the content generation, so a publish
 * (which bumps it) makes the next request read the new version at once, without deleting keys.
 */
export function createContentStore(options: {
  client: ContentClient
  kv: KVNamespace
  waitUntil: (promise: Promise<unknown>) => void
}) {
  let generationRead: Promise<number> | null = null

  /** The current `cv`, read once per request. */
  function generation(): Promise<number> {
    generationRead ??= options.kv.get(CONTENT_GENERATION_KEY).then(async (value) => {
      const known = Number(value)
      if (Number.isFinite(known) && known > 0) return known
      // First request ever: ask the space for its current version and remember it.
      const { cv } = await options.client.getSpace()
      await options.kv.put(CONTENT_GENERATION_KEY, String(cv))
      return cv
    })
    return generationRead
  }

  return {
    generation,
    /** A published story by full slug, or null when it does not exist. */
    async story(fullSlug: string): Promise<Story | null> {
      const cv = await generation()
      const result = await cached({
        kv: options.kv,
        key: `content:g${cv}:story:${fullSlug}`,
        ...STORY_CACHE,
        schema: storySchema.nullable(),
        waitUntil: options.waitUntil,
        load: async () => {
          try {
            // Global references arrive resolved, cached with the page that shows them.
            const resolveRelations = [globalReferenceRelation]
            const query = { version: 'published' as const, cv, resolveRelations }
            return (await options.client.getStory(fullSlug, query)).story
          } catch (error) {
            if (isContentNotFound(error)) return null
            throw error
          }
        },
      })
      return result.value
    },
    /** One page of published stories of a folder (news lists, open positions). */
    async stories(query: StoryListQuery): Promise<StoryListPage> {
      const cv = await generation()
      const parts = [
        query.startsWith,
        query.page,
        query.perPage,
        query.sortBy,
        query.withTag ?? '',
        query.isStartpage ?? '',
        (query.excludingFields ?? []).join(','),
      ]
      const result = await cached({
        kv: options.kv,
        key: `content:g${cv}:stories:${parts.map((part) => encodeURIComponent(part)).join(':')}`,
        ...STORY_CACHE,
        schema: storiesPageSchema,
        waitUntil: options.waitUntil,
        load: async () => {
          const page = await options.client.getStories({ version: 'published', cv, ...query })
          return {
            stories: page.stories,
            total: page.total,
            page: page.page,
            perPage: page.perPage,
          }
        },
      })
      return result.value
    },
  }
}

export type ContentStore = ReturnType<typeof createContentStore>
