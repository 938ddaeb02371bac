import { z } from 'zod'
import { withEditableMarkers } from './editable.ts'
import { translateContent } from './i18n.ts'

/**
 * A story (or folder) in Storyblok's own JSON format, as the local service stores and serves it
 * and as `scripts/demo-data/content/` generates it. Loose: served back exactly as stored.
 */
export const storyblokStorySchema = z
  .looseObject({
    id: z.number().int().positive(),
    uuid: z.string().min(1),
    name: z.string().min(1),
    slug: z.string(),
    /** Folder start pages end with `/` (`news/`), as in Storyblok. */
    full_slug: z.string().min(1),
    created_at: z.string(),
    published_at: z.string().nullable(),
    first_published_at: z.string().nullable(),
    updated_at: z.string().optional(),
    release_id: z.number().int().nullable().optional(),
    default_full_slug: z.string().nullable().optional(),
    position: z.number().int(),
    is_startpage: z.boolean(),
    is_folder: z.boolean().optional(),
    parent_id: z.number().int().nullable(),
    group_id: z.string(),
    lang: z.string(),
    path: z.string().nullable(),
    alternates: z.array(z.unknown()),
    translated_slugs: z.array(z.unknown()).nullable(),
    sort_by_date: z.string().nullable(),
    tag_list: z.array(z.string()),
    content: z.looseObject({ component: z.string().min(1), _uid: z.string().min(1) }).optional(),
  })
  .refine((story) => story.is_folder === true || story.content !== undefined, {
    message: 'A story needs content (only folders have none)',
  })
export type StoryblokStory = z.infer<typeof storyblokStorySchema>
export type StoryblokContent = NonNullable<StoryblokStory['content']>

export type DeliveryOptions = {
  version: 'published' | 'draft'
  spaceId: number
  language?: string | undefined
  fallbackLang?: string | undefined
  /** `excluding_fields`: fields left out of the root content. */
  excludingFields?: string[]
  /** `excluding_story_fields`: story properties left out. */
  excludingStoryFields?: string[]
}

/**
 * A story as a delivery answer carries it: translated for `language`, with the editor's
 * `_editable` markers in drafts, `updated_at`, `release_id` and `default_full_slug` always
 * present, and storage-only flags dropped.
 */
export function deliveredStory(story: StoryblokStory, options: DeliveryOptions) {
  const { is_folder: _folder, ...rest } = story
  let content = rest.content
  let lang = rest.lang
  if (content) {
    const translation = translateContent(content, options.language, options.fallbackLang)
    content = translation.content
    if (translation.translated && options.language) lang = options.language
    if (options.version === 'draft') {
      content = withEditableMarkers(content, { spaceId: options.spaceId, storyId: story.id })
    }
    const excluded = options.excludingFields ?? []
    if (excluded.length > 0) {
      content = {
        ...Object.fromEntries(Object.entries(content).filter(([key]) => !excluded.includes(key))),
        component: content.component,
        _uid: content._uid,
      }
    }
  }
  const delivered: Record<string, unknown> = {
    ...rest,
    updated_at: rest.updated_at ?? rest.published_at ?? rest.created_at,
    release_id: rest.release_id ?? null,
    // The default language's full slug, given when another language was asked for.
    default_full_slug: rest.default_full_slug ?? (lang !== 'default' ? rest.full_slug : null),
    lang,
    ...(content ? { content } : {}),
  }
  for (const field of options.excludingStoryFields ?? []) delete delivered[field]
  return delivered
}
