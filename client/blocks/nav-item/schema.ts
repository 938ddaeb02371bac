import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { optionalLinkField } from '../fields/link.ts'
import { requiredText } from '../fields/text.ts'
import { navLinkSchema } from '../nav-link/schema.ts'

/** Nested block: a main-navigation entry, a direct link and/or a menu of links. */
export const navItemSchema = z
  .object({
    ...blockBase,
    component: z.literal('nav_item'),
    label: requiredText,
    link: optionalLinkField,
    children: z
      .array(navLinkSchema)
      .nullish()
      .transform((links) => links ?? []),
  })
  .refine((item) => item.link !== null || item.children.length > 0, {
    message: 'A navigation entry needs a link or sub-links',
  })
  .meta({
    title: 'Entrée de menu',
    description: 'Une entrée du menu principal, avec un lien ou des sous-liens.',
  })
export type NavItemBlock = z.infer<typeof navItemSchema>
