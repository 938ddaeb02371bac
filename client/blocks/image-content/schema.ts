import { z } from 'zod'
import { buttonsField } from '../button/schema.ts'
import { sectionBase } from '../fields/blocks.ts'
import { imageField } from '../fields/asset.ts'
import { richTextField } from '../fields/rich-text.ts'
import { optionField, optionalText } from '../fields/text.ts'

/** Section block: an image beside rich text, the workhorse of service and company pages. */
export const imageContentSchema = z
  .object({
    ...sectionBase,
    component: z.literal('image_content'),
    title: optionalText,
    text: richTextField,
    image: imageField,
    image_position: optionField(['left', 'right'], 'left'),
    buttons: buttonsField,
    background: optionField(['white', 'light', 'dark'], 'white'),
  })
  .meta({
    title: 'Image et texte',
    description: 'Un texte riche à côté d’une image, avec des boutons.',
  })
export type ImageContentBlock = z.infer<typeof imageContentSchema>
