import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalText, slugList } from '../fields/text.ts'

/** Section block: a strip of brand logos linking to the brand pages. */
export const brandLogosSchema = z
  .object({
    ...sectionBase,
    component: z.literal('brand_logos'),
    title: optionalText,
    /** Brand slugs in display order; empty means every brand of the group. */
    brands: slugList,
  })
  .meta({
    title: 'Logos des marques',
    description: 'Bandeau de logos menant aux pages des marques.',
  })
export type BrandLogosBlock = z.infer<typeof brandLogosSchema>
