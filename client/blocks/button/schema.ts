import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { linkField } from '../fields/link.ts'
import { booleanField, optionField, optionalText, requiredText } from '../fields/text.ts'

/** Nested block: a call-to-action button (spec §3 "Button", §4 variants and sizes). */
export const buttonSchema = z
  .object({
    ...blockBase,
    component: z.literal('button'),
    label: requiredText,
    link: linkField,
    variant: optionField(['primary', 'secondary', 'tertiary', 'ghost'], 'primary'),
    size: optionField(['large', 'medium', 'small'], 'medium'),
    /** Icon name from the icon service; blank means the default arrow. */
    icon: optionalText,
    icon_position: optionField(['start', 'end'], 'end'),
    full_width: booleanField(false),
    on_dark_background: booleanField(false),
    disabled: booleanField(false),
  })
  .meta({
    title: 'Bouton',
    description: 'Un bouton d’appel à l’action.',
  })
export type ButtonBlock = z.infer<typeof buttonSchema>

/** A list of buttons under a block; missing means none. */
export const buttonsField = z
  .array(buttonSchema)
  .nullish()
  .transform((buttons) => buttons ?? [])
