import { z } from 'zod'
import { buttonsField } from '../button/schema.ts'
import { sectionBase } from '../fields/blocks.ts'
import { imageField, optionalImageField } from '../fields/asset.ts'
import { optionField, optionalText, requiredText } from '../fields/text.ts'

/** Section block: full-width banner with title, image and calls to action (usually the LCP). */
export const heroSchema = z
  .object({
    ...sectionBase,
    component: z.literal('hero'),
    title: requiredText,
    subtitle: optionalText,
    image: imageField,
    /** Portrait crop for small screens; the main image is used when empty. */
    image_mobile: optionalImageField,
    buttons: buttonsField,
    height: optionField(['small', 'medium', 'large'], 'large'),
    overlay: optionField(['none', 'light', 'dark'], 'dark'),
    text_position: optionField(['left', 'center'], 'left'),
  })
  .meta({
    title: 'Bannière principale',
    description:
      'Grande bannière en haut de page : titre, image et boutons. Une seule par page, en premier.',
  })
export type HeroBlock = z.infer<typeof heroSchema>
