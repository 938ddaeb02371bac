import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { booleanField, optionalText } from '../fields/text.ts'
import { carouselSlideSchema } from '../carousel-slide/schema.ts'

/** Section block: a slideshow of images with optional captions and links. */
export const carouselSchema = z
  .object({
    ...sectionBase,
    component: z.literal('carousel'),
    title: optionalText,
    slides: z.array(carouselSlideSchema).min(1),
    /** Off by default: moving content must be user-started (WCAG 2.2.2). */
    autoplay: booleanField(false),
  })
  .meta({
    title: 'Carrousel',
    description: 'Diapositives d’images avec texte et lien.',
  })
export type CarouselBlock = z.infer<typeof carouselSchema>
