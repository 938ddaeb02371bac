import { z } from 'zod'
import { buttonsField } from '../button/schema.ts'
import { sectionBase } from '../fields/blocks.ts'
import { optionalImageField } from '../fields/asset.ts'
import { richTextField } from '../fields/rich-text.ts'
import { requiredText } from '../fields/text.ts'

/** Section block: the trade-in valuation offer (reprise) with its call to action. */
export const tradeInSchema = z
  .object({
    ...sectionBase,
    component: z.literal('trade_in'),
    title: requiredText,
    text: richTextField,
    image: optionalImageField,
    buttons: buttonsField,
  })
  .meta({
    title: 'Reprise de véhicule',
    description: 'Bloc d’appel à l’estimation de reprise.',
  })
export type TradeInBlock = z.infer<typeof tradeInSchema>
