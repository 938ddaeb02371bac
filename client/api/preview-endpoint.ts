import { z } from 'zod'
import { blockSchema } from '../domain/story.ts'

/**
 * The contract of `POST /api/preview/story` (endpoints.ts: `previewStory`), the live update of
 * the Storyblok visual editor: the browser posts the story the editor's bridge hands it, the
 * Worker answers the content page's data for it (client/pages/content/live-preview.tsx,
 * worker/preview/preview-routes.ts). Editors only: the page must carry the editor's
 * `_storyblok_tk` parameters, which the call passes on.
 */

export const previewStoryInputSchema = z.object({
  /** The page path the editor shows, e.g. `/services/carrosserie`. */
  path: z
    .string()
    .regex(/^\/[a-z0-9\-/_]*$/i)
    .max(300),
  /**
   * The story exactly as the bridge's `input` event carries it, in Storyblok's wire format:
   * JSON here; the Worker reads it with its Storyblok schema (worker/content/raw-schemas.ts).
   */
  story: z.record(z.string(), z.json()),
})

/**
 * The content page's data (`ContentPageData` of client/pages/content/content-page-data.ts, which
 * the compiler holds to it at both ends). The blocks and their server data are checked as the
 * page payload's are: by shape here, by each block's own type where it is read.
 */
const contentPageData = z.object({
  story: z.object({
    name: z.string(),
    fullSlug: z.string(),
    url: z.string(),
    publishedAt: z.string().nullable(),
    firstPublishedAt: z.string().nullable(),
    tagList: z.array(z.string()),
  }),
  content: blockSchema,
  body: z.array(blockSchema),
  blockData: z.record(z.string(), z.unknown()),
  blockTypes: z.array(z.string()),
  preview: z.boolean(),
})

/** The draft's page data, or why there is none (for the editor's console, not for visitors). */
export const previewStoryAnswerSchema = z.union([
  z.object({ data: contentPageData }),
  z.object({ error: z.string() }),
])
