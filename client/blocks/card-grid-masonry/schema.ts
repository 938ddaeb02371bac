import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: cards of varying heights in a masonry layout. */
export const cardGridMasonrySchema = createCardGridSchema('card_grid_masonry').meta({
  title: 'Mosaïque de cartes',
  description: 'Cartes de hauteurs différentes en mosaïque.',
})
export type CardGridMasonryBlock = z.infer<typeof cardGridMasonrySchema>
