import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { stockPresetFields } from '../fields/stock-preset.ts'
import { booleanField, optionalText } from '../fields/text.ts'

/** Section block: the full stock search (filters, sorting, results) with a preset filter. */
export const stockOverviewSchema = z
  .object({
    ...sectionBase,
    component: z.literal('stock_overview'),
    title: optionalText,
    ...stockPresetFields,
    show_filters: booleanField(true),
  })
  .meta({
    title: 'Recherche dans le stock',
    description:
      'La recherche complète du stock avec filtres ; les réglages ci-dessous la pré-filtrent.',
  })
export type StockOverviewBlock = z.infer<typeof stockOverviewSchema>
