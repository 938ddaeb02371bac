import { isEmptyFilter, matchesFilter, valueAt } from './filter-query.ts'
import type { StoriesQuery } from './params.ts'
import type { StoryblokStory } from './story-json.ts'

/**
 * Filtering, sorting and paging of `cdn/stories`, in memory over the stories of the read point
 * (the demo space holds a few hundred, and most filters need the content JSON anyway).
 */
export function selectStories(all: StoryblokStory[], query: StoriesQuery) {
  const filtered = all.filter((story) => keeps(story, query))
  const sorted =
    query.by_uuids_ordered.length > 0 && !query.sort_by
      ? orderBy(filtered, query.by_uuids_ordered)
      : query.sort_by
        ? [...filtered].sort(comparator(query.sort_by))
        : query.search_term
          ? [...filtered].sort(relevance(query.search_term))
          : // The API's default order: the editor's order of the Content tab.
            [...filtered].sort(comparator('position:desc'))
  const start = (query.page - 1) * query.per_page
  return { total: sorted.length, stories: sorted.slice(start, start + query.per_page) }
}

function keeps(story: StoryblokStory, query: StoriesQuery): boolean {
  const uuids = [...query.by_uuids, ...query.by_uuids_ordered]
  const slug = story.full_slug
  const checks: boolean[] = [
    uuids.length === 0 || uuids.includes(story.uuid),
    query.by_slugs.length === 0 || query.by_slugs.some((pattern) => slugMatches(pattern, slug)),
    !query.excluding_slugs.some((pattern) => slugMatches(pattern, slug)),
    !query.excluding_ids.includes(String(story.id)),
    query.is_startpage === undefined || story.is_startpage === query.is_startpage,
    query.with_tag.length === 0 || query.with_tag.some((tag) => story.tag_list.includes(tag)),
    query.level === undefined || levelOf(story) === query.level,
    query.content_type === undefined || story.content?.component === query.content_type,
    // Workflow stages belong to the editor's space: a story in none matches no stage.
    query.in_workflow_stages.length === 0 ||
      query.in_workflow_stages.includes(String(stageOf(story))),
    within(story.first_published_at, query.first_published_at_gt, query.first_published_at_lt),
    within(story.published_at, query.published_at_gt, query.published_at_lt),
    within(
      story.updated_at ?? story.published_at ?? story.created_at,
      query.updated_at_gt,
      query.updated_at_lt
    ),
    query.search_term === undefined || searchText(story).includes(query.search_term.toLowerCase()),
    isEmptyFilter(query.filter_query) || matchesFilter(story.content, query.filter_query),
  ]
  return checks.every(Boolean)
}

/** `by_slugs` / `excluding_slugs`: full slugs with `*` wildcards; a start page also by its folder. */
function slugMatches(pattern: string, fullSlug: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  const regex = new RegExp(`^${source}$`)
  return regex.test(fullSlug) || regex.test(fullSlug.replace(/\/$/, ''))
}

/** The story's depth in the folder tree: 1 at the root, 2 in a top-level folder (start page included). */
function levelOf(story: StoryblokStory): number {
  return story.full_slug.replace(/\/$/, '').split('/').length + (story.is_startpage ? 1 : 0)
}

function stageOf(story: StoryblokStory): number | null {
  const stage = valueAt(story, 'stage.workflow_stage_id')
  return typeof stage === 'number' ? stage : null
}

function within(date: string | null | undefined, after?: number, before?: number): boolean {
  if (after === undefined && before === undefined) return true
  const time = date ? Date.parse(date) : Number.NaN
  if (!Number.isFinite(time)) return false
  return (after === undefined || time > after) && (before === undefined || time < before)
}

/** What `search_term` looks in: name, slugs and every value of the content. */
function searchText(story: StoryblokStory): string {
  const values: string[] = [story.name, story.slug, story.full_slug]
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit)
    else if (typeof value === 'string' || typeof value === 'number') values.push(String(value))
  }
  visit(story.content)
  return values.join('\n').toLowerCase()
}

/** Search results without `sort_by`: matches in the full slug, then in the name, then position. */
function relevance(term: string) {
  const needle = term.toLowerCase()
  const score = (story: StoryblokStory) =>
    (story.full_slug.toLowerCase().includes(needle) ? 2 : 0) +
    (story.name.toLowerCase().includes(needle) ? 1 : 0)
  return (a: StoryblokStory, b: StoryblokStory) =>
    score(b) - score(a) || a.position - b.position || a.full_slug.localeCompare(b.full_slug)
}

function orderBy(stories: StoryblokStory[], uuids: string[]) {
  const rank = new Map(uuids.map((uuid, index) => [uuid, index]))
  return [...stories].sort((a, b) => (rank.get(a.uuid) ?? 0) - (rank.get(b.uuid) ?? 0))
}

/**
 * `field:asc|desc[:int|float]` (several, comma-separated, applied in turn), field a story
 * property or `content.<path>`; ties end on the full slug so pages never overlap.
 */
export function comparator(sortBy: string) {
  const keys = sortBy.split(',').map((part) => {
    const [path = '', direction = 'asc', type] = part.split(':')
    return { path, sign: direction.toLowerCase() === 'desc' ? -1 : 1, numeric: Boolean(type) }
  })
  return (a: StoryblokStory, b: StoryblokStory) => {
    for (const key of keys) {
      const order = compareValues(valueAt(a, key.path), valueAt(b, key.path), key)
      if (order !== 0) return order
    }
    return a.full_slug.localeCompare(b.full_slug)
  }
}

function compareValues(left: unknown, right: unknown, key: { sign: number; numeric: boolean }) {
  const missing = (value: unknown) => value === undefined || value === null || value === ''
  // Missing values sort last whatever the direction, as the API does.
  if (missing(left)) return missing(right) ? 0 : 1
  if (missing(right)) return -1
  const order =
    key.numeric || (typeof left === 'number' && typeof right === 'number')
      ? Number(left) - Number(right)
      : // Custom fields sort as strings unless :int or :float says otherwise ('10' < '9').
        String(left).localeCompare(String(right), 'fr')
  return order * key.sign
}
