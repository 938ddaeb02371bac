import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalText, slugText } from '../fields/text.ts'

/** Section block: a dealership's sales advisers as photo cards (from the locations backend). */
export const locationEmployeeCardsSchema = z
  .object({
    ...sectionBase,
    component: z.literal('location_employee_cards'),
    location: slugText,
    title: optionalText,
    department: optionalText,
  })
  .meta({
    title: 'Équipe d’une concession (cartes)',
    description: 'Les collaborateurs d’une concession, en cartes.',
  })
export type LocationEmployeeCardsBlock = z.infer<typeof locationEmployeeCardsSchema>
