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

/**
 * An optional Storyblok "datetime" field (`2026-11-27 08:00`, UTC, as Storyblok stores it; an ISO
 * date with its offset is read too): blank is `undefined` (absent from the JSON), a date that
 * cannot be read fails the block (it is left out and reported, never shown at the wrong time).
 */
export const optionalDatetime = z
  .string()
  .nullish()
  .transform((value, ctx): string | undefined => {
    const text = value?.trim()
    if (!text) return undefined
    const match =
      /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(
        text
      )
    const at = match ? Date.parse(`${match[1]}T${match[2] ?? '00:00'}${match[3] ?? 'Z'}`) : NaN
    if (Number.isNaN(at)) {
      ctx.addIssue({ code: 'custom', message: `Not a date: ${text}` })
      return z.NEVER
    }
    return new Date(at).toISOString()
  })

/**
 * What every section block has besides its own fields: Storyblok's markers and the optional
 * time window in which it shows (a campaign block appearing and disappearing without a publish;
 * worker/blocks/timed-blocks.ts, docs/decisions/0049). From inclusive, until exclusive.
 */
export const sectionBase = {
  ...blockBase,
  visible_from: optionalDatetime,
  visible_until: optionalDatetime,
}
