import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'

/** Content type: blocks kept once and shown on many pages through `global_reference`. */
export const globalSchema = z
  .object({
    ...blockBase,
    component: z.literal('global'),
    body: blocksField,
  })
  .meta({
    title: 'Global (blocs partagés)',
    description: 'Des blocs gardés une fois et repris par le « Bloc partagé » sur plusieurs pages.',
  })
export type GlobalContent = z.infer<typeof globalSchema>
