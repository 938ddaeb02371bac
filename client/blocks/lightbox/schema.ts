import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { imageListField } from '../fields/asset.ts'
import { numberField, optionalText } from '../fields/text.ts'

/** Section block: a thumbnail gallery that opens images full screen. */
export const lightboxSchema = z
  .object({
    ...sectionBase,
    component: z.literal('lightbox'),
    title: optionalText,
    images: imageListField.refine((images) => images.length > 0, 'A gallery needs an image'),
    columns: numberField({ min: 2, max: 4, fallback: 3 }),
  })
  .meta({
    title: 'Galerie photos',
    description: 'Galerie d’images qui s’agrandissent au clic.',
  })
export type LightboxBlock = z.infer<typeof lightboxSchema>
