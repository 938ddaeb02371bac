import { z } from 'zod'
import { buttonsField } from '../button/schema.ts'
import { sectionBase } from '../fields/blocks.ts'
import { imageField } from '../fields/asset.ts'
import {
  booleanField,
  optionField,
  optionalSlug,
  optionalText,
  requiredText,
} from '../fields/text.ts'

/** Section block: banner on stock landing pages with the vehicle quick search over it. */
export const stockHeroSchema = z
  .object({
    ...sectionBase,
    component: z.literal('stock_hero'),
    title: requiredText,
    subtitle: optionalText,
    image: imageField,
    show_quick_search: booleanField(true),
    /** Pre-selects the brand in the quick search (brand slug). */
    brand: optionalSlug,
    condition: optionField(['all', 'new', 'used'], 'all'),
    buttons: buttonsField,
  })
  .meta({
    title: 'Bannière stock',
    description:
      'Bannière avec recherche rapide dans le stock (marque, état). Pour l’accueil ou une page de marque.',
  })
export type StockHeroBlock = z.infer<typeof stockHeroSchema>
