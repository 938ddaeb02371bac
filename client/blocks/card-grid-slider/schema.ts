import type { z } from 'zod'
import { createCardGridSchema } from '../fields/card-grid.ts'

/** Section block: cards in a horizontally scrolling slider. */
export const cardGridSliderSchema = createCardGridSchema('card_grid_slider').meta({
  title: 'Carrousel de cartes',
  description: 'Cartes défilant horizontalement.',
})
export type CardGridSliderBlock = z.infer<typeof cardGridSliderSchema>
