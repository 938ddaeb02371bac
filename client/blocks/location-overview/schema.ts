import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { booleanField, optionalSlug, optionalText } from '../fields/text.ts'

/** Section block: the dealership list with map, search bar and brand / service selectors. */
export const locationOverviewSchema = z
  .object({
    ...sectionBase,
    component: z.literal('location_overview'),
    title: optionalText,
    intro: optionalText,
    /** Pre-selected brand filter (slug). */
    brand: optionalSlug,
    show_map: booleanField(true),
  })
  .meta({
    title: 'Nos concessions',
    description: 'Liste et carte des concessions.',
  })
export type LocationOverviewBlock = z.infer<typeof locationOverviewSchema>
