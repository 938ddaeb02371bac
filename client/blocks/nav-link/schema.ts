import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { linkField } from '../fields/link.ts'
import { requiredText } from '../fields/text.ts'

/** Nested block: a labelled link in the navigation, footer or top bar. */
export const navLinkSchema = z
  .object({
    ...blockBase,
    component: z.literal('nav_link'),
    label: requiredText,
    link: linkField,
  })
  .meta({
    title: 'Lien de menu',
    description: 'Un lien avec son libellé.',
  })
export type NavLinkBlock = z.infer<typeof navLinkSchema>
