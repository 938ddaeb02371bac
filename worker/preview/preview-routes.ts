import { Hono } from 'hono'
import {
  type PreviewStoryAnswer,
  previewStoryEndpoint,
} from '../../client/pages/content/preview-endpoint.ts'
import { catchAllSlug } from '../../client/routes/match-route.ts'
import { type RouteId, languageOfPath, routeTables } from '../../client/routes/route-table.ts'
import type { AppEnv } from '../app-env.ts'
import { rawStorySchema } from '../content/raw-schemas.ts'
import { reshapeStory } from '../content/reshape.ts'
import { contentLoader } from '../pages/loaders/content-loader.ts'
import { loaderContext } from '../pages/loader-context.ts'
import { previewHeaders } from './preview-headers.ts'
import { checkRequestPreview, switchToPreviewContent } from './preview-mode.ts'
import { parseJsonText, readBoundedText } from '../http/request-body.ts'

/** A story of a few hundred blocks is far below this; anything larger is not an edit. */
const MAX_BODY_BYTES = 1_000_000

/**
 * The CMS page route (the catch-all) of the path's language, from the route table, and the story
 * slug the path names in it (`/de/services/carrosserie` → `services/carrosserie` in German).
 */
function contentRouteOf(path: string): { routeId: RouteId; slug: string } | null {
  const language = languageOfPath(path)
  const route = routeTables[language].find((entry) => entry.page === 'content')
  if (!route) return null
  return { routeId: route.id, slug: catchAllSlug(route, path) }
}

/**
 * `POST /api/preview/story` (`previewStoryEndpoint`): live update of the editor preview. On every keystroke the Storyblok bridge hands the browser
 * the edited story; the preview chunk posts it here (with the page's `_storyblok_tk`
 * parameters) and gets back the content page data, validated and with its block data, exactly
 * as the page loader builds it. Validation stays on the server, so the browser never needs zod.
 */
export function previewRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/', async (c) => {
    const check = await checkRequestPreview(c, 'live')
    const reply = (body: PreviewStoryAnswer, status: 200 | 400 | 401 | 404 | 413) => {
      const response = c.json(body, status)
      previewHeaders(response.headers)
      return response
    }
    if (check.kind !== 'valid') return reply({ error: 'Aperçu non autorisé.' }, 401)
    const text = await readBoundedText(c, MAX_BODY_BYTES)
    if (text === null) return reply({ error: 'Contenu trop volumineux.' }, 413)
    const json = parseJsonText(text)
    if (json === undefined) return reply({ error: 'Contenu illisible.' }, 400)
    // The endpoint's contract (a path, a story in JSON), then Storyblok's wire format of a story.
    const parsed = previewStoryEndpoint.input.safeParse(json)
    const story = parsed.success ? rawStorySchema.safeParse(parsed.data.story) : null
    if (!parsed.success || !story?.success) return reply({ error: 'Contenu invalide.' }, 400)

    switchToPreviewContent(c, reshapeStory(story.data))
    const path = parsed.data.path
    const url = new URL(path, c.req.url)
    const content = contentRouteOf(path)
    if (!content) return reply({ error: 'Page introuvable.' }, 404)
    const { routeId, slug } = content
    const result = await contentLoader(loaderContext(c, { routeId, params: { slug }, url, path }))
    if (result.kind !== 'page') return reply({ error: 'Page introuvable.' }, 404)
    return reply({ data: result.data }, 200)
  })

  return routes
}
