import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { booleanField, slugText } from '../fields/text.ts'

/** Section block: a dealership's address, contact, opening hours and map (from the backend). */
export const locationDetailSchema = z
  .object({
    ...sectionBase,
    component: z.literal('location_detail'),
    location: slugText,
    show_opening_hours: booleanField(true),
    show_map: booleanField(true),
  })
  .meta({
    title: 'Détail d’une concession',
    description:
      'Adresse, contact, horaires et carte d’une concession (données du système de stock).',
  })
export type LocationDetailBlock = z.infer<typeof locationDetailSchema>
