import { z } from 'zod'
import { globalReferenceRelation } from '../../client/blocks/global-reference/schema.ts'
import { type Story, storySchema } from '../../client/domain/story.ts'
import { LANGUAGE_SETTINGS, type Language } from '../../client/locale/language.ts'
import { cached } from '../cache/cached.ts'
import type { ContentClient, ContentVersion } from './content-client.ts'
import {
  type EditorRedirects,
  editorRedirectsSchema,
  loadEditorRedirects,
} from './editor-redirects.ts'
import { isContentNotFound } from './errors.ts'
import { GENERATION_CACHE_TTL, type GenerationMemo } from './generation-memo.ts'
import { rememberRead, withLastGood } from './last-good.ts'
import { tracked, type UpstreamHealth } from '../upstream/upstream-health.ts'

/** KV key of the content generation: Storyblok's `cv`, bumped by the publish webhook. */
export const CONTENT_GENERATION_KEY = 'content:generation'

/** The generation is read through the location's KV edge cache for this long (seconds). */
const READ = { type: 'text', cacheTtl: GENERATION_CACHE_TTL } as const

/** Published stories: fresh for a minute, then served stale while refreshing, for a day on errors. */
/**
 * How long an isolate answers published content (a story, the folders, a list) from what it last
 * read and validated, while that is fresh, before asking KV again (ms). The keys carry the
 * generation, so a publish is a new key and shows at once; the few seconds only delay a refresh
 * made by another isolate, which KV itself takes up to a minute to spread. Every URL of a page
 * reads the same story: without this, each of its requests paid a KV round trip per key.
 */
export const CONTENT_MEMORY_MS = 5_000

const STORY_CACHE = {
  ttl: 60,
  staleWhileRevalidate: 3_600,
  staleIfError: 7 * 86_400,
  memoryMs: CONTENT_MEMORY_MS,
}

