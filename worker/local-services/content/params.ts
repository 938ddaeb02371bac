import { z } from 'zod'
import { parseFilterQuery, type FilterQuery } from './filter-query.ts'

/**
 * Query parameters of the Content Delivery API v2, endpoint by endpoint. Like the real API
 * (v2 validates them), a parameter an endpoint does not know is refused with 422 and
 * `{"error":"Parameter(s) <names> not allowed"}`, never ignored; a known parameter with a value
 * it cannot take is refused with 422 too.
 */

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

const integer = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min))

/** Pages of `maxPerPage` at most: a larger `per_page` is capped, as the API does. */
const perPage = (fallback: number, maxPerPage: number) =>
  integer(1)
    .optional()
    .transform((n) => Math.min(n ?? fallback, maxPerPage))

const page = integer(1).optional().default(1)

/** `YYYY-MM-DD HH:MM` (the API's format for dates in filters) → Unix milliseconds. */
const filterDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be formatted YYYY-MM-DD HH:MM')
  .transform((value) =>
    Date.parse(`${value.replace(' ', 'T')}${value.length > 10 ? '' : 'T00:00'}Z`)
  )
  .optional()

/** `field:asc|desc[:int|float]`, several chained with commas. */
const sortBy = z
  .string()
  .regex(
    /^[A-Za-z_][\w.-]*:(asc|desc)(:(int|float))?(,[A-Za-z_][\w.-]*:(asc|desc)(:(int|float))?)*$/i,
    'must be field:asc or field:desc, optionally :int or :float'
  )
  .optional()

const version = z.enum(['published', 'draft']).default('published')
const cv = integer(0).optional()
const token = z.string().optional()

/** Parameters every cdn endpoint takes (the SDK adds `version` to every cdn request). */
const base = { token, version, cv }

const resolving = {
  resolve_relations: list,
  resolve_level: z.enum(['1', '2']).default('1').transform(Number),
  resolve_links: z.enum(['url', 'story', 'link', '1', '0']).optional(),
  resolve_links_level: z.enum(['1', '2']).default('1').transform(Number),
  /** Assets are stored whole in the local space, so resolving them changes nothing. */
  resolve_assets: z.enum(['0', '1']).optional(),
  language: z.string().optional(),
  fallback_lang: z.string().optional(),
  /** Releases: the local space has none, so a release's view is the current content. */
  from_release: integer(0).optional(),
  excluding_story_fields: list,
}

export const storyQuerySchema = z.object({
  ...base,
  ...resolving,
  find_by: z.enum(['uuid']).optional(),
})
export type StoryQuery = z.infer<typeof storyQuerySchema>

export const storiesQuerySchema = z.object({
  ...base,
  ...resolving,
  per_page: perPage(25, 100),
  page,
  starts_with: z.string().optional(),
  search_term: z.string().optional(),
  sort_by: sortBy,
  by_uuids: list,
  by_uuids_ordered: list,
  by_slugs: list,
  excluding_slugs: list,
  excluding_ids: list.pipe(z.array(z.string().regex(/^\d+$/, 'must be story ids'))),
  excluding_fields: list,
  with_tag: list,
  is_startpage: flag,
  level: integer(1).optional(),
  content_type: z.string().optional(),
  in_workflow_stages: list,
  first_published_at_gt: filterDate,
  first_published_at_lt: filterDate,
  published_at_gt: filterDate,
  published_at_lt: filterDate,
  updated_at_gt: filterDate,
  updated_at_lt: filterDate,
})
export type StoriesQuery = z.infer<typeof storiesQuerySchema> & { filter_query: FilterQuery }

export const linksQuerySchema = z.object({
  ...base,
  starts_with: z.string().optional(),
  /** Spaces created since May 2023 page links by default; `paginated` is accepted and moot. */
  paginated: flag,
  per_page: perPage(25, 1000),
  page,
  with_parent: integer(0).optional(),
  include_dates: flag,
  sort_by: sortBy,
})
export type LinksQuery = z.infer<typeof linksQuerySchema>

export const linkQuerySchema = z.object({
  ...base,
  include_dates: flag,
  /** Sent by the API reference's own example for this endpoint. */
  starts_with: z.string().optional(),
})
export type LinkQuery = z.infer<typeof linkQuerySchema>

export const tagsQuerySchema = z.object({ ...base, starts_with: z.string().optional() })
export type TagsQuery = z.infer<typeof tagsQuerySchema>

export const datasourcesQuerySchema = z.object({
  ...base,
  per_page: perPage(25, 1000),
  page,
})
export type DatasourcesQuery = z.infer<typeof datasourcesQuerySchema>

export const datasourceEntriesQuerySchema = z.object({
  ...base,
  datasource: z.string().optional(),
  dimension: z.string().optional(),
  per_page: perPage(25, 1000),
  page,
})
export type DatasourceEntriesQuery = z.infer<typeof datasourceEntriesQuerySchema>

export const spaceQuerySchema = z.object(base)

export type QueryProblem = { error: string }

/**
 * Reads a query for `schema`: the last value of each parameter; `filter_query[…]` parameters
 * only where `filters` is set (cdn/stories). Any other parameter name is a problem.
 */
export function readQuery<T extends z.ZodObject>(
  params: URLSearchParams,
  schema: T,
  options: { filters?: boolean } = {}
): { query: z.output<T>; filterQuery: FilterQuery } | QueryProblem {
  const known = new Set(Object.keys(schema.shape))
  const unknown = new Set<string>()
  const values: Record<string, string> = {}
  const filterEntries: [string, string][] = []
  for (const [name, value] of params) {
    if (options.filters && name.startsWith('filter_query[')) filterEntries.push([name, value])
    else if (known.has(name)) values[name] = value
    else unknown.add(name)
  }
  if (unknown.size > 0) return { error: `Parameter(s) ${[...unknown].join(', ')} not allowed` }
  const filterQuery = parseFilterQuery(filterEntries)
  if ('error' in filterQuery) return filterQuery
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { error: `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}` }
  }
  return { query: parsed.data, filterQuery }
}
