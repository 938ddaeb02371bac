import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { requiredText } from '../fields/text.ts'
import { navLinkSchema } from '../nav-link/schema.ts'

/** Nested block: a titled column of footer links. */
export const footerColumnSchema = z
  .object({
    ...blockBase,
    component: z.literal('footer_column'),
    title: requiredText,
    links: z.array(navLinkSchema).min(1),
  })
  .meta({
    title: 'Colonne du pied de page',
    description: 'Un titre et ses liens dans le pied de page.',
  })
export type FooterColumnBlock = z.infer<typeof footerColumnSchema>
