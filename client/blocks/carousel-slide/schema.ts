import { z } from 'zod'
import { blockBase } from '../fields/blocks.ts'
import { imageField } from '../fields/asset.ts'
import { optionalLinkField } from '../fields/link.ts'
import { optionalText } from '../fields/text.ts'

/** Nested block: one slide of a carousel. A slide without an image cannot render. */
export const carouselSlideSchema = z
  .object({
    ...blockBase,
    component: z.literal('carousel_slide'),
    image: imageField,
    title: optionalText,
    text: optionalText,
    link: optionalLinkField,
    link_label: optionalText,
  })
  .meta({
    title: 'Diapositive',
    description: 'Une diapositive du carrousel.',
  })
export type CarouselSlideBlock = z.infer<typeof carouselSlideSchema>
