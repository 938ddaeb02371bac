import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionField, optionalText, slugList } from '../fields/text.ts'

/** Section block: shortcut tiles into the stock by body style or brand. */
export const stockQuickEntrySchema = z
  .object({
    ...sectionBase,
    component: z.literal('stock_quick_entry'),
    title: optionalText,
    entry_type: optionField(['body_style', 'brand', 'fuel'], 'body_style'),
    /** Brand slugs when `entry_type` is `brand`; empty means all brands. */
    brands: slugList,
  })
  .meta({
    title: 'Accès rapide au stock',
    description: 'Tuiles menant à la recherche par carrosserie, marque ou carburant.',
  })
export type StockQuickEntryBlock = z.infer<typeof stockQuickEntrySchema>
