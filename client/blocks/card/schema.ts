import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { optionalImageField } from '../fields/asset.ts'
import { optionalLinkField } from '../fields/link.ts'
import { optionalText, requiredText } from '../fields/text.ts'

/** Nested block: one card of a card grid. */
export const cardSchema = z
  .object({
    ...blockBase,
    component: z.literal('card'),
    title: requiredText,
    text: optionalText,
    image: optionalImageField,
    link: optionalLinkField,
    link_label: optionalText,
    /** Small label above the title, e.g. "Nouveau" or "Électrique". */
    badge: optionalText,
  })
  .meta({
    title: 'Carte',
    description: 'Une carte d’une grille : titre, texte, image, lien.',
  })
export type CardBlock = z.infer<typeof cardSchema>
