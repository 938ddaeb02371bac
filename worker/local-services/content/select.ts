import type { StoriesQuery } from './params.ts'
import type { StoryblokStory } from './story-json.ts'

/**
 * Filtering, sorting and paging of `cdn/stories`. Done in memory over the version's stories: the
 * demo space holds a few hundred, and `sort_by=content.*` needs the JSON anyway.
 */
export function selectStories(all: StoryblokStory[], query: StoriesQuery) {
  const uuidFilter = new Set([...query.by_uuids, ...query.by_uuids_ordered])
  const filtered = all.filter(
    (story) =>
      (uuidFilter.size === 0 || uuidFilter.has(story.uuid)) &&
      (query.is_startpage === undefined || story.is_startpage === query.is_startpage) &&
      (query.with_tag.length === 0 || query.with_tag.some((tag) => story.tag_list.includes(tag)))
  )
  const sorted =
    query.by_uuids_ordered.length > 0
      ? orderBy(filtered, query.by_uuids_ordered)
      : query.sort_by
        ? [...filtered].sort(comparator(query.sort_by))
        : filtered // storage order: position, then full slug
  const start = (query.page - 1) * query.per_page
  const page = sorted
    .slice(start, start + query.per_page)
    .map((story) => exclude(story, query.excluding_fields))
  return { total: sorted.length, stories: page }
}

function orderBy(stories: StoryblokStory[], uuids: string[]) {
  const rank = new Map(uuids.map((uuid, index) => [uuid, index]))
  return [...stories].sort((a, b) => (rank.get(a.uuid) ?? 0) - (rank.get(b.uuid) ?? 0))
}

/** `field:asc|desc[:int|float]`, field a story property or `content.<field>`. */
function comparator(sortBy: string) {
  const [path = '', direction = 'asc', type] = sortBy.split(':')
  const sign = direction.toLowerCase() === 'desc' ? -1 : 1
  const numeric = type === 'int' || type === 'float'
  return (a: StoryblokStory, b: StoryblokStory) => {
    const left = valueAt(a, path)
    const right = valueAt(b, path)
    // Missing values sort last whatever the direction, as the API does.
    if (left === undefined || left === null || left === '')
      return right == null || right === '' ? 0 : 1
    if (right === undefined || right === null || right === '') return -1
    const order = numeric
      ? Number(left) - Number(right)
      : String(left).localeCompare(String(right), 'fr', { numeric: true })
    return order * sign || a.id - b.id
  }
}

function valueAt(story: StoryblokStory, path: string): unknown {
  let value: unknown = story
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = Object.entries(value).find(([name]) => name === key)?.[1]
  }
  return value
}

/** `excluding_fields` removes fields from the root content of each story. */
function exclude(story: StoryblokStory, fields: string[]): StoryblokStory {
  if (fields.length === 0 || !story.content) return story
  const content = Object.fromEntries(
    Object.entries(story.content).filter(([key]) => !fields.includes(key))
  )
  return {
    ...story,
    content: { ...content, component: story.content.component, _uid: story.content._uid },
  }
}
