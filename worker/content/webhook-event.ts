import { z } from 'zod'
import { parentSlugs } from '../../client/domain/story-url.ts'
import { type Story, storySchema } from '../../client/domain/story.ts'
import type { ContentClient } from './content-client.ts'
import { isContentNotFound } from './errors.ts'
import { rememberLastGood } from './last-good.ts'

/**
 * What Storyblok posts for an event, e.g. `{ "text": "…", "action": "published", "space_id":
 * 287341, "story_id": 123, "full_slug": "services/carrosserie" }`. Loose: new fields must not
 * turn a valid, signed event into an error.
 */
export const webhookEventSchema = z.looseObject({
  action: z.string().min(1).max(100),
  text: z.string().optional(),
  space_id: z.number().int().optional(),
  story_id: z.number().int().positive().optional(),
  uuid: z.string().max(100).optional(),
  full_slug: z.string().max(500).optional(),
})
export type WebhookEvent = z.infer<typeof webhookEventSchema>

/** Story events: the story's own pages change. */
const STORY_ACTIONS = new Set(['published', 'unpublished', 'deleted', 'moved'])
/** Space-wide content events: any page may change. */
const SPACE_ACTIONS = new Set(['release_merged', 'branch_deployed', 'entries_updated'])

export function affectsContent(event: WebhookEvent): boolean {
  return STORY_ACTIONS.has(event.action) || SPACE_ACTIONS.has(event.action)
}

/** Stories every page shows (header, footer, shared blocks): their change purges every page. */
function isSiteWide(fullSlug: string, component: string | null): boolean {
  return (
    fullSlug.startsWith('global/') ||
    fullSlug === 'site-config' ||
    component === 'global' ||
    component === 'site_config'
  )
}

const lastGoodSchema = z.object({ value: storySchema.nullable() })

/**
 * The cache tags to purge for an event: the story's own tags (`story:{uuid}`, `slug:{full_slug}`),
 * its folders' pages (lists such as /news show their children) and the sitemap; `html` (every
 * page) for site-wide stories, space-wide events, or when the story cannot be identified.
 * A story that left the site (unpublished, deleted) also loses its last good copy, so an outage
 * later cannot bring it back.
 */
export async function purgeTagsForEvent(
  event: WebhookEvent,
  options: { client: ContentClient; kv: KVNamespace; cv: number }
): Promise<string[]> {
  if (SPACE_ACTIONS.has(event.action)) return ['html', 'sitemap']
  let story: Story | null = null
  if (event.story_id) {
    try {
      story = (
        await options.client.getStory(String(event.story_id), {
          version: 'published',
          cv: options.cv,
        })
      ).story
    } catch (error) {
      if (!isContentNotFound(error)) console.warn('[cms-webhook] story lookup failed', error)
    }
  }
  const fullSlug = (story?.fullSlug ?? event.full_slug ?? '').replace(/^\/+|\/+$/g, '')
  if (!story && fullSlug) {
    // Gone from the published API: the last good copy still knows its uuid.
    const key = `content:last-good:story:${fullSlug}`
    const copy = lastGoodSchema.safeParse(await options.kv.get(key, 'json'))
    story = copy.success ? copy.data.value : null
    if (event.action === 'unpublished' || event.action === 'deleted') {
      await rememberLastGood(
        { kv: options.kv, key, schema: storySchema.nullable(), waitUntil: () => undefined },
        null
      )
    }
  }
  if (!fullSlug || isSiteWide(fullSlug, story?.content.component ?? null)) {
    return ['html', 'sitemap']
  }
  const uuid = story?.uuid ?? event.uuid
  return [
    ...(uuid ? [`story:${uuid}`] : []),
    `slug:${fullSlug}`,
    ...parentSlugs(fullSlug).map((slug) => `slug:${slug}`),
    'sitemap',
  ]
}
