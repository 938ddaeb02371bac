import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalText, slugText } from '../fields/text.ts'

/** Section block: a dealership's staff as a compact list grouped by department. */
export const locationEmployeeListSchema = z
  .object({
    ...sectionBase,
    component: z.literal('location_employee_list'),
    location: slugText,
    title: optionalText,
  })
  .meta({
    title: 'Équipe d’une concession (liste)',
    description: 'Les collaborateurs d’une concession, en liste.',
  })
export type LocationEmployeeListBlock = z.infer<typeof locationEmployeeListSchema>
