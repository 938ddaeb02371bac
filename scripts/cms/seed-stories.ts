import { z } from 'zod'
import { readStories } from '../demo-data/content/read-stories.ts'
import type { StoryblokStory } from '../../worker/local-services/content/story-json.ts'
import { dataOf, type SpaceClient } from './space.ts'

/**
 * The launch set: the stories a new space needs for the site to have a home, its fixed pages
 * (stock, dealerships, contact, the privacy policy), its frame (`site-config`), the shared blocks
 * the home refers to, and one brand with one model page to copy from. Taken from the demo
 * content (scripts/demo-data/content/stories), French with German field-level translations.
 */
export const LAUNCH_SLUGS = [
  'global',
  'global/reprise',
  'global/rendez-vous-atelier',
  'site-config',
  'home-page',
  'home-page/',
  'stock',
  'concessions',
  'contact',
  'politique-de-traitement-des-donnees',
  'brands',
  'kia',
  'kia/',
  'kia/sportage',
] as const

const storySchema = z.looseObject({ id: z.number().int(), uuid: z.string(), full_slug: z.string() })

/** Story fields the Management API takes on create (the rest is the space's to set). */
function createBody(
  story: StoryblokStory,
  parentId: number,
  content: Record<string, unknown> | undefined
) {
  return {
    name: story.name,
    slug: story.slug,
    parent_id: parentId,
    position: story.position,
    tag_list: story.tag_list,
    ...(story.is_folder ? { is_folder: true } : { content }),
    ...(story.is_startpage ? { is_startpage: true } : {}),
    ...(story.path ? { path: story.path } : {}),
  }
}

/**
 * Creates the launch stories the space does not have (by full slug), folders first, published;
 * references between them (shared blocks, story links) are pointed at the new stories' uuids.
 * Returns one line per story: created, or already there.
 */
export async function seedStories(
  client: SpaceClient,
  options: { dryRun: boolean; slugs?: readonly string[] }
): Promise<string[]> {
  const wanted = new Set<string>(options.slugs ?? LAUNCH_SLUGS)
  const stories = readStories()
    .filter((story) => wanted.has(story.full_slug))
    .sort((a, b) => Number(b.is_folder === true) - Number(a.is_folder === true))
  const byId = new Map<number, number>()
  const uuids = new Map<string, string>()
  const lines: string[] = []
  for (const story of stories) {
    const existing = dataOf(
      `find ${story.full_slug}`,
      await client.stories.list({ query: { with_slug: story.full_slug } }),
      z.object({ stories: z.array(storySchema) })
    ).stories[0]
    if (existing) {
      byId.set(story.id, existing.id)
      uuids.set(story.uuid, existing.uuid)
      lines.push(`= ${story.full_slug} (already in the space, left as is)`)
      continue
    }
    lines.push(`+ ${story.full_slug}${story.is_folder ? ' (folder)' : ''}`)
    if (options.dryRun) continue
    const parentId = story.parent_id ? (byId.get(story.parent_id) ?? 0) : 0
    const content = story.content ? remap(withoutEditable(story.content), uuids) : undefined
    const created = dataOf(
      `create ${story.full_slug}`,
      await client.stories.create({
        body: { story: createBody(story, parentId, content) },
        query: { publish: true },
      }),
      z.object({ story: storySchema })
    ).story
    byId.set(story.id, created.id)
    uuids.set(story.uuid, created.uuid)
  }
  return lines
}

function withoutEditable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditable)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_editable')
      .map(([key, child]) => [key, withoutEditable(child)])
  )
}

/** The demo's uuids replaced by the new space's (shared-block references, story links). */
function remap(content: unknown, uuids: ReadonlyMap<string, string>): Record<string, unknown> {
  let text = JSON.stringify(content)
  for (const [from, to] of uuids) text = text.replaceAll(from, to)
  return z.record(z.string(), z.unknown()).parse(JSON.parse(text))
}
