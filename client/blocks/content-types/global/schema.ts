import { z } from 'zod'
import { blockBase, blocksField } from '../../fields/blocks.ts'

/** Content type: blocks kept once and shown on many pages through `global_reference`. */
export const globalSchema = z.object({
  ...blockBase,
  component: z.literal('global'),
  body: blocksField,
})
export type GlobalContent = z.infer<typeof globalSchema>
