import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalText, slugList } from '../fields/text.ts'

/** Section block: a strip of brand logos linking to the brand pages. */
export const brandLogosSchema = z.object({
  ...sectionBase,
  component: z.literal('brand_logos'),
  title: optionalText,
  /** Brand slugs in display order; empty means every brand of the group. */
  brands: slugList,
})
export type BrandLogosBlock = z.infer<typeof brandLogosSchema>
