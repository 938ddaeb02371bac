import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalText, slugList } from '../fields/text.ts'

/** Section block: brand tiles with logo, dealerships and links (the `brands` page). */
export const brandOverviewSchema = z
  .object({
    ...sectionBase,
    component: z.literal('brand_overview'),
    title: optionalText,
    intro: optionalText,
    brands: slugList,
  })
  .meta({
    title: 'Aperçu des marques',
    description: 'Les marques du groupe avec leurs concessions.',
  })
export type BrandOverviewBlock = z.infer<typeof brandOverviewSchema>
