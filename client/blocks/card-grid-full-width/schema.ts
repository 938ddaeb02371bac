import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: cards across the full page width, one per row on mobile. */
export const cardGridFullWidthSchema = createCardGridSchema('card_grid_full_width').meta({
  title: 'Cartes pleine largeur',
  description: 'Cartes empilées sur toute la largeur, une par ligne.',
})
export type CardGridFullWidthBlock = z.infer<typeof cardGridFullWidthSchema>
