import type { D1DatabaseLike } from './d1.ts'
import { findStoriesByUuids, type ReadPoint } from './store.ts'
import { deliveredStory, type DeliveryOptions, type StoryblokStory } from './story-json.ts'

/**
 * `resolve_relations` and `resolve_links` as the delivery API answers them: referenced stories
 * are not inlined but listed in `rels` / `links` (the SDK inlines them). Past 50 references the
 * API sends only their uuids (`rel_uuids` / `link_uuids`) and the SDK fetches them with
 * `by_uuids` in batches of 50.
 */
const INLINE_LIMIT = 50

type ResolveOptions = {
  point: ReadPoint
  relations: string[]
  links?: 'url' | 'story' | 'link' | '1' | '0' | undefined
  /** `resolve_level`: relations of resolved relations too when 2. */
  level: number
  /** `resolve_links_level`: links of resolved links too when 2. */
  linksLevel: number
  /** How resolved stories are delivered (language, drafts' editor markers). */
  delivery: DeliveryOptions
}

export async function resolveReferences(
  db: D1DatabaseLike,
  stories: StoryblokStory[],
  options: ResolveOptions
) {
  const result: Record<string, unknown> = {}
  if (options.relations.length > 0) {
    const patterns = options.relations.map((relation) => relation.split('.'))
    let uuids = collect(stories, (node) => relationUuids(node, patterns))
    let rels = await findOrdered(db, options.point, uuids)
    if (options.level >= 2) {
      const nested = collect(rels, (node) => relationUuids(node, patterns)).filter(
        (uuid) => !uuids.includes(uuid)
      )
      uuids = [...uuids, ...nested]
      rels = [...rels, ...(await findOrdered(db, options.point, nested))]
    }
    if (uuids.length > INLINE_LIMIT) result.rel_uuids = rels.map((story) => story.uuid)
    else result.rels = rels.map((story) => deliveredStory(story, options.delivery))
  }
  if (options.links && options.links !== '0') {
    const first = collect(stories, storyLinkUuids)
    let linked = await findOrdered(db, options.point, first)
    if (options.linksLevel >= 2) {
      const nested = collect(linked, storyLinkUuids).filter((uuid) => !first.includes(uuid))
      linked = [...linked, ...(await findOrdered(db, options.point, nested))]
    }
    const mode = options.links
    if (linked.length > INLINE_LIMIT) result.link_uuids = linked.map((story) => story.uuid)
    else result.links = linked.map((story) => linkShape(story, mode, options.delivery))
  } else {
    result.links = []
  }
  // The API answers with empty `rels` / `links` when nothing is resolved (never both forms).
  if (!result.rel_uuids) result.rels ??= []
  return result
}

async function findOrdered(db: D1DatabaseLike, point: ReadPoint, uuids: string[]) {
  const found = new Map(
    (await findStoriesByUuids(db, point, uuids)).map((story) => [story.uuid, story])
  )
  return uuids.flatMap((uuid) => found.get(uuid) ?? [])
}

/** Walks every object of every story's content and gathers uuids, first occurrence first. */
function collect(
  stories: StoryblokStory[],
  pick: (node: Record<string, unknown>) => string[]
): string[] {
  const seen = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (isRecord(value)) {
      pick(value).forEach((uuid) => seen.add(uuid))
      Object.values(value).forEach(visit)
    }
  }
  stories.forEach((story) => visit(story.content))
  return [...seen]
}

function relationUuids(node: Record<string, unknown>, patterns: string[][]): string[] {
  if (typeof node.component !== 'string') return []
  return patterns.flatMap(([component, field]) => {
    if (component !== node.component || !field) return []
    const value = node[field]
    if (typeof value === 'string' && value !== '') return [value]
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : []
  })
}

function storyLinkUuids(node: Record<string, unknown>): string[] {
  return node.fieldtype === 'multilink' &&
    node.linktype === 'story' &&
    typeof node.id === 'string' &&
    node.id
    ? [node.id]
    : []
}

function linkShape(story: StoryblokStory, mode: string, delivery: DeliveryOptions) {
  if (mode === 'story' || mode === '1') return deliveredStory(story, delivery)
  const fullSlug = story.full_slug
  if (mode === 'url')
    return {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      slug: story.slug,
      url: fullSlug,
      full_slug: fullSlug,
    }
  return linkObject(story, { includeDates: true })
}

/**
 * The link object of `cdn/links` (also used by `resolve_links=link`); publication and creation
 * dates only with `include_dates=1`.
 */
export function linkObject(story: StoryblokStory, options: { includeDates: boolean }) {
  const link = {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path: story.path,
    parent_id: story.parent_id,
    name: story.name,
    is_folder: story.is_folder === true,
    published: story.published_at !== null,
    is_startpage: story.is_startpage,
    position: story.position,
    real_path: `/${(story.path || story.full_slug).replace(/^\/+/, '')}`,
  }
  if (!options.includeDates) return link
  return {
    ...link,
    published_at: story.published_at,
    created_at: story.created_at,
    updated_at: story.updated_at ?? story.published_at ?? story.created_at,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}
