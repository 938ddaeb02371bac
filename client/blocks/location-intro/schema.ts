import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalImageField } from '../fields/asset.ts'
import { richTextField } from '../fields/rich-text.ts'
import { optionalText, slugText } from '../fields/text.ts'

/** Section block: the introduction of a dealership home page, with its key facts. */
export const locationIntroSchema = z
  .object({
    ...sectionBase,
    component: z.literal('location_intro'),
    location: slugText,
    title: optionalText,
    text: richTextField,
    image: optionalImageField,
  })
  .meta({
    title: 'Présentation d’une concession',
    description: 'Texte et image d’introduction d’une concession.',
  })
export type LocationIntroBlock = z.infer<typeof locationIntroSchema>
