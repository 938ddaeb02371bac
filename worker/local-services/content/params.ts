import { z } from 'zod'

/** Comma-separated list parameter → trimmed, non-empty items. */
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  )

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'))

/** Parameters shared by the story endpoints (Content Delivery API v2, spec §7). */
const common = {
  token: z.string().optional(),
  version: z.enum(['published', 'draft']).default('published'),
  cv: z.coerce.number().int().nonnegative().optional(),
  resolve_relations: list,
  resolve_links: z.enum(['url', 'story', 'link', '1', '0']).optional(),
  resolve_level: z.coerce.number().int().min(1).max(2).default(1),
  /** One space language only: any code is answered with the default content, as Storyblok does for untranslated fields. */
  language: z.string().optional(),
}

export const storyQuerySchema = z.object({
  ...common,
  find_by: z.enum(['uuid']).optional(),
})
export type StoryQuery = z.infer<typeof storyQuerySchema>

export const storiesQuerySchema = z.object({
  ...common,
  // The API caps pages at 100 stories rather than failing.
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((n) => Math.min(n, 100)),
  page: z.coerce.number().int().min(1).default(1),
  starts_with: z.string().optional(),
  by_uuids: list,
  by_uuids_ordered: list,
  excluding_fields: list,
  sort_by: z
    .string()
    .regex(/^[a-z_][a-z0-9_.]*:(asc|desc)(:(int|float))?$/i)
    .optional(),
  is_startpage: flag,
  with_tag: list,
})
export type StoriesQuery = z.infer<typeof storiesQuerySchema>

export const linksQuerySchema = z.object({
  token: z.string().optional(),
  version: z.enum(['published', 'draft']).default('published'),
  cv: z.coerce.number().int().nonnegative().optional(),
  starts_with: z.string().optional(),
  paginated: flag,
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .default(1000)
    .transform((n) => Math.min(n, 1000)),
  page: z.coerce.number().int().min(1).default(1),
})
export type LinksQuery = z.infer<typeof linksQuerySchema>