const storiesPageSchema = z.object({
  stories: z.array(storySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
})
export type StoryListPage = z.infer<typeof storiesPageSchema>

/** A folder of the space: breadcrumbs name a level without a page after it. */
const foldersSchema = z.array(z.object({ fullSlug: z.string(), name: z.string() }))

/** Built once, not on every read (docs/decisions/0024). */
const storyOrNullSchema = storySchema.nullable()
export type ContentFolder = z.infer<typeof foldersSchema>[number]

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
  /** How long a page waits for Storyblok before serving the last good copy (tests shorten it). */
  lastGoodDeadlineMs?: number
  /** The generation this isolate knows (worker/content/generation-memo.ts); without it, KV's. */
  memo?: GenerationMemo
  /** Where the request's answer learns that a read failed or fell back (one per request). */
  health?: UpstreamHealth
  /** Clock of the cache's freshness in milliseconds (tests move it by hand). */
  now?: () => number
}) {
  let generationRead: Promise<number> | null = null
  const remember = (generation: number) => options.memo?.observe(generation) ?? generation

  /**
   * The current `cv`, settled once per request: the isolate's if it read it in the last few
   * seconds, else KV's. Every read of the request (and the page cache key) uses the same value.
   */
  function generation(): Promise<number> {
    if (generationRead) return generationRead
    const remembered = options.memo?.fresh()
    if (remembered !== undefined) {
      generationRead = Promise.resolve(remembered)
      return generationRead
    }
    generationRead = options.kv.get(CONTENT_GENERATION_KEY, READ).then(async (value) => {
      const known = Number(value)
      if (Number.isFinite(known) && known > 0) return remember(known)
      // First request ever: ask the space for its current version and remember it.
      try {
        const { cv } = await options.client.getSpace()
        await options.kv.put(CONTENT_GENERATION_KEY, String(cv))
        return remember(cv)
      } catch (error) {
        // Storyblok down on the very first request: generation 0 is a cache miss everywhere,
        // so reads fall back to their last good copies; nothing is stored.
        console.warn('[content] space version unavailable', error)
        return 0
      }
    })
    return generationRead
  }

  /** Whether the space has a folder of that full slug (false when the folders cannot be read). */
  async function isFolder(fullSlug: string): Promise<boolean> {
    const folders = await inLanguage(undefined)
      .folders()
      .catch(() => [])
    const slug = fullSlug.replace(/\/$/, '')
    return folders.some((folder) => folder.fullSlug.replace(/\/$/, '') === slug)
  }

  /**
   * The store reading one language: French (`undefined`, the space's default) or a translation
   * (`language=de`; untranslated fields come back in French, as Storyblok does). A translation's
   * keys carry its language; French keys are those the site always had.
   */
  function inLanguage(language: Language | undefined): ContentStoreOf {
    // The language's code in the space (LANGUAGES), which also starts its keys. French is the
    // space's default language: read without a `language` parameter, under the keys it always
    // had (not a fallback for an unknown language: every caller names one).
    const scope = language ? (LANGUAGE_SETTINGS[language].storyblok ?? undefined) : undefined
    const at = scope ? `${scope}:` : ''
    return {
      /** Published content only; the editor preview swaps in a draft store (worker/preview/). */
      version: 'published',
      inLanguage,
      generation,
      /**
       * A published story by full slug, or null when it does not exist. Served from the
       * generation's cache; when Storyblok fails or stalls on a miss, from the last good copy.
       */
      async story(fullSlug: string): Promise<Story | null> {
        const cv = await generation()
        const source = `content story ${fullSlug}`
        const lastGood = {
          kv: options.kv,
          key: `content:last-good:${at}story:${fullSlug}`,
          schema: storyOrNullSchema,
          waitUntil: options.waitUntil,
          deadlineMs: options.lastGoodDeadlineMs,
          onFallback: () => options.health?.fellBack(source),
        }
        const read = withLastGood(lastGood, async () => {
          const result = await cached({
            kv: options.kv,
            key: `content:g${cv}:${at}story:${fullSlug}`,
            ...STORY_CACHE,
            schema: storyOrNullSchema,
            waitUntil: options.waitUntil,
            now: options.now,
            load: async () => {
              const story = await loadStory(options.client, fullSlug, cv, scope)
              options.waitUntil(
                (async () => {
                  // A "not found" is kept for outages only where the space names a folder (a
                  // breadcrumb level without a start page), not for any slug a URL asks for.
                  if (story === null && !(await isFolder(fullSlug))) return
                  await rememberRead(lastGood, story)
                })().catch((error: unknown) =>
                  console.warn('[content] last good copy not written', error)
                )
              )
              return story
            },
          })
          if (result.outcome === 'stale-if-error') options.health?.fellBack(source)
          return result.value
        })
        return read.catch((error: unknown) => {
          options.health?.failed(source)
          throw error
        })
      },
      /**
       * Every published story (all pages), for the sitemap. Not cached here: the caller caches
       * what it derives from them, keyed by the same generation.
       */
      async allStories(query: { excludingFields?: string[] }): Promise<Story[]> {
        const cv = await generation()
        const all = await options.client.getAllStories({
          version: 'published',
          cv,
          perPage: 100, // the delivery API's largest page
          excludingFields: query.excludingFields,
        })
        return all.stories
      },
      /**
       * The space's folders (`services` → "Services"), from the links tree, cached under the
       * generation like stories. Folders have no draft or published version.
       */
      async folders(): Promise<ContentFolder[]> {
        const cv = await generation()
        const source = 'content folders'
        // Like stories, a generation-free last good copy answers right after a publish when
        // Storyblok fails (breadcrumbs name their folders from it).
        const lastGood = {
          kv: options.kv,
          key: 'content:last-good:folders',
          schema: foldersSchema,
          waitUntil: options.waitUntil,
          deadlineMs: options.lastGoodDeadlineMs,
          onFallback: () => options.health?.fellBack(source),
        }
        const read = withLastGood(lastGood, async () => {
          const result = await cached({
            kv: options.kv,
            key: `content:g${cv}:folders`,
            ...STORY_CACHE,
            schema: foldersSchema,
            waitUntil: options.waitUntil,
            now: options.now,
            load: async () => {
              const links = await options.client.getLinks({ version: 'published', cv })
              const folders = links
                .filter((link) => link.isFolder)
                .map((link) => ({ fullSlug: link.fullSlug, name: link.name }))
              options.waitUntil(
                rememberRead(lastGood, folders).catch((error: unknown) =>
                  console.warn('[content] last good copy not written', error)
                )
              )
              return folders
            },
          })
          if (result.outcome === 'stale-if-error') options.health?.fellBack(source)
          return result.value
        })
        return read.catch((error: unknown) => {
          options.health?.failed(source)
          throw error
        })
      },
      /**
       * The editors' redirects (datasource `redirects`), checked, for the current generation:
       * read and checked once per publish, then from the cache like a story. Fails like a read.
       */
      async editorRedirects(): Promise<EditorRedirects> {
        const cv = await generation()
        // Like the folders: right after a publish, a Storyblok outage answers the last table.
        const lastGood = {
          kv: options.kv,
          key: 'content:last-good:editor-redirects',
          schema: editorRedirectsSchema,
          waitUntil: options.waitUntil,
          deadlineMs: options.lastGoodDeadlineMs,
        }
        return withLastGood(lastGood, async () => {
          const result = await cached({
            kv: options.kv,
            key: `content:g${cv}:editor-redirects`,
            ...STORY_CACHE,
            schema: editorRedirectsSchema,
            waitUntil: options.waitUntil,
            now: options.now,
            load: async () => {
              const table = await loadEditorRedirects(options.client, cv)
              options.waitUntil(
                rememberRead(lastGood, table).catch((error: unknown) =>
                  console.warn('[content] last good copy not written', error)
                )
              )
              return table
            },
          })
          return result.value
        })
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
        const key = `content:g${cv}:${at}stories:${parts.map((part) => encodeURIComponent(part)).join(':')}`
        const read = cached({
          kv: options.kv,
          key,
          ...STORY_CACHE,
          schema: storiesPageSchema,
          waitUntil: options.waitUntil,
          now: options.now,
          load: async () => {
            const page = await options.client.getStories({
              version: 'published',
              cv,
              ...query,
              ...(scope ? { language: scope } : {}),
            })
            return {
              stories: page.stories,
              total: page.total,
              page: page.page,
              perPage: page.perPage,
            }
          },
        })
        return tracked(options.health, `content stories ${query.startsWith}`, read)
      },
    }
  }
  return inLanguage(undefined)
}

/** A content store: published (this file) or the editor's drafts (worker/preview/). */
export interface ContentStoreOf {
  version: ContentVersion
  /** The same store reading another language (docs/decisions/0036). */
  inLanguage(language: Language | undefined): ContentStoreOf
  generation(): Promise<number>
  story(fullSlug: string): Promise<Story | null>
  allStories(query: { excludingFields?: string[] }): Promise<Story[]>
  folders(): Promise<ContentFolder[]>
  stories(query: StoryListQuery): Promise<StoryListPage>
  /** The editors' redirects of the published content (docs/decisions/0049). */
  editorRedirects(): Promise<EditorRedirects>
}

export type ContentStore = ContentStoreOf

async function loadStory(
  client: ContentClient,
  fullSlug: string,
  cv: number,
  language: string | undefined
) {
  try {
    // Global references arrive resolved, cached with the page that shows them.
    const resolveRelations = [globalReferenceRelation]
    const query = { version: 'published' as const, cv, resolveRelations }
    return (await client.getStory(fullSlug, language ? { ...query, language } : query)).story
  } catch (error) {
    if (isContentNotFound(error)) return null
    throw error
  }
}
