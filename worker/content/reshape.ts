import type { ContentLink, ContentSpace, Story } from '../../client/domain/story.ts'
import { parentSlugs, storyPath } from '../../client/domain/story-url.ts'
import { DEFAULT_LANGUAGE } from '../../client/locale/language.ts'
import { rawSeoContentSchema, rawStorySchema, type RawLink, type RawStory } from './raw-schemas.ts'

/**
 * A story's `url` is its French path, whatever language it was read in: the KV copies of both
 * languages share one shape, and a page in another language prefixes the paths it links to
 * (worker/links/story-path-in.ts, `storyPathIn`).
 */
const STORY_URL_LANGUAGE = DEFAULT_LANGUAGE

/** Storyblok story → app `Story` (camelCase metadata, public URL, SEO, breadcrumb data). */
export function reshapeStory(raw: RawStory): Story {
  return toStory(raw, 0)
}

function toStory(raw: RawStory, depth: number): Story {
  const fullSlug = raw.full_slug.replace(/\/+$/, '')
  const content = reshapeContent(raw.content, depth)
  return {
    id: raw.id,
    uuid: raw.uuid,
    name: raw.name,
    slug: raw.slug,
    fullSlug,
    url: storyPath(fullSlug, STORY_URL_LANGUAGE),
    parentId: raw.parent_id || null,
    isStartpage: raw.is_startpage,
    position: raw.position,
    lang: raw.lang,
    tagList: raw.tag_list,
    createdAt: raw.created_at,
    publishedAt: raw.published_at,
    firstPublishedAt: raw.first_published_at,
    updatedAt: raw.updated_at ?? raw.published_at,
    sortByDate: raw.sort_by_date || null,
    parentSlugs: parentSlugs(fullSlug),
    breadcrumbLabel: nonBlank(raw.content.breadcrumb_title) ?? raw.name,
    seo: reshapeSeo(raw),
    content: { ...content, component: raw.content.component, _uid: raw.content._uid },
  }
}

function reshapeSeo(raw: RawStory): Story['seo'] {
  const content = rawSeoContentSchema.parse(raw.content)
  return {
    title: nonBlank(content.seo?.title) ?? nonBlank(content.title) ?? raw.name,
    description:
      nonBlank(content.seo?.description) ??
      nonBlank(content.teaser) ??
      nonBlank(content.intro) ??
      '',
    noindex: content.noindex === true,
    ogImage: nonBlank(content.seo?.og_image) ?? nonBlank(content.image?.filename) ?? null,
  }
}

/**
 * Resolved relations arrive inlined in content as raw stories (the SDK swaps each uuid for the
 * story from `rels`, marked `_stopResolving`). They are reshaped too, so blocks never see wire
 * shapes. Depth is bounded like the API's `resolve_level` (2). Link fields keep their raw
 * `story` stub: the link field schema reads its `full_slug`.
 */
const MAX_DEPTH = 2

function reshapeContent(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const isLinkField = 'linktype' in value
  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === '_stopResolving') continue
    result[key] = isLinkField && key === 'story' ? child : reshapeValue(child, depth)
  }
  return result
}

function reshapeValue(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => reshapeValue(item, depth))
  if (!isRecord(value)) return value
  const record = value
  if ('full_slug' in record && 'content' in record && depth < MAX_DEPTH) {
    const story = rawStorySchema.safeParse(record)
    if (story.success) return toStory(story.data, depth + 1)
  }
  return reshapeContent(record, depth)
}

export function reshapeLink(raw: RawLink): ContentLink {
  const fullSlug = raw.slug.replace(/\/+$/, '')
  return {
    id: raw.id,
    uuid: raw.uuid,
    fullSlug,
    url: storyPath(fullSlug, STORY_URL_LANGUAGE),
    name: raw.name,
    isFolder: raw.is_folder,
    isStartpage: raw.is_startpage,
    parentId: raw.parent_id || null,
    published: raw.published,
    position: raw.position,
  }
}

export function reshapeSpace(raw: { id: number; name: string; version: number }): ContentSpace {
  return { id: raw.id, name: raw.name, cv: raw.version }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

function nonBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
