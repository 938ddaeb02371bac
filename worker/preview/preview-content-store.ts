import { globalReferenceRelation } from '../../client/blocks/global-reference/schema.ts'
import type { Story } from '../../client/domain/story.ts'
import { LANGUAGE_SETTINGS, type Language } from '../../client/locale/language.ts'
import type { ContentClient, ContentVersion } from '../content/content-client.ts'
import type { ContentStore, StoryListQuery } from '../content/content-store.ts'
import { isContentNotFound } from '../content/errors.ts'

/**
 * The content store of a validated editor preview: draft versions straight from Storyblok with
 * the preview token, never read from or written to KV (a draft must never reach a visitor).
 * `override` lets the live-update endpoint render a story the editor has not saved yet.
 */
export function createPreviewContentStore(options: {
  /** A client built with the preview token. */
  client: ContentClient
  /** The published store, for the generation (the sitemap and other callers key on it). */
  published: ContentStore
  override?: Story
  /** The language read; the space's default (French) without one. */
  language?: Language
}): ContentStore {
  // The language's code in the space (LANGUAGES); the space's default (French) has none: its
  // drafts are read without a `language` parameter.
  const language = options.language
    ? (LANGUAGE_SETTINGS[options.language].storyblok ?? undefined)
    : undefined
  const withLanguage = <Q extends object>(query: Q) => (language ? { ...query, language } : query)
  // Drafts are not cached by version: a fresh `cv` per request asks for the latest draft.
  const cv = Date.now()
  const resolveRelations = [globalReferenceRelation]
  return {
    version: 'draft' satisfies ContentVersion,
    inLanguage: (other) =>
      createPreviewContentStore({
        ...options,
        published: options.published.inLanguage(other),
        language: other,
      }),
    generation: options.published.generation,
    async story(fullSlug: string): Promise<Story | null> {
      if (options.override?.fullSlug === fullSlug) return options.override
      try {
        const query = withLanguage({ version: 'draft' as const, cv, resolveRelations })
        return (await options.client.getStory(fullSlug, query)).story
      } catch (error) {
        if (isContentNotFound(error)) return null
        throw error
      }
    },
    // Folders have no versions: the published store's list is the editor's too.
    folders: options.published.folders,
    // Datasource entries have no drafts either.
    editorRedirects: options.published.editorRedirects,
    async stories(query: StoryListQuery) {
      const page = await options.client.getStories(
        withLanguage({ version: 'draft' as const, cv, ...query })
      )
      return { stories: page.stories, total: page.total, page: page.page, perPage: page.perPage }
    },
    async allStories(query: { excludingFields?: string[] }) {
      const all = await options.client.getAllStories({
        version: 'draft',
        cv,
        perPage: 100,
        ...query,
      })
      return all.stories
    },
  }
}
