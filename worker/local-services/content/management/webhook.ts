import { signWebhookBody } from '../../../content/webhook-signature.ts'
import { LOCAL_SPACE } from '../store.ts'
import type { StoryblokStory } from '../story-json.ts'
import type { ManagementBindings } from './mapi-http.ts'

/**
 * The space's story webhook, sent as Storyblok sends it: a JSON event
 * (`{ text, action, space_id, story_id, full_slug }`) signed with the hex HMAC-SHA1 of its exact
 * bytes in `webhook-signature`, POSTed to the site's `/api/cms/webhook`. Here the POST goes to the
 * Worker's own app (no network between a Worker and itself), where the same route verifies the
 * same signature and runs the same purge as in production. Sent before the Management API
 * answers, so a publish returned is a publish the site has been told about.
 *
 * Returns the webhook route's status (null when no secret or no app is configured: a space
 * without a webhook, as Storyblok's free plans).
 */
export async function sendStoryWebhook(
  env: ManagementBindings,
  origin: string,
  action: 'published' | 'unpublished' | 'deleted',
  story: StoryblokStory
): Promise<number | null> {
  const secret = env.STORYBLOK_WEBHOOK_SECRET
  const dispatch = env.LOCAL_WEBHOOK_DISPATCH
  if (!secret || !dispatch) return null
  const body = JSON.stringify({
    text: `The user Local editor ${action} the Story ${story.name} (${story.full_slug})`,
    action,
    space_id: LOCAL_SPACE.spaceId,
    story_id: story.id,
    full_slug: story.full_slug,
  })
  const response = await dispatch(
    new Request(new URL('/api/cms/webhook', origin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-signature': await signWebhookBody(secret, body),
        'user-agent': 'Storyblok-Webhook (local)',
      },
      body,
    })
  )
  return response.status
}
