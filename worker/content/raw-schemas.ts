import { z } from 'zod'

/**
 * Wire shapes of Storyblok's Content Delivery API v2, as far as this site reads them. Only this
 * folder knows them; `reshape.ts` turns them into the app types of `client/domain/story.ts`.
 * Objects are loose: Storyblok adds fields over time and unknown ones must not break pages.
 */

export const rawBlockSchema = z.looseObject({
  component: z.string().min(1),
  _uid: z.string().min(1),
  _editable: z.string().optional(),
})

export const rawStorySchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  updated_at: z.string().nullish(),
  sort_by_date: z.string().nullish(),
  position: z.number().default(0),
  tag_list: z.array(z.string()).default([]),
  is_startpage: z.boolean().default(false),
  parent_id: z.number().int().nullish(),
  group_id: z.string().nullish(),
  lang: z.string().default('default'),
  path: z.string().nullish(),
  content: rawBlockSchema,
})
export type RawStory = z.infer<typeof rawStorySchema>

/** Resolved relations and links are full stories (or link stubs) the SDK inlines into content. */
const related = z.array(z.looseObject({ uuid: z.string() })).optional()

export const rawStoryResponseSchema = z.looseObject({
  story: rawStorySchema,
  cv: z.number().int(),
  rels: related,
  links: related,
})

export const rawStoriesResponseSchema = z.looseObject({
  stories: z.array(rawStorySchema),
  cv: z.number().int(),
  rels: related,
  links: related,
})

export const rawLinkSchema = z.looseObject({
  id: z.number().int(),
  uuid: z.string().min(1),
  slug: z.string(),
  name: z.string(),
  is_folder: z.boolean(),
  parent_id: z.number().int().nullish(),
  published: z.boolean(),
  position: z.number().default(0),
  is_startpage: z.boolean().default(false),
  real_path: z.string().nullish(),
  path: z.string().nullish(),
})
export type RawLink = z.infer<typeof rawLinkSchema>

export const rawLinksResponseSchema = z.looseObject({
  links: z.record(z.string(), rawLinkSchema),
})

/** `cdn/datasource_entries`: a page of a datasource's rows (name and value are what matter). */
export const rawDatasourceEntriesResponseSchema = z.looseObject({
  datasource_entries: z.array(z.looseObject({ name: z.string(), value: z.string() })),
})

export const rawSpaceResponseSchema = z.looseObject({
  space: z.looseObject({
    id: z.number().int(),
    name: z.string(),
    /** The current cache version (`cv`) of the space. */
    version: z.number().int(),
    domain: z.string().nullish(),
    language_codes: z.array(z.string()).default([]),
  }),
})

/** Fields of Storyblok's SEO meta-tags plugin and of our content types that feed `Story.seo`. */
export const rawSeoContentSchema = z.looseObject({
  title: z.unknown().optional(),
  teaser: z.unknown().optional(),
  intro: z.unknown().optional(),
  breadcrumb_title: z.unknown().optional(),
  noindex: z.unknown().optional(),
  image: z.looseObject({ filename: z.string().nullish() }).nullish().catch(null),
  seo: z
    .looseObject({
      title: z.string().nullish(),
      description: z.string().nullish(),
      og_image: z.string().nullish(),
    })
    .nullish()
    .catch(null),
})
