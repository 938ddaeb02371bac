import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: two large cards per row. */
export const cardGridTwoColumnsSchema = createCardGridSchema('card_grid_two_columns').meta({
  title: 'Grille de cartes (2 colonnes)',
  description: 'Grandes cartes sur deux colonnes.',
})
export type CardGridTwoColumnsBlock = z.infer<typeof cardGridTwoColumnsSchema>
