import { z } from 'zod'
import { blockSchema } from '../../domain/story.ts'

/**
 * A "blocks" field holding section blocks (a page body). Each block is validated by its own schema
 * at render time through the registry, so one invalid block never fails the whole page.
 */
export const blocksField = z
  .array(blockSchema)
  .nullish()
  .transform((blocks) => blocks ?? [])

/** Storyblok's own marker fields on every block. */
export const blockBase = {
  _uid: z.string().min(1),
  _editable: z.string().optional(),
}
