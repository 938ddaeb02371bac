import { type Story, storySchema } from '../../client/domain/story.ts'
import { cached } from '../cache/cached.ts'
import type { ContentClient } from './content-client.ts'
import { isContentNotFound } from './errors.ts'

/** KV key of the content generation: Storyblok's `cv`, bumped by the publish webhook. */
export const CONTENT_GENERATION_KEY = 'content:generation'

/** Published stories: fresh for a minute, then served stale while refreshing, for a day on errors. */
const STORY_CACHE = { ttl: 60, staleWhileRevalidate: 3_600, staleIfError: 7 * 86_400 }

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
            return (await options.client.getStory(fullSlug, { version: 'published', cv })).story
          } catch (error) {
            if (isContentNotFound(error)) return null
            throw error
          }
        },
      })
      return result.value
    },
  }
}

export type ContentStore = ReturnType<typeof createContentStore>
