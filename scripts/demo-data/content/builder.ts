import type { StoryblokStory } from '../../../worker/local-services/content/story-json.ts'
import type { JsonObject } from './fields.ts'
import { uuidFor } from './ids.ts'

/**
 * Assembles the demo space in Storyblok's JSON format: folders are created for every path
 * prefix, ids are sequential in creation order, uuids derive from the full slug, every block gets
 * a deterministic `_uid`, and story links get their target's uuid once all stories exist.
 */

export type Block = JsonObject & { component: string; _uid: string }

export type StoryInput = {
  /** Full slug without trailing slash; `startpage: true` makes it the folder's start page. */
  slug: string
  name: string
  content: JsonObject & { component: string }
  startpage?: boolean
  publishedAt: string
  createdAt?: string
  tags?: string[]
  sortByDate?: string | null
  path?: string | null
}

const FIRST_ID = 612_400_001

export type ContentContext = ReturnType<typeof createContentContext>

export function createContentContext() {
  const entries = new Map<string, StoryblokStory>()
  const positions = new Map<number, number>()
  let nextId = FIRST_ID
  let nextUid = 0

  function nextPosition(parentId: number) {
    const position = (positions.get(parentId) ?? 0) + 10
    positions.set(parentId, position)
    return position
  }

  function base(fullSlug: string, name: string, parentId: number, createdAt: string) {
    const slug = fullSlug.replace(/\/$/, '').split('/').pop() ?? fullSlug
    return {
      id: nextId++,
      uuid: uuidFor(`story:${fullSlug}`),
      name,
      slug,
      full_slug: fullSlug,
      created_at: createdAt,
      position: nextPosition(parentId),
      parent_id: parentId,
      group_id: uuidFor(`group:${fullSlug}`),
      lang: 'default',
      alternates: [],
      translated_slugs: null,
      tag_list: [],
    }
  }

  /** Creates the folder chain of `path` (`a/b` → folders `a` and `a/b`); returns the last id. */
  function folderFor(path: string, createdAt: string): number {
    if (path === '') return 0
    const existing = entries.get(`folder:${path}`)
    if (existing) return existing.id
    const parentPath = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
    const parentId = folderFor(parentPath, createdAt)
    const name = folderNames.get(path) ?? titleCase(path.split('/').pop() ?? path)
    const folder: StoryblokStory = {
      ...base(path, name, parentId, createdAt),
      published_at: null,
      first_published_at: null,
      is_startpage: false,
      is_folder: true,
      path: null,
      sort_by_date: null,
    }
    entries.set(`folder:${path}`, folder)
    return folder.id
  }

  const folderNames = new Map<string, string>()

  return {
    /** Names a folder before stories create it (folders otherwise get a title-cased slug). */
    nameFolder(path: string, name: string) {
      folderNames.set(path, name)
    },

    block(component: string, fields: JsonObject = {}): Block {
      return { _uid: uuidFor(`block:${nextUid++}`), component, ...fields }
    },

    /** A block whose uid is named by `key`, not by its place in the generation order. */
    keyedBlock(key: string, component: string, fields: JsonObject = {}): Block {
      return { _uid: uuidFor(`block:${key}`), component, ...fields }
    },

    /** Passes over `count` uids of `block`, so the blocks generated after keep theirs. */
    skipBlocks(count: number) {
      nextUid += count
    },

    /** The uuid a story will have: references can be written before the story exists. */
    uuidOf(fullSlug: string): string {
      return uuidFor(`story:${fullSlug}`)
    },

    story(input: StoryInput) {
      const createdAt = input.createdAt ?? input.publishedAt
      const folderPath = input.startpage ? input.slug : input.slug.split('/').slice(0, -1).join('/')
      const parentId = folderFor(folderPath, createdAt)
      const fullSlug = input.startpage ? `${input.slug}/` : input.slug
      if (entries.has(`story:${fullSlug}`)) throw new Error(`Duplicate story ${fullSlug}`)
      const { component, ...fields } = input.content
      const story: StoryblokStory = {
        ...base(fullSlug, input.name, parentId, createdAt),
        slug: input.slug.split('/').pop() ?? input.slug,
        published_at: input.publishedAt,
        first_published_at: input.publishedAt,
        is_startpage: input.startpage ?? false,
        path: input.path ?? null,
        sort_by_date: input.sortByDate ?? null,
        tag_list: input.tags ?? [],
        content: { _uid: uuidFor(`content:${fullSlug}`), component, ...fields },
      }
      entries.set(`story:${fullSlug}`, story)
    },

    /** Every folder and story, with story links resolved to their target's uuid. */
    build(): StoryblokStory[] {
      const all = [...entries.values()]
      const uuidBySlug = new Map(
        all
          .filter((entry) => !entry.is_folder)
          .map((entry) => [entry.full_slug.replace(/\/$/, ''), entry.uuid])
      )
      const fill = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(fill)
        return value !== null && typeof value === 'object' ? fillObject(value) : value
      }
      const fillObject = (value: object): Record<string, unknown> => {
        const copy: Record<string, unknown> = {}
        for (const [key, child] of Object.entries(value)) copy[key] = fill(child)
        if (
          copy.fieldtype === 'multilink' &&
          copy.linktype === 'story' &&
          typeof copy.cached_url === 'string' &&
          copy.cached_url
        ) {
          const target = uuidBySlug.get(copy.cached_url)
          if (!target) throw new Error(`Story link to missing story "${copy.cached_url}"`)
          copy.id = target
        }
        return copy
      }
      return all.map((entry) =>
        entry.content
          ? {
              ...entry,
              content: {
                ...fillObject(entry.content),
                component: entry.content.component,
                _uid: entry.content._uid,
              },
            }
          : entry
      )
    },
  }
}

export function titleCase(slug: string): string {
  const words = slug.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
