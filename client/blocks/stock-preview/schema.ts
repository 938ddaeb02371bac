import { z } from 'zod'
import { sectionBase } from '../fields/blocks.ts'
import { optionalLinkField } from '../fields/link.ts'
import { stockPresetFields } from '../fields/stock-preset.ts'
import { numberField, optionalText } from '../fields/text.ts'

/** Section block: a few vehicles matching a preset, with a link to the full stock. */
export const stockPreviewSchema = z
  .object({
    ...sectionBase,
    component: z.literal('stock_preview'),
    title: optionalText,
    ...stockPresetFields,
    count: numberField({ min: 2, max: 12, fallback: 4 }),
    link: optionalLinkField,
    link_label: optionalText,
  })
  .meta({
    title: 'Sélection de véhicules',
    description:
      'Quelques véhicules du stock selon les critères choisis, avec un lien vers la recherche.',
  })
export type StockPreviewBlock = z.infer<typeof stockPreviewSchema>
