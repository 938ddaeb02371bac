import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { storySchema } from '../../domain/story.ts'

/**
 * Section block: re-uses blocks kept once in a `global` story (e.g. the trade-in banner shown on
 * many pages). The field holds story uuids; requested with
 * `resolve_relations=global_reference.references`, each uuid is replaced by the resolved story.
 * An unresolved uuid (unpublished or deleted target) is dropped rather than failing the page.
 */
export const globalReferenceSchema = z
  .object({
    ...sectionBase,
    component: z.literal('global_reference'),
    references: z
      .array(z.union([storySchema, z.string()]))
      .nullish()
      .transform((items) =>
        (items ?? []).filter(
          (item): item is z.infer<typeof storySchema> => typeof item !== 'string'
        )
      ),
  })
  .meta({
    title: 'Bloc partagé',
    description:
      'Reprend les blocs d’un contenu « Global » (par ex. le bandeau reprise affiché sur plusieurs pages).',
  })
export type GlobalReferenceBlock = z.infer<typeof globalReferenceSchema>

/** The relation path to request so that references arrive resolved. */
export const globalReferenceRelation = 'global_reference.references'
