import { z } from 'zod'
import type { Endpoint } from '../../api/endpoints.ts'
import type { BlockData } from '../../blocks/block-data-map.ts'
import { blockSchema } from '../../domain/story.ts'
import type { ContentPageData } from './content-page-data.ts'

/**
 * The contract of `POST /api/preview/story`, the live update of the Storyblok visual editor: the
 * browser posts the story the editor's bridge hands it, the Worker answers the content page's
 * data for it (live-preview.tsx, worker/preview/preview-routes.ts). Editors only: the page must
 * carry the editor's `_storyblok_tk` parameters, which the call passes on. Defined here rather
 * than in client/api/endpoints.ts because its answer is this page's data, typed by the blocks
 * (a layer above client/api).
 */

const inputSchema = z.object({
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
 * A block's server data. Its type is the loader's (`BlockDataMap`), which the compiler holds at
 * both ends (the Worker writes `ContentPageData`, the page reads it); the check here is the one
 * the page payload gets: JSON of the right kind, an object or `null`. A draft never reaches a
 * visitor, and a block reads its data by its own type.
 */
const blockDataSchema = z.custom<BlockData>(
  (value) => value === null || (typeof value === 'object' && !Array.isArray(value))
)

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
  blockData: z.record(z.string(), blockDataSchema),
  blockTypes: z.array(z.string()),
  preview: z.boolean(),
}) satisfies z.ZodType<ContentPageData>

export const previewStoryEndpoint = {
  method: 'POST',
  path: '/api/preview/story',
  input: inputSchema,
  /** The draft's page data, or why there is none (for the editor's console, not for visitors). */
  answer: z.union([z.object({ data: contentPageData }), z.object({ error: z.string() })]),
} as const satisfies Endpoint

/** What the browser posts: the page's path and the bridge's story. */
export type PreviewStoryInput = z.input<typeof inputSchema>
/** What the Worker answers. */
export type PreviewStoryAnswer = z.output<typeof previewStoryEndpoint.answer>
