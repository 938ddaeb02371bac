import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: four narrow cards per row (services, USPs). */
export const cardGridFourColumnsSchema = createCardGridSchema('card_grid_four_columns').meta({
  title: 'Grille de cartes (4 colonnes)',
  description: 'Petites cartes sur quatre colonnes.',
})
export type CardGridFourColumnsBlock = z.infer<typeof cardGridFourColumnsSchema>
