import { z } from 'zod'

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

/** The fields a delivery response carries; storage-only flags are dropped. */
export function deliveredStory(story: StoryblokStory): Omit<StoryblokStory, 'is_folder'> {
  const { is_folder: _folder, ...rest } = story
  return rest
}
